import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, PriceStatsQuerySchema } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

/** Price statistics of live listings of a make and model (moderation's price check). Service identities only. */
@Controller()
@RequireService()
export class PriceStatsController {
  constructor(private readonly vehicles: VehiclesStore) {}

  @Get(INTERNAL_ROUTES.listings.vehiclePriceStats)
  priceStats(@Query({ schema: PriceStatsQuerySchema }) q: z.infer<typeof PriceStatsQuerySchema>) {
    return this.vehicles.priceStats(q.make, q.model, q.year, q.excludeId);
  }
}
