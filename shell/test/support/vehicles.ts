import type { PublicVehicle, Vehicle } from '@rl/contracts';

export function publicVehicle(id: number, overrides: Partial<PublicVehicle> = {}): PublicVehicle {
  return {
    id,
    make: 'BMW',
    model: 'X5',
    trim: 'xDrive40i',
    year: 2022,
    mileage: 21400,
    price: '58900.00',
    condition: 'good',
    bodyType: 'suv',
    fuelType: 'gasoline',
    transmission: '8-speed-automatic',
    drivetrain: 'awd',
    exteriorColor: 'Black',
    interiorColor: 'Tan',
    description: 'Garage kept.',
    features: [],
    images: [`/media/img/${id}/large.webp`],
    location: 'Miami, FL',
    zipCode: '33131',
    status: 'approved',
    views: 0,
    isFeatured: false,
    createdAt: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function ownVehicle(id: number, overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    ...publicVehicle(id),
    userId: 'u-1',
    contactPhone: '(555) 010-1000',
    contactEmail: 'jane@example.com',
    contactFirstName: 'Jane',
    contactLastName: 'Carter',
    contactLocation: 'Miami, FL',
    vin: 'WBAJA7C50KWW12345',
    carfaxReportUrl: null,
    recentServices: [],
    ...overrides,
  };
}
