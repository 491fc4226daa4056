import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ListingInputSchema, STATUS_AFTER_SELLER_EDIT, type Identity, type ListingData, type Vehicle } from '@rl/contracts';
import { apiError, CurrentIdentity, RequireUser } from '@rl/service-kit';
import { IdParamSchema, isOwner, notFound, type IdParam } from '../vehicles/access.js';
import { ListingWriter } from '../vehicles/listing-writer.js';
import { toVehicle, type VehicleRow } from '../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../vehicles/vehicles.store.js';

const soldConflict = () => apiError(409, 'A sold listing can no longer be edited');

@Controller('api/vehicles')
export class EditListingController {
  constructor(private readonly vehicles: VehiclesStore, private readonly writer: ListingWriter) {}

  /**
   * The owner replaces the listing's fields. The status becomes the contracts' STATUS_AFTER_SELLER_EDIT
   * (back to pending, reviewed again); a status that maps to null (sold) cannot be edited (409).
   */
  @Put(':id')
  @RequireUser()
  async edit(
    @Param({ schema: IdParamSchema }) { id }: IdParam,
    @Body({ schema: ListingInputSchema }) body: ListingData,
    @CurrentIdentity() identity: Identity,
    @Req() req: Request & { id?: string },
  ): Promise<Vehicle> {
    const current = await this.check(id, identity);
    const geo = await this.writer.check(body, current.userId, identity, current.images, req.id);
    const updated = await this.vehicles.update(id, identity.userId, body, geo);
    if (updated) return toVehicle(updated);
    // changed between the check and the update: deleted or sold meanwhile
    await this.check(id, identity);
    throw soldConflict();
  }

  private async check(id: number, identity: Identity): Promise<VehicleRow> {
    const current = await this.vehicles.findFull(id);
    if (!current) throw notFound();
    if (!isOwner(identity, current)) throw apiError(403, 'Only the seller can edit this listing');
    if (STATUS_AFTER_SELLER_EDIT[current.status] === null) throw soldConflict();
    return current;
  }
}
