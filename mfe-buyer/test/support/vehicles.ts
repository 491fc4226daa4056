import type { PublicVehicle } from '@rl/contracts';

let nextId = 100;

/** A public vehicle as the API answers it. */
export function aVehicle(overrides: Partial<PublicVehicle> = {}): PublicVehicle {
  const id = overrides.id ?? nextId++;
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
    interiorColor: 'Tan',
    description: 'One owner.\n\nFull service history.',
    features: ['Heated Seats', 'Navigation System'],
    images: Array.from({ length: 9 }, (_, i) => `/media/vehicles/${id}/${i + 1}.jpg`),
    location: 'Miami, FL',
    zipCode: '33101',
    status: 'approved',
    views: 12,
    isFeatured: false,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export const vehicles = (n: number, overrides: Partial<PublicVehicle> = {}) => Array.from({ length: n }, () => aVehicle(overrides));
