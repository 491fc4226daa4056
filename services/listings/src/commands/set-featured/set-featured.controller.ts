import { Body, Controller, Param, Patch } from '@nestjs/common';
import { INTERNAL_ROUTES, InternalSetFeaturedSchema, type InternalSetFeatured, type Vehicle } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { IdParamSchema, notFound, type IdParam } from '../../vehicles/access.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

/** An admin features a listing or stops featuring it (moderation calls it). Service identities only. */
@Controller()
@RequireService()
export class SetFeaturedController {
  constructor(private readonly vehicles: VehiclesStore) {}

  @Patch(INTERNAL_ROUTES.listings.vehicleFeatured)
  async setFeatured(@Param({ schema: IdParamSchema }) { id }: IdParam, @Body({ schema: InternalSetFeaturedSchema }) body: InternalSetFeatured): Promise<Vehicle> {
    const v = await this.vehicles.setFeatured(id, body.isFeatured);
    if (!v) throw notFound();
    return toVehicle(v);
  }
}
