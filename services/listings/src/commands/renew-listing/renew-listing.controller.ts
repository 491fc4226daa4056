import { Controller, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ROUTES, type Identity, type Vehicle } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { FreshnessStore } from '../../freshness/freshness.store.js';
import { appliedOr409, ownListing } from '../../freshness/owner-moves.js';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

@Controller()
export class RenewListingController {
  constructor(private readonly vehicles: VehiclesStore, private readonly freshness: FreshnessStore) {}

  /**
   * POST /api/vehicles/{id}/renew, the owner only: an expired listing is public again, an active one is
   * confirmed still available; either way it expires LISTING_FRESHNESS.expiresAfterDays from now. 409 in
   * any other status.
   */
  @Post(ROUTES.renewListing)
  @RequireUser()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async renew(@Param({ schema: IdParamSchema }) { id }: IdParam, @CurrentIdentity() identity: Identity): Promise<Vehicle> {
    await ownListing(this.vehicles, id, identity, 'renew');
    return toVehicle(appliedOr409(await this.freshness.renew(id, identity.userId), 'renewed'));
  }
}
