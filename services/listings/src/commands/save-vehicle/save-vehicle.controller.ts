import { Controller, Param, Put } from '@nestjs/common';
import { ROUTES, type Identity, type SavedVehicleIds } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SavedVehiclesStore } from '../../saved-vehicles/saved-vehicles.store.js';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';

@Controller()
export class SaveVehicleController {
  constructor(private readonly saved: SavedVehiclesStore) {}

  /** Saves a public listing (idempotent); 404 for a listing that is not public, 409 past the limit. */
  @Put(ROUTES.savedVehicle)
  @RequireUser()
  async save(@Param({ schema: IdParamSchema }) { id }: IdParam, @CurrentIdentity() identity: Identity): Promise<SavedVehicleIds> {
    return { ids: await this.saved.put(identity.userId, id) };
  }
}
