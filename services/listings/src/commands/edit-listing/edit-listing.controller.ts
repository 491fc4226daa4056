import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, ListingInputSchema, STATUS_AFTER_SELLER_EDIT, type Identity, type ListingData, type OwnerVehicle } from '@rl/contracts';
import { apiError, CurrentIdentity, RequireUser } from '@rl/service-kit';
import { RevisionsStore } from '../../revisions/revisions.store.js';
import { toRevisionSummary } from '../../revisions/revision-columns.js';
import { IdParamSchema, isOwner, notFound, type IdParam } from '../../vehicles/access.js';
import { ListingWriter } from '../../vehicles/listing-writer.js';
import { toVehicle, type VehicleRow } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

const soldConflict = () => apiError(409, 'A sold listing can no longer be edited');

@Controller()
export class EditListingController {
  constructor(private readonly vehicles: VehiclesStore, private readonly writer: ListingWriter, private readonly revisions: RevisionsStore) {}

  /**
   * The owner replaces the listing's fields. A live listing stays live with its approved content: the
   * changes wait as a revision (a lower price and the recent services apply at once). Any other listing is
   * edited in place and its status becomes the contracts' STATUS_AFTER_SELLER_EDIT (back to review); a
   * status that maps to null (sold) cannot be edited (409). The answer carries the latest revision.
   */
  @Put(ROUTES.vehicle)
  @RequireUser()
  async edit(
    @Param({ schema: IdParamSchema }) { id }: IdParam,
    @Body({ schema: ListingInputSchema }) body: ListingData,
    @CurrentIdentity() identity: Identity,
    @Req() req: Request & { id?: string },
  ): Promise<OwnerVehicle> {
    const current = await this.check(id, identity);
    const geo = await this.writer.check(body, current.userId, identity, current.images, req.id);
    // the status may change between the reads and the writes (a moderator's decision): each write checks it again
    for (let attempt = 0; attempt < 3; attempt++) {
      const revised = await this.revisions.revise(id, identity.userId, body);
      if (revised.kind === 'not-found') throw notFound();
      if (revised.kind === 'revised') {
        const latest = revised.revision ?? (await this.revisions.latestFor([id])).get(id) ?? null;
        return { ...toVehicle(revised.vehicle), revision: latest ? toRevisionSummary(latest) : null };
      }
      const updated = await this.vehicles.update(id, identity.userId, body, geo);
      if (updated) {
        const latest = (await this.revisions.latestFor([id])).get(id);
        return { ...toVehicle(updated), revision: latest ? toRevisionSummary(latest) : null };
      }
      // deleted, sold, or made live meanwhile
      await this.check(id, identity);
    }
    throw apiError(409, 'The listing changed while it was being saved; reload it and try again');
  }

  private async check(id: number, identity: Identity): Promise<VehicleRow> {
    const current = await this.vehicles.findFull(id);
    if (!current) throw notFound();
    if (!isOwner(identity, current)) throw apiError(403, 'Only the seller can edit this listing');
    if (STATUS_AFTER_SELLER_EDIT[current.status] === null) throw soldConflict();
    return current;
  }
}
