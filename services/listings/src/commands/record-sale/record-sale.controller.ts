import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { INTERNAL_ROUTES, InternalRecordSaleSchema, type InternalRecordSale, type Vehicle } from '@rl/contracts';
import { apiError, RequireService, ValidationFailed } from '@rl/service-kit';
import { FreshnessStore } from '../../freshness/freshness.store.js';
import { SaleResultsStore } from '../../sale-results/sale-results.store.js';
import { IdParamSchema, notFound, type IdParam } from '../../vehicles/access.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';

/** A calendar date that exists (the schema checks the YYYY-MM-DD shape only). */
function isRealDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The sale date: a real date, not before 1990 and not after tomorrow (UTC; the team's day may be ahead or behind). */
export function soldOnProblem(soldOn: string, now = new Date()): string | null {
  if (!isRealDate(soldOn)) return 'soldOn must be a real date (YYYY-MM-DD)';
  if (soldOn < '1990-01-01') return 'soldOn must be 1990-01-01 or later';
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  if (soldOn > tomorrow) return 'soldOn cannot be in the future';
  return null;
}

/**
 * The sale the associate recorded (the sales service): the listing is sold through the sold flow
 * (FreshnessStore, as the owner's "mark as sold"), and what it sold for is stored apart from anyone's identity
 * in the same transaction (sale_results). Service identities only; 409 when it is already sold or withdrawn.
 */
@Controller()
@RequireService()
export class RecordSaleController {
  constructor(private readonly freshness: FreshnessStore, private readonly sales: SaleResultsStore) {}

  @Post(INTERNAL_ROUTES.listings.vehicleSale)
  @HttpCode(200)
  async recordSale(@Param({ schema: IdParamSchema }) { id }: IdParam, @Body({ schema: InternalRecordSaleSchema }) body: InternalRecordSale): Promise<Vehicle> {
    const problem = soldOnProblem(body.soldOn);
    if (problem) throw new ValidationFailed([{ field: 'soldOn', message: problem }]);
    const r = await this.freshness.sellThroughPlatform(id, (vehicle, m) => this.sales.insert(vehicle, body, m));
    if (r.kind === 'not-found') throw notFound();
    if (r.kind === 'conflict') {
      throw apiError(409, r.current.status === 'sold'
        ? 'The listing is already sold'
        : `The listing is ${r.current.status}: only an active or expired listing can be sold`);
    }
    return toVehicle(r.vehicle);
  }
}
