import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AdminInquiryUpdateSchema, ROUTES, type AdminInquiryUpdate, type Identity, type Inquiry } from '@rl/contracts';
import { CurrentIdentity, RequireStaff, StaffActionOutbox } from '@rl/service-kit';
import { InquiryIdParam, type IdParam } from '../../common/id-param.js';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { ListingsClient } from '../../listings/listings.client.js';

@Controller()
@RequireStaff('desk')
export class HandleInquiryController {
  constructor(private readonly listings: ListingsClient, private readonly staffLog: StaffActionOutbox) {}

  /** PATCH {handled} -> the inquiry */
  @Patch(ROUTES.adminInquiry)
  async mark(
    @Param({ schema: InquiryIdParam }) { id }: IdParam,
    @Body({ schema: AdminInquiryUpdateSchema }) body: AdminInquiryUpdate,
    @RequestId() requestId: string | undefined,
    @CurrentIdentity() staff: Identity,
    @Req() req: Request,
  ): Promise<Inquiry> {
    const inquiry = await viaListings(() => this.listings.setInquiryHandled(id, body.handled, { requestId }), 'Inquiry not found');
    await this.staffLog.record(staff, req, { action: 'inquiry.update', objectType: 'inquiry', objectId: id, after: { handled: body.handled } });
    return inquiry;
  }
}
