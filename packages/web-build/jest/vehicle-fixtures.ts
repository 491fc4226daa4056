import type { PublicVehicle, Vehicle } from '@rl/contracts';

/**
 * Vehicles as the API answers them, for the web apps' tests: a 2022 BMW X5 that each test overrides
 * where it looks. One definition, so a new field of the contracts is added here once.
 */
export function publicVehicleFixture(id: number, overrides: Partial<PublicVehicle> = {}): PublicVehicle {
  return {
    id,
    make: 'BMW',
    model: 'X5',
    trim: 'xDrive40i',
    year: 2022,
    mileage: 21400,
    price: '58900.00',
    condition: 'excellent',
    bodyType: 'suv',
    fuelType: 'gasoline',
    transmission: '8-speed-automatic',
    drivetrain: 'awd',
    exteriorColor: 'Black',
    exteriorColorName: null,
    interiorColor: 'Tan',
    description: 'One owner.',
    features: [],
    images: [],
    location: 'Miami, FL',
    zipCode: '33101',
    status: 'approved',
    views: 0,
    isFeatured: false,
    priceRating: null,
    recentPriceDrop: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    listedAt: null,
    soldAt: null,
    ...overrides,
  };
}

/** The owner's and admins' view of a listing: the public fields (without the derived price facts) and the private ones. */
export function vehicleFixture(id: number, overrides: Partial<Vehicle> = {}): Vehicle {
  const { priceRating: _rating, recentPriceDrop: _drop, ...fields } = publicVehicleFixture(id);
  return {
    ...fields,
    userId: 'u-1',
    contactPhone: '(555) 010-1000',
    contactEmail: 'jane@example.com',
    contactFirstName: 'Jane',
    contactLastName: 'Carter',
    contactLocation: null,
    vin: '1HGCM82633A004352',
    carfaxReportUrl: null,
    recentServices: [],
    expiresAt: null,
    ...overrides,
  };
}
