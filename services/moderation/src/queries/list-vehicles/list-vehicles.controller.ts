import { Controller, Get, Query } from '@nestjs/common';
import { AdminVehicleListQuerySchema, ROUTES, type AdminVehicleListQuery, type AdminVehicleListResponse } from '@rl/contracts';
import { RequireStaff } from '@rl/service-kit';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { ListingsClient } from '../../listings/listings.client.js';

@Controller()
@RequireStaff('moderation')
export class ListVehiclesController {
  constructor(private readonly listings: ListingsClient) {}

  /** GET ?status=approved|rejected|sold|pending&page=&limit=: every field, newest first. */
  @Get(ROUTES.adminVehicles)
  async list(@Query({ schema: AdminVehicleListQuerySchema }) q: AdminVehicleListQuery, @RequestId() requestId: string | undefined): Promise<AdminVehicleListResponse> {
    const r = await viaListings(() => this.listings.listVehicles({ status: q.status, page: q.page, limit: q.limit, order: 'newest' }, { requestId }));
    return { vehicles: r.vehicles, total: r.total, page: q.page, limit: q.limit };
  }
}
