import { Controller, Get, Header } from '@nestjs/common';
import type { Identity, Vehicle } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { toVehicle } from '../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../vehicles/vehicles.store.js';

@Controller('api/user/vehicles')
export class MyListingsController {
  constructor(private readonly vehicles: VehiclesStore) {}

  /** The caller's own listings, every status, every field, newest first. */
  @Get()
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  async mine(@CurrentIdentity() identity: Identity): Promise<Vehicle[]> {
    return (await this.vehicles.listByOwner(identity.userId)).map(toVehicle);
  }
}
