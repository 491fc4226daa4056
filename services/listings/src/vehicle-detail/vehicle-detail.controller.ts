import { Controller, Get, Header, Param } from '@nestjs/common';
import type { Identity, VehicleDetail } from '@rl/contracts';
import { CurrentIdentity } from '@rl/service-kit';
import { IdParamSchema, isAdmin, isOwner, notFound, personOf, type IdParam } from '../vehicles/access.js';
import { toPublicVehicle, toVehicle } from '../vehicles/vehicle-columns.js';
import { PUBLIC_STATUSES, VehiclesStore } from '../vehicles/vehicles.store.js';

@Controller('api/vehicles')
export class VehicleDetailController {
  constructor(private readonly vehicles: VehiclesStore) {}

  /**
   * The owner and admins get every field of any of their listings (no view counted). Everyone else
   * sees approved and sold listings only, without private fields, and each such view adds one to
   * `views` in the same statement that reads the row.
   */
  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async detail(@Param({ schema: IdParamSchema }) { id }: IdParam, @CurrentIdentity() identity?: Identity): Promise<VehicleDetail> {
    const person = personOf(identity);
    if (person) {
      const full = await this.vehicles.findFull(id);
      if (!full) throw notFound();
      if (isOwner(person, full) || isAdmin(person)) return toVehicle(full);
      if (!PUBLIC_STATUSES.includes(full.status)) throw notFound();
    }
    const viewed = await this.vehicles.viewPublic(id);
    if (!viewed) throw notFound();
    return toPublicVehicle(viewed);
  }
}
