import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, InternalListQuerySchema } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

/**
 * Moderation's lists of listings and their counts per status (packages/contracts/src/internal-listings.ts).
 * Service identities only; the gateway does not route /internal.
 */
@Controller()
@RequireService()
export class ListVehiclesController {
  constructor(private readonly vehicles: VehiclesStore) {}

  @Get(INTERNAL_ROUTES.listings.vehicles)
  async list(@Query({ schema: InternalListQuerySchema }) q: z.infer<typeof InternalListQuerySchema>) {
    const { rows, total } = await this.vehicles.listByStatus(q.status, q.page, q.limit, q.order);
    return { vehicles: rows.map(toVehicle), total };
  }

  @Get(INTERNAL_ROUTES.listings.vehicleCounts)
  async counts() {
    const c = await this.vehicles.counts();
    return { total: Object.values(c).reduce((n, k) => n + k, 0), ...c };
  }
}
