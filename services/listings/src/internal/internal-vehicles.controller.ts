import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  ADMIN_TRANSITIONS, ByVinQuerySchema, InternalListQuerySchema, InternalSetFeaturedSchema, InternalSetStatusSchema,
  PriceStatsQuerySchema, VIN_PATTERN, type InternalSetFeatured, type InternalSetStatus, type Vehicle,
} from '@rl/contracts';
import { apiError, RequireService, ValidationFailed } from '@rl/service-kit';
import { IdParamSchema, notFound, type IdParam } from '../vehicles/access.js';
import { toVehicle } from '../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../vehicles/vehicles.store.js';

const VinParamSchema = z.object({
  vin: z.string().transform((v) => v.trim().toUpperCase()).pipe(z.string().regex(VIN_PATTERN, 'vin must be 17 characters: digits and letters other than I, O and Q')),
});

/**
 * The internal API of packages/contracts/src/internal-listings.ts (moderation). Service identities only;
 * the gateway does not route /internal.
 */
@Controller('internal/vehicles')
@RequireService()
export class InternalVehiclesController {
  constructor(private readonly vehicles: VehiclesStore) {}

  @Get()
  async list(@Query({ schema: InternalListQuerySchema }) q: z.infer<typeof InternalListQuerySchema>) {
    const { rows, total } = await this.vehicles.listByStatus(q.status, q.page, q.limit, q.order);
    return { vehicles: rows.map(toVehicle), total };
  }

  @Get('counts')
  async counts() {
    const c = await this.vehicles.counts();
    return { total: Object.values(c).reduce((n, k) => n + k, 0), ...c };
  }

  @Get('price-stats')
  priceStats(@Query({ schema: PriceStatsQuerySchema }) q: z.infer<typeof PriceStatsQuerySchema>) {
    return this.vehicles.priceStats(q.make, q.model, q.year, q.excludeId);
  }

  @Get('by-vin/:vin')
  async byVin(@Param({ schema: VinParamSchema }) { vin }: z.infer<typeof VinParamSchema>, @Query({ schema: ByVinQuerySchema }) q: z.infer<typeof ByVinQuerySchema>) {
    return { vehicles: (await this.vehicles.byVin(vin, q.excludeId)).map(toVehicle) };
  }

  @Get(':id')
  async one(@Param({ schema: IdParamSchema }) { id }: IdParam): Promise<Vehicle> {
    const v = await this.vehicles.findFull(id);
    if (!v) throw notFound();
    return toVehicle(v);
  }

  /** Compare-and-set on expectedStatus (and expectedUpdatedAt when given); 409 when it changed. */
  @Post(':id/status')
  @HttpCode(200)
  async setStatus(@Param({ schema: IdParamSchema }) { id }: IdParam, @Body({ schema: InternalSetStatusSchema }) body: InternalSetStatus): Promise<Vehicle> {
    if (!ADMIN_TRANSITIONS[body.expectedStatus].includes(body.status)) {
      throw apiError(409, `A listing cannot move from ${body.expectedStatus} to ${body.status}`);
    }
    if (body.status === 'needs_changes' && !body.reason?.trim()) {
      throw new ValidationFailed([{ field: 'reason', message: 'Notes are required when requesting changes' }]);
    }
    const r = await this.vehicles.setStatus(id, body.status, body.expectedStatus, body.expectedUpdatedAt, body.reason ?? null);
    if (r.kind === 'not-found') throw notFound();
    if (r.kind === 'conflict') {
      throw r.current.status !== body.expectedStatus
        ? apiError(409, `The listing is ${r.current.status} now, not ${body.expectedStatus}`)
        : apiError(409, 'The listing was edited since it was reviewed');
    }
    return toVehicle(r.vehicle);
  }

  @Patch(':id/featured')
  async setFeatured(@Param({ schema: IdParamSchema }) { id }: IdParam, @Body({ schema: InternalSetFeaturedSchema }) body: InternalSetFeatured): Promise<Vehicle> {
    const v = await this.vehicles.setFeatured(id, body.isFeatured);
    if (!v) throw notFound();
    return toVehicle(v);
  }
}
