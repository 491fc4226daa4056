import { Body, Controller, Param, Patch } from '@nestjs/common';
import { AdminInquiryUpdateSchema, ROUTES, type AdminInquiryUpdate, type Inquiry } from '@rl/contracts';
import { RequireStaff } from '@rl/service-kit';
import { InquiryIdParam, type IdParam } from '../../common/id-param.js';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { ListingsClient } from '../../listings/listings.client.js';

@Controller()
@RequireStaff('desk')
export class HandleInquiryController {
  constructor(private readonly listings: ListingsClient) {}

  /** PATCH {handled} -> the inquiry */
  @Patch(ROUTES.adminInquiry)
  mark(
    @Param({ schema: InquiryIdParam }) { id }: IdParam,
    @Body({ schema: AdminInquiryUpdateSchema }) body: AdminInquiryUpdate,
    @RequestId() requestId: string | undefined,
  ): Promise<Inquiry> {
    return viaListings(() => this.listings.setInquiryHandled(id, body.handled, { requestId }), 'Inquiry not found');
  }
}
