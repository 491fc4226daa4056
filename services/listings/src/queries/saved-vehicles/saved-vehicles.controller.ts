import { Controller, Get, Header } from '@nestjs/common';
import type { Identity, SavedVehicleIds } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SavedVehiclesStore } from '../../saved-vehicles/saved-vehicles.store.js';

@Controller('api/saved-vehicles')
export class SavedVehiclesController {
  constructor(private readonly saved: SavedVehiclesStore) {}

  /** The caller's saved listing ids, newest first. */
  @Get()
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  async list(@CurrentIdentity() identity: Identity): Promise<SavedVehicleIds> {
    return { ids: await this.saved.ids(identity.userId) };
  }
}
