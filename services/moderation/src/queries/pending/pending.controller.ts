import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PendingListQuerySchema, ROUTES, type PendingListing } from '@rl/contracts';
import { RequireStaff } from '@rl/service-kit';
import type { z } from 'zod';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { PendingQueue } from './pending-queue.js';

@Controller()
@RequireStaff('moderation')
export class PendingController {
  constructor(private readonly queue: PendingQueue) {}

  /**
   * Pending listings, oldest first (longest waiting first), with every field (admin-only ones and the
   * seller's contact), the automated checks, and any decision still waiting to be applied; `checks`
   * filters by their results. Total (of the filtered queue) in `x-total-count`.
   */
  @Get(ROUTES.adminPending)
  async pending(
    @Query({ schema: PendingListQuerySchema }) q: z.infer<typeof PendingListQuerySchema>,
    @RequestId() requestId: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PendingListing[]> {
    const page = await viaListings(() => this.queue.page(q, requestId));
    res.setHeader('x-total-count', String(page.total));
    return page.listings;
  }
}
