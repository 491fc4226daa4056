import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AdminFeaturedUpdateSchema, ROUTES, type AdminFeaturedUpdate, type Identity, type Vehicle } from '@rl/contracts';
import { CurrentIdentity, RequireStaff, StaffActionOutbox } from '@rl/service-kit';
import { VehicleIdParam, type IdParam } from '../../common/id-param.js';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { ListingsClient } from '../../listings/listings.client.js';

@Controller()
@RequireStaff('moderation')
export class SetFeaturedController {
  constructor(private readonly listings: ListingsClient, private readonly staffLog: StaffActionOutbox) {}

  /** PATCH {isFeatured} -> the vehicle, through listings' internal API */
  @Patch(ROUTES.adminFeatured)
  async setFeatured(
    @Param({ schema: VehicleIdParam }) { id }: IdParam,
    @Body({ schema: AdminFeaturedUpdateSchema }) body: AdminFeaturedUpdate,
    @RequestId() requestId: string | undefined,
    @CurrentIdentity() admin: Identity,
    @Req() req: Request,
  ): Promise<Vehicle> {
    const vehicle = await viaListings(() => this.listings.setFeatured(id, body.isFeatured, { requestId }));
    await this.staffLog.record(admin, req, { action: 'listing.featured', objectType: 'listing', objectId: id, before: { isFeatured: !body.isFeatured }, after: { isFeatured: body.isFeatured } });
    return vehicle;
  }
}
