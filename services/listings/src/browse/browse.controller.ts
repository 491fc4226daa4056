import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import type { PublicVehicle } from '@rl/contracts';
import { toPublicVehicle } from '../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../vehicles/vehicles.store.js';

export const BROWSE_DEFAULT_LIMIT = 12;

const BrowseQuerySchema = z.strictObject({
  limit: z.string().regex(/^\d{1,3}$/, 'limit must be a whole number between 1 and 48').optional()
    .transform((v) => (v ? Number(v) : BROWSE_DEFAULT_LIMIT))
    .pipe(z.number().int().min(1, 'limit must be a whole number between 1 and 48').max(48, 'limit must be a whole number between 1 and 48')),
});

/** Landing-page strips: the latest approved listings, and the latest approved featured ones. */
@Controller('api/vehicles')
export class BrowseController {
  constructor(private readonly vehicles: VehiclesStore) {}

  @Get('recent')
  async recent(@Query({ schema: BrowseQuerySchema }) q: z.infer<typeof BrowseQuerySchema>): Promise<PublicVehicle[]> {
    return (await this.vehicles.latestPublic(q.limit, false)).map(toPublicVehicle);
  }

  @Get('featured')
  async featured(@Query({ schema: BrowseQuerySchema }) q: z.infer<typeof BrowseQuerySchema>): Promise<PublicVehicle[]> {
    return (await this.vehicles.latestPublic(q.limit, true)).map(toPublicVehicle);
  }
}
