import { Controller, Get, Param } from '@nestjs/common';
import { ROUTES, type Decision } from '@rl/contracts';
import { apiError, RequireStaff } from '@rl/service-kit';
import { VehicleIdParam, type IdParam } from '../../common/id-param.js';
import { RequestId } from '../../common/request-id.js';
import { DecisionStore } from '../../decisions/decision-store.js';
import { toDecision } from '../../decisions/decision.entity.js';
import { ListingsClient } from '../../listings/listings.client.js';

@Controller()
@RequireStaff('moderation')
export class HistoryController {
  constructor(private readonly store: DecisionStore, private readonly listings: ListingsClient) {}

  /** The listing's decisions, oldest first: applied ones, queued ones not yet applied, and queued ones later discarded. */
  @Get(ROUTES.adminHistory)
  async history(@Param({ schema: VehicleIdParam }) { id }: IdParam, @RequestId() requestId: string | undefined): Promise<Decision[]> {
    const rows = await this.store.history(id);
    if (rows.length === 0) {
      // no decisions: say 404 for a listing that does not exist (if listings can tell us)
      const exists = await this.listings.getVehicle(id, { requestId }).then((v) => v !== null, () => true);
      if (!exists) throw apiError(404, 'Vehicle not found');
    }
    return rows.map(toDecision);
  }
}
