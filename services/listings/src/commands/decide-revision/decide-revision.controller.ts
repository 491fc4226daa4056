import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { INTERNAL_ROUTES, InternalRevisionDecisionSchema, type InternalRevisionDecision, type InternalRevisionWithVehicle } from '@rl/contracts';
import { apiError, RequireService } from '@rl/service-kit';
import { RevisionsStore } from '../../revisions/revisions.store.js';
import { toInternalRevision } from '../../revisions/revision-columns.js';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';

/** Moderation approves or rejects a revision: compare-and-set, 409 with the reason when it is stale. */
@Controller()
@RequireService()
export class DecideRevisionController {
  constructor(private readonly revisions: RevisionsStore) {}

  @Post(INTERNAL_ROUTES.listings.revisionDecision)
  @HttpCode(200)
  async decide(@Param({ schema: IdParamSchema }) { id }: IdParam, @Body({ schema: InternalRevisionDecisionSchema }) body: InternalRevisionDecision): Promise<InternalRevisionWithVehicle> {
    const r = await this.revisions.decide(id, body);
    if (r.kind === 'not-found') throw apiError(404, 'Revision not found');
    if (r.kind === 'conflict') throw apiError(409, r.message);
    return { revision: toInternalRevision(r.revision), vehicle: toVehicle(r.vehicle) };
  }
}
