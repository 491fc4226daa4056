import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { z } from 'zod';
import { InquiriesQuerySchema, InquiryUpdateSchema, type Inquiry } from '@rl/contracts';
import { apiError, RequireService } from '@rl/service-kit';
import { InquiriesStore } from '../inquiries/inquiries.store.js';
import { IdParamSchema, type IdParam } from '../vehicles/access.js';

/** Buyer inquiries for the sales team (moderation reads and marks them). Service identities only. */
@Controller('internal/inquiries')
@RequireService()
export class InternalInquiriesController {
  constructor(private readonly inquiries: InquiriesStore) {}

  @Get()
  list(@Query({ schema: InquiriesQuerySchema }) q: z.infer<typeof InquiriesQuerySchema>) {
    return this.inquiries.list(q.page, q.limit, q.handled);
  }

  @Patch(':id')
  async mark(@Param({ schema: IdParamSchema }) { id }: IdParam, @Body({ schema: InquiryUpdateSchema }) body: z.infer<typeof InquiryUpdateSchema>): Promise<Inquiry> {
    const inquiry = await this.inquiries.setHandled(id, body.handled);
    if (!inquiry) throw apiError(404, 'Inquiry not found');
    return inquiry;
  }
}
