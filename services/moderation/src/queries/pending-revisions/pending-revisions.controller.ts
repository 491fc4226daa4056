import { Controller, Get, Query } from '@nestjs/common';
import type { z } from 'zod';
import { PendingRevisionQuerySchema, revisionDiff, ROUTES, type PendingRevisionList, vehicleTitle } from '@rl/contracts';
import { RequireStaff } from '@rl/service-kit';
import { viaListings } from '../../common/listings-errors.js';
import { RequestId } from '../../common/request-id.js';
import { ListingsClient } from '../../listings/listings.client.js';


@Controller()
@RequireStaff('moderation')
export class PendingRevisionsController {
  constructor(private readonly listings: ListingsClient) {}

  /** Sellers' changes to live listings waiting for review, oldest first, each with its field-by-field diff against the live listing. */
  @Get(ROUTES.adminRevisions)
  async pending(@Query({ schema: PendingRevisionQuerySchema }) q: z.infer<typeof PendingRevisionQuerySchema>, @RequestId() requestId: string | undefined): Promise<PendingRevisionList> {
    const list = await viaListings(() => this.listings.pendingRevisions(q, { requestId }));
    return {
      total: list.total,
      revisions: list.revisions.map(({ revision, vehicle }) => ({
        id: revision.id,
        vehicleId: vehicle.id,
        title: vehicleTitle(vehicle),
        coverImage: vehicle.images[0] ?? null,
        createdAt: revision.createdAt,
        expectedUpdatedAt: vehicle.updatedAt,
        changes: revisionDiff(vehicle, revision.proposed),
      })),
    };
  }
}
