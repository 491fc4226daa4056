import { Controller, Get, Header, Query } from '@nestjs/common';
import { InquiryListQuerySchema, ROUTES, type InquiryListQuery, type InquiryListResponse } from '@rl/contracts';
import { RequireStaff } from '@rl/service-kit';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { ListingsClient } from '../../listings/listings.client.js';

@Controller()
@RequireStaff('desk')
export class InquiriesController {
  constructor(private readonly listings: ListingsClient) {}

  /** The contact messages of POST /api/contact, newest first, each naming its listing. */
  @Get(ROUTES.adminInquiries)
  // names, emails and phones: never kept by a browser or a shared cache
  @Header('Cache-Control', 'no-store')
  async list(@Query({ schema: InquiryListQuerySchema }) q: InquiryListQuery, @RequestId() requestId: string | undefined): Promise<InquiryListResponse> {
    const r = await viaListings(() => this.listings.inquiries(q, { requestId }));
    return { inquiries: r.inquiries, total: r.total, page: q.page, limit: q.limit };
  }
}
