import { Controller, Delete, Param } from '@nestjs/common';
import { ROUTES, type Identity, type SavedVehicleIds } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SavedVehiclesStore } from '../../saved-vehicles/saved-vehicles.store.js';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';

@Controller()
export class UnsaveVehicleController {
  constructor(private readonly saved: SavedVehiclesStore) {}

  /** Removes a listing from the caller's saved vehicles (idempotent: removing one not saved changes nothing). */
  @Delete(ROUTES.savedVehicle)
  @RequireUser()
  async unsave(@Param({ schema: IdParamSchema }) { id }: IdParam, @CurrentIdentity() identity: Identity): Promise<SavedVehicleIds> {
    return { ids: await this.saved.delete(identity.userId, id) };
  }
}
