import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, EraseUserBodySchema, type EraseUserBody, type ErasedUser } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { InquiriesStore } from '../../inquiries/inquiries.store.js';
import { SavedSearchesStore } from '../../saved-searches/saved-searches.store.js';
import { SavedVehiclesStore } from '../../saved-vehicles/saved-vehicles.store.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

const UserParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Account deletion (auth asks first, then deletes the account): the user's listings are deleted, and the
 * inquiries they sent stay for the sales team with name, address and phone erased; their saved searches and
 * saved vehicles are deleted. Safe to repeat.
 */
@Controller()
@RequireService()
export class EraseUserController {
  constructor(
    private readonly vehicles: VehiclesStore, private readonly inquiries: InquiriesStore,
    private readonly savedSearches: SavedSearchesStore, private readonly savedVehicles: SavedVehiclesStore,
  ) {}

  @Post(INTERNAL_ROUTES.listings.eraseUser)
  @HttpCode(200)
  async erase(@Param({ schema: UserParam }) { id }: z.infer<typeof UserParam>, @Body({ schema: EraseUserBodySchema }) body: EraseUserBody): Promise<ErasedUser> {
    const listingsRemoved = await this.vehicles.deleteOfUser(id);
    const inquiriesAnonymised = await this.inquiries.anonymiseSentBy(id, body.email);
    const savedSearchesRemoved = await this.savedSearches.deleteOfUser(id);
    const savedVehiclesRemoved = await this.savedVehicles.deleteOfUser(id);
    return { listingsRemoved, inquiriesAnonymised, savedSearchesRemoved, savedVehiclesRemoved };
  }
}
