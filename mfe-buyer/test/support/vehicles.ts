import type { PublicVehicle } from '@rl/contracts';
import { publicVehicleFixture } from '@rl/web-build/jest/vehicle-fixtures';

let nextId = 100;

/** A public vehicle as the API answers it, with nine photos (the gallery's full set). */
export function aVehicle(overrides: Partial<PublicVehicle> = {}): PublicVehicle {
  const id = overrides.id ?? nextId++;
  return publicVehicleFixture(id, {
    description: 'One owner.\n\nFull service history.',
    features: ['Heated Seats', 'Navigation System'],
    images: Array.from({ length: 9 }, (_, i) => `/media/vehicles/${id}/${i + 1}.jpg`),
    views: 12,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  });
}

export const vehicles = (n: number, overrides: Partial<PublicVehicle> = {}) => Array.from({ length: n }, () => aVehicle(overrides));
