import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, InquiriesQuerySchema } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { InquiriesStore } from '../../inquiries/inquiries.store.js';

/** Buyer inquiries for the sales team (moderation reads them). Service identities only. */
@Controller()
@RequireService()
export class ListInquiriesController {
  constructor(private readonly inquiries: InquiriesStore) {}

  @Get(INTERNAL_ROUTES.listings.inquiries)
  list(@Query({ schema: InquiriesQuerySchema }) q: z.infer<typeof InquiriesQuerySchema>) {
    return this.inquiries.list(q.page, q.limit, q.handled);
  }
}
