import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ROUTES, MergeSavedVehiclesSchema, type Identity, type SavedVehicleIds } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import type { z } from 'zod';
import { SavedVehiclesStore } from '../../saved-vehicles/saved-vehicles.store.js';

@Controller()
export class MergeSavedVehiclesController {
  constructor(private readonly saved: SavedVehiclesStore) {}

  /**
   * At sign-in the browser sends its local list: the public listings among them are added to the caller's
   * (up to the limit) and the union is answered. Ids of listings that are gone are left out, not refused.
   */
  @Post(ROUTES.savedVehiclesMerge)
  @RequireUser()
  @HttpCode(200)
  async merge(@Body({ schema: MergeSavedVehiclesSchema }) body: z.output<typeof MergeSavedVehiclesSchema>, @CurrentIdentity() identity: Identity): Promise<SavedVehicleIds> {
    return { ids: await this.saved.merge(identity.userId, body.ids) };
  }
}
