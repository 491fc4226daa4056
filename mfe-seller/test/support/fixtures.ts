import type { User, Vehicle } from '@rl/contracts';
import { userFixture } from '@rl/web-build/jest/user-fixtures';
import { vehicleFixture } from '@rl/web-build/jest/vehicle-fixtures';

export const seller: User = userFixture({ id: 'u-seller' });

/** A VIN whose check digit is right (checked in vin.test). */
export const GOOD_VIN = '1HGCM82633A004352';

let nextId = 100;
export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const id = overrides.id ?? nextId++;
  return vehicleFixture(id, {
    userId: seller.id,
    description: 'One owner, always garaged.',
    features: ['Heated Seats', 'Navigation System', 'Carbon trim'],
    images: [`/media/img/00000000-0000-4000-8000-00000000000${id % 10}/large.webp`],
    location: 'Austin, TX',
    zipCode: '78701',
    contactPhone: '(512) 555-0100',
    vin: GOOD_VIN,
    recentServices: ['Oil change'],
    status: 'pending',
    ...overrides,
  });
}
