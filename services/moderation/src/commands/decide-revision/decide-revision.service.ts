import { Injectable } from '@nestjs/common';
import type { Identity, RevisionDecisionResult, RevisionOutcome, StaffActionRecord } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { listingsHttpError } from '../../common/listings-errors.js';
import { DecisionStore } from '../../decisions/decision-store.js';
import { toDecision, type DecisionEntity } from '../../decisions/decision.entity.js';
import { ListingsClient } from '../../listings/listings.client.js';
import { OutboxRetrier } from '../../outbox/outbox-retrier.js';
import { DecisionDelivery } from '../../decisions/decision-delivery.js';
import { RevisionDelivery } from '../../revisions/revision-delivery.js';

export interface RevisionAnswer {
  httpStatus: 200 | 202;
  body: RevisionDecisionResult;
}

/**
 * An admin's answer to a seller's revision, recorded in the same decision log and outbox as status decisions:
 *   1. read the revision and its live listing from listings (unreachable: 503, nothing recorded);
 *   2. already this outcome: 200 `unchanged`; no longer waiting, or the listing changed since the admin
 *      looked (`expectedUpdatedAt`): 409 naming why;
 *   3. claim the listing (one open decision per listing) and record the decision (`queued`) BEFORE calling listings;
 *   4. listings' compare-and-set: applied (200), unreachable (202, the outbox retries), refused (409, forgotten).
 */
@Injectable()
export class DecideRevisionService {
  constructor(
    private readonly store: DecisionStore,
    private readonly listings: ListingsClient,
    private readonly delivery: RevisionDelivery,
    private readonly statusDelivery: DecisionDelivery,
    private readonly retrier: OutboxRetrier,
  ) {}

  async decide(revisionId: number, outcome: RevisionOutcome, expectedUpdatedAt: string, reason: string | null, admin: Identity, requestId?: string, staffAction: StaffActionRecord | null = null): Promise<RevisionAnswer> {
    let found;
    try {
      found = await this.listings.getRevision(revisionId, { requestId });
    } catch (err) {
      throw listingsHttpError(err, 'Revision not found');
    }
    if (!found) throw apiError(404, 'Revision not found');
    const { revision, vehicle } = found;
    if (revision.status === outcome) {
      return this.answer(200, 'unchanged', `These changes were already ${outcome}; nothing more to do`, revisionId, vehicle.id, null);
    }
    if (revision.status === 'withdrawn') throw apiError(409, 'The seller changed the listing again after these changes; review the newer changes');
    if (revision.status !== 'pending') throw apiError(409, `These changes were already ${revision.status}; reload the list`);
    if (Date.parse(vehicle.updatedAt) !== Date.parse(expectedUpdatedAt)) {
      throw apiError(409, 'The listing changed after you opened these changes; reload and review them again');
    }

    const claim = await this.store.claim({
      vehicleId: vehicle.id, adminId: admin.userId, adminEmail: admin.email ?? null, toStatus: vehicle.status, reason,
      expectedUpdatedAt, requestId: requestId ?? null, revisionId, revisionOutcome: outcome, staffAction,
    });
    if (!claim) throw apiError(409, 'Another decision on this listing is being applied right now; try again in a moment');
    let queued: DecisionEntity | null = null;
    try {
      queued = await this.store.markQueued(claim.id, vehicle.status, this.statusDelivery.leaseMs);
      if (!queued) throw apiError(503, 'The decision took too long to record; nothing was changed. Try again.');
    } finally {
      if (!queued) await this.store.release(claim.id);
    }

    const result = await this.delivery.deliver(queued, { requestId, definitiveFirst: true });
    const done = outcome === 'approved' ? 'The changes are live' : 'The changes were rejected; the seller is told why';
    switch (result.kind) {
      case 'applied':
        return this.answer(200, 'applied', done, revisionId, vehicle.id, toDecision(result.row));
      case 'queued':
        this.retrier.wake();
        return this.answer(202, 'queued',
          'The listings service is unavailable right now. Your decision is recorded and will be applied automatically as soon as it is back.',
          revisionId, vehicle.id, toDecision(result.row));
      case 'conflict':
        throw apiError(409, result.message);
      case 'not-found':
        throw apiError(404, 'Revision not found');
      case 'refused':
        throw apiError(502, `The listings service refused the decision: ${result.message}`);
    }
  }

  private answer(httpStatus: 200 | 202, outcome: RevisionDecisionResult['outcome'], message: string, revisionId: number, vehicleId: number,
    decision: RevisionDecisionResult['decision']): RevisionAnswer {
    return { httpStatus, body: { outcome, message, revisionId, vehicleId, decision } };
  }
}
