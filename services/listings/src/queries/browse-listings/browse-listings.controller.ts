import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { ROUTES, type PublicVehicle } from '@rl/contracts';
import { ReadReplica } from '@rl/service-kit';
import { toPublicVehicle } from '../../vehicles/vehicle-columns.js';
import { AnswerCache } from '../../public-cache/answer-cache.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

const BROWSE_DEFAULT_LIMIT = 12;

const BrowseQuerySchema = z.strictObject({
  limit: z.string().regex(/^\d{1,3}$/, 'limit must be a whole number between 1 and 48').optional()
    .transform((v) => (v ? Number(v) : BROWSE_DEFAULT_LIMIT))
    .pipe(z.number().int().min(1, 'limit must be a whole number between 1 and 48').max(48, 'limit must be a whole number between 1 and 48')),
});

const BY_IDS_MAX = 50;

const ByIdsQuerySchema = z.strictObject({
  ids: z.string({ error: 'ids is required: a comma-separated list of listing ids' })
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'ids must be a comma-separated list of listing ids')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive()).max(BY_IDS_MAX, `ids may name at most ${BY_IDS_MAX} listings`)),
});

/**
 * Landing-page strips (the latest approved listings, and the latest approved featured ones) and
 * lists by id (saved vehicles), none of which counts as a detail view. Read from the read replica when there is a usable one.
 */
@Controller()
export class BrowseListingsController {
  constructor(private readonly vehicles: VehiclesStore, private readonly cache: AnswerCache, private readonly replica: ReadReplica) {}

  // the same for everyone: served from the public answer cache
  @Get(ROUTES.vehiclesRecent)
  async recent(@Query({ schema: BrowseQuerySchema }) q: z.infer<typeof BrowseQuerySchema>): Promise<PublicVehicle[]> {
    return this.cache.through(`recent:${q.limit}`, async () => (await this.vehicles.latestPublic(q.limit, false, this.replica)).map(toPublicVehicle));
  }

  /** GET /api/vehicles?ids=3,1,2: the public ones among them, in the order asked; others left out. */
  @Get(ROUTES.vehicles)
  async byIds(@Query({ schema: ByIdsQuerySchema }) q: z.infer<typeof ByIdsQuerySchema>): Promise<PublicVehicle[]> {
    return this.cache.through(`ids:${q.ids.join(',')}`, async () => {
      const rows = new Map((await this.vehicles.publicByIds(q.ids, this.replica)).map((r) => [Number(r.id), r]));
      return q.ids.flatMap((id) => (rows.has(id) ? [toPublicVehicle(rows.get(id)!)] : []));
    });
  }

  @Get(ROUTES.vehiclesFeatured)
  async featured(@Query({ schema: BrowseQuerySchema }) q: z.infer<typeof BrowseQuerySchema>): Promise<PublicVehicle[]> {
    return this.cache.through(`featured:${q.limit}`, async () => (await this.vehicles.latestPublic(q.limit, true, this.replica)).map(toPublicVehicle));
  }
}
