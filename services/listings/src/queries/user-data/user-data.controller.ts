import { Controller, Get, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, type UserListingsData } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { InquiriesStore } from '../../inquiries/inquiries.store.js';
import { SavedSearchesStore, toSavedSearch } from '../../saved-searches/saved-searches.store.js';
import { SavedVehiclesStore } from '../../saved-vehicles/saved-vehicles.store.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

const UserParam = z.object({ id: z.string().min(1).max(64) });
const EmailQuery = z.object({ email: z.string().max(254).optional() });

/** A user's listings, the inquiries they sent, their saved searches and saved vehicles, for their data export (auth asks). Service identities only. */
@Controller()
@RequireService()
export class UserDataController {
  constructor(
    private readonly vehicles: VehiclesStore, private readonly inquiries: InquiriesStore,
    private readonly savedSearches: SavedSearchesStore, private readonly savedVehicles: SavedVehiclesStore,
  ) {}

  @Get(INTERNAL_ROUTES.listings.userData)
  async data(@Param({ schema: UserParam }) { id }: z.infer<typeof UserParam>, @Query({ schema: EmailQuery }) q: z.infer<typeof EmailQuery>): Promise<UserListingsData> {
    const [listings, inquiriesSent, savedSearches, savedVehicles] = await Promise.all([
      this.vehicles.ofUser(id), this.inquiries.sentBy(id, q.email ?? null), this.savedSearches.ofUser(id), this.savedVehicles.ids(id),
    ]);
    return { listings: listings.map(toVehicle), inquiriesSent, savedSearches: savedSearches.map(toSavedSearch), savedVehicles };
  }
}
