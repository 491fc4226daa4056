import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type Identity, type SavedVehicleIds } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SavedVehiclesStore } from '../../saved-vehicles/saved-vehicles.store.js';

@Controller()
export class SavedVehiclesController {
  constructor(private readonly saved: SavedVehiclesStore) {}

  /** The caller's saved listing ids, newest first. */
  @Get(ROUTES.savedVehicles)
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  async list(@CurrentIdentity() identity: Identity): Promise<SavedVehicleIds> {
    return { ids: await this.saved.ids(identity.userId) };
  }
}
