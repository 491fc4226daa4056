import { Controller, Get, Param } from '@nestjs/common';
import { INTERNAL_ROUTES, type Vehicle } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { IdParamSchema, notFound, type IdParam } from '../../vehicles/access.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

/** Every field of a listing of any status, for moderation. Service identities only. */
@Controller()
@RequireService()
export class FullVehicleController {
  constructor(private readonly vehicles: VehiclesStore) {}

  @Get(INTERNAL_ROUTES.listings.vehicle)
  async one(@Param({ schema: IdParamSchema }) { id }: IdParam): Promise<Vehicle> {
    const v = await this.vehicles.findFull(id);
    if (!v) throw notFound();
    return toVehicle(v);
  }
}
