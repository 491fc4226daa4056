import type { User, Vehicle } from '@rl/contracts';

export const seller: User = {
  id: 'u-seller',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Carter',
  profileImageUrl: null,
  role: 'user',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A VIN whose check digit is right (checked in vin.test). */
export const GOOD_VIN = '1HGCM82633A004352';

let nextId = 100;
export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const id = overrides.id ?? nextId++;
  return {
    id,
    userId: seller.id,
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
    interiorColor: 'Tan',
    description: 'One owner, always garaged.',
    features: ['Heated Seats', 'Navigation System', 'Carbon trim'],
    images: [`/media/img/00000000-0000-4000-8000-00000000000${id % 10}/large.webp`],
    location: 'Austin, TX',
    zipCode: '78701',
    contactPhone: '(512) 555-0100',
    contactEmail: 'jane@example.com',
    contactFirstName: 'Jane',
    contactLastName: 'Carter',
    contactLocation: null,
    vin: GOOD_VIN,
    carfaxReportUrl: null,
    recentServices: ['Oil change'],
    status: 'pending',
    views: 0,
    isFeatured: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
