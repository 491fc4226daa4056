import { Controller, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ROUTES, type Identity, type Vehicle } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { FreshnessStore } from '../../freshness/freshness.store.js';
import { appliedOr409, ownListing } from '../../freshness/owner-moves.js';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

@Controller()
export class MarkSoldController {
  constructor(private readonly vehicles: VehiclesStore, private readonly freshness: FreshnessStore) {}

  /**
   * POST /api/vehicles/{id}/sold, the owner only: an active or expired listing is sold; public pages show it
   * as sold for LISTING_FRESHNESS.soldVisibleDays, then it leaves them. 409 in any other status.
   */
  @Post(ROUTES.markSold)
  @RequireUser()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async sold(@Param({ schema: IdParamSchema }) { id }: IdParam, @CurrentIdentity() identity: Identity): Promise<Vehicle> {
    await ownListing(this.vehicles, id, identity, 'mark as sold');
    return toVehicle(appliedOr409(await this.freshness.markSold(id, identity.userId), 'marked as sold'));
  }
}
