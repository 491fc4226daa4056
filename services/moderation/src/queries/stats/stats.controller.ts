import { Controller, Get } from '@nestjs/common';
import { ROUTES, type Stats } from '@rl/contracts';
import { RequireStaff } from '@rl/service-kit';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { ListingsClient } from '../../listings/listings.client.js';

@Controller()
@RequireStaff('moderation')
export class StatsController {
  constructor(private readonly listings: ListingsClient) {}

  /** {total, pending, approved, rejected} (+ sold, expired) counted by listings, which owns the status. */
  @Get(ROUTES.adminStats)
  async stats(@RequestId() requestId: string | undefined): Promise<Stats> {
    const c = await viaListings(() => this.listings.counts({ requestId }));
    return { total: c.total, pending: c.pending, approved: c.approved, rejected: c.rejected, sold: c.sold, expired: c.expired };
  }
}
