import { Body, Controller, Param, Patch } from '@nestjs/common';
import { AdminFeaturedUpdateSchema, ROUTES, type AdminFeaturedUpdate, type Vehicle } from '@rl/contracts';
import { RequireStaff } from '@rl/service-kit';
import { VehicleIdParam, type IdParam } from '../../common/id-param.js';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { ListingsClient } from '../../listings/listings.client.js';

@Controller()
@RequireStaff('moderation')
export class SetFeaturedController {
  constructor(private readonly listings: ListingsClient) {}

  /** PATCH {isFeatured} -> the vehicle, through listings' internal API */
  @Patch(ROUTES.adminFeatured)
  setFeatured(
    @Param({ schema: VehicleIdParam }) { id }: IdParam,
    @Body({ schema: AdminFeaturedUpdateSchema }) body: AdminFeaturedUpdate,
    @RequestId() requestId: string | undefined,
  ): Promise<Vehicle> {
    return viaListings(() => this.listings.setFeatured(id, body.isFeatured, { requestId }));
  }
}
