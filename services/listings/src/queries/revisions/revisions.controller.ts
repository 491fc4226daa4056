import { Controller, Get, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, PendingRevisionQuerySchema, type InternalRevisionWithVehicle } from '@rl/contracts';
import { apiError, RequireService } from '@rl/service-kit';
import { RevisionsStore } from '../../revisions/revisions.store.js';
import { toInternalRevision } from '../../revisions/revision-columns.js';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';

/** Moderation reads waiting revisions with their live listings (internal API, service identities only). */
@Controller()
@RequireService()
export class RevisionsController {
  constructor(private readonly revisions: RevisionsStore) {}

  @Get(INTERNAL_ROUTES.listings.revisions)
  async pending(@Query({ schema: PendingRevisionQuerySchema }) q: z.infer<typeof PendingRevisionQuerySchema>) {
    const { items, total } = await this.revisions.pending(q.page, q.limit);
    return { revisions: items.map(({ revision, vehicle }) => ({ revision: toInternalRevision(revision), vehicle: toVehicle(vehicle) })), total };
  }

  @Get(INTERNAL_ROUTES.listings.revision)
  async one(@Param({ schema: IdParamSchema }) { id }: IdParam): Promise<InternalRevisionWithVehicle> {
    const found = await this.revisions.get(id);
    if (!found) throw apiError(404, 'Revision not found');
    return { revision: toInternalRevision(found.revision), vehicle: toVehicle(found.vehicle) };
  }
}
