import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { INTERNAL_ROUTES, InternalSalePendingSchema, type InternalSalePending, type Vehicle } from '@rl/contracts';
import { apiError, RequireService } from '@rl/service-kit';
import { SaleResultsStore } from '../../sale-results/sale-results.store.js';
import { IdParamSchema, notFound, type IdParam } from '../../vehicles/access.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';

/**
 * "Sale pending" on or off (the sales service: an offer was accepted, or the deal fell through). The listing
 * stays public with the badge and still takes inquiries. Service identities only; 409 unless approved.
 */
@Controller()
@RequireService()
export class MarkSalePendingController {
  constructor(private readonly sales: SaleResultsStore) {}

  @Post(INTERNAL_ROUTES.listings.vehicleSalePending)
  @HttpCode(200)
  async salePending(@Param({ schema: IdParamSchema }) { id }: IdParam, @Body({ schema: InternalSalePendingSchema }) body: InternalSalePending): Promise<Vehicle> {
    const r = await this.sales.setSalePending(id, body.pending);
    if (r.kind === 'not-found') throw notFound();
    if (r.kind === 'conflict') throw apiError(409, `The listing is ${r.current.status}, not approved: only an active listing can be marked sale pending`);
    return toVehicle(r.vehicle);
  }
}
