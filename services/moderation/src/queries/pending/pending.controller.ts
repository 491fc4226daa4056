import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PendingListQuerySchema, ROUTES, type PendingListing } from '@rl/contracts';
import { RequireAdmin } from '@rl/service-kit';
import type { z } from 'zod';
import { AutomatedChecks } from '../../checks/automated-checks.js';
import { mapLimit } from '../../common/map-limit.js';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { DecisionStore } from '../../decisions/decision-store.js';
import { toDecision } from '../../decisions/decision.entity.js';
import { ListingsClient } from '../../listings/listings.client.js';

@Controller()
@RequireAdmin()
export class PendingController {
  constructor(private readonly listings: ListingsClient, private readonly checks: AutomatedChecks, private readonly store: DecisionStore) {}

  /**
   * Pending listings, oldest first, with every field (admin-only ones and the seller's contact), the
   * automated checks, and any decision still waiting to be applied. Total in `x-total-count`.
   */
  @Get(ROUTES.adminPending)
  async pending(
    @Query({ schema: PendingListQuerySchema }) q: z.infer<typeof PendingListQuerySchema>,
    @RequestId() requestId: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PendingListing[]> {
    const page = await viaListings(() => this.listings.listVehicles({ status: 'pending', page: q.page, limit: q.limit, order: 'oldest' }, { requestId }));
    const queued = await this.store.queuedFor(page.vehicles.map((v) => v.id));
    const out = await mapLimit(page.vehicles, 6, async (v) => {
      const d = queued.get(v.id);
      return { ...v, checks: await this.checks.run(v, requestId), queuedDecision: d ? toDecision(d) : null };
    });
    res.setHeader('x-total-count', String(page.total));
    return out;
  }
}
