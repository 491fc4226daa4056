import type { PublicVehicle, Vehicle } from '@rl/contracts';
import { publicVehicleFixture, vehicleFixture } from '@rl/web-build/jest/vehicle-fixtures';

/** What the shell's tests expect of a listing besides the shared defaults. */
const shellDefaults = (id: number) => ({
  condition: 'good',
  description: 'Garage kept.',
  images: [`/media/img/${id}/large.webp`],
  zipCode: '33131',
  createdAt: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

export function publicVehicle(id: number, overrides: Partial<PublicVehicle> = {}): PublicVehicle {
  return publicVehicleFixture(id, { ...shellDefaults(id), ...overrides });
}

export function ownVehicle(id: number, overrides: Partial<Vehicle> = {}): Vehicle {
  return vehicleFixture(id, {
    ...shellDefaults(id),
    contactLocation: 'Miami, FL',
    vin: 'WBAJA7C50KWW12345',
    ...overrides,
  });
}
