import { Body, Controller, Param, Patch } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, InquiryUpdateSchema, type Inquiry } from '@rl/contracts';
import { apiError, RequireService } from '@rl/service-kit';
import { InquiriesStore } from '../../inquiries/inquiries.store.js';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';

/** The sales team marks a buyer inquiry handled or not (moderation calls it). Service identities only. */
@Controller()
@RequireService()
export class HandleInquiryController {
  constructor(private readonly inquiries: InquiriesStore) {}

  @Patch(INTERNAL_ROUTES.listings.inquiry)
  async mark(@Param({ schema: IdParamSchema }) { id }: IdParam, @Body({ schema: InquiryUpdateSchema }) body: z.infer<typeof InquiryUpdateSchema>): Promise<Inquiry> {
    const inquiry = await this.inquiries.setHandled(id, body.handled);
    if (!inquiry) throw apiError(404, 'Inquiry not found');
    return inquiry;
  }
}
