import { Controller, Get, Param } from '@nestjs/common';
import type { z } from 'zod';
import { INTERNAL_ROUTES, type InternalTimelineSchema } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { IdParamSchema, notFound, type IdParam } from '../../vehicles/access.js';
import { ListingTimelineStore } from './listing-timeline.store.js';

/** GET /internal/vehicles/{id}/timeline (moderation's decision log): the seller's and the system's steps. */
@Controller()
@RequireService()
export class ListingTimelineController {
  constructor(private readonly timeline: ListingTimelineStore) {}

  @Get(INTERNAL_ROUTES.listings.vehicleTimeline)
  async timelineOf(@Param({ schema: IdParamSchema }) { id }: IdParam): Promise<z.infer<typeof InternalTimelineSchema>> {
    const entries = await this.timeline.of(id);
    if (!entries) throw notFound();
    return { entries };
  }
}
