import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ROUTES, type Identity } from '@rl/contracts';
import { apiError, CurrentIdentity, RequireUser } from '@rl/service-kit';
import { IdParamSchema, isAdmin, isOwner, notFound, type IdParam } from '../../vehicles/access.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

@Controller()
export class DeleteListingController {
  constructor(private readonly vehicles: VehiclesStore) {}

  /** The owner or an admin removes a listing. 204. Inquiries about it are kept for the sales team. */
  @Delete(ROUTES.vehicle)
  @RequireUser()
  @HttpCode(204)
  async remove(@Param({ schema: IdParamSchema }) { id }: IdParam, @CurrentIdentity() identity: Identity): Promise<void> {
    const current = await this.vehicles.findFull(id);
    if (!current) throw notFound();
    if (!isOwner(identity, current) && !isAdmin(identity)) throw apiError(403, 'Only the seller or an admin can delete this listing');
    if (!(await this.vehicles.delete(id))) throw notFound();
  }
}
