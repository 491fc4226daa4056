import { Controller, Get, Header, Param } from '@nestjs/common';
import { ROUTES, type Identity, type ListingPerformance } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';
import { ListingPerformanceService } from './listing-performance.service.js';

@Controller()
export class ListingPerformanceController {
  constructor(private readonly service: ListingPerformanceService) {}

  /**
   * GET /api/vehicles/{id}/performance, the owner only (404 no such listing, 403 someone else's): per day
   * over the last 30 days, search impressions, detail views, saves and inquiries, the medians of comparable
   * live listings and the likely reasons it is held back.
   */
  @Get(ROUTES.vehiclePerformance)
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  performance(@Param({ schema: IdParamSchema }) { id }: IdParam, @CurrentIdentity() identity: Identity): Promise<ListingPerformance> {
    return this.service.of(id, identity);
  }
}
