import { Injectable } from '@nestjs/common';
import { matchesCheckFilter, type PendingListing, type QueueCheckFilter, type Vehicle } from '@rl/contracts';
import { AutomatedChecks } from '../../checks/automated-checks.js';
import { mapLimit } from '../../common/map-limit.js';
import { DecisionStore } from '../../decisions/decision-store.js';
import { toDecision } from '../../decisions/decision.entity.js';
import { ListingsClient } from '../../listings/listings.client.js';

/** Listings read per call to listings while filtering (its internal page limit). */
const SCAN_PAGE = 100;
/** The most pending listings a filtered read looks at; the oldest come first, so the longest-waiting are never missed. */
const MAX_FILTER_SCAN = 2000;
const PARALLEL_CHECKS = 6;

export interface QueuePage { listings: PendingListing[]; total: number }

/**
 * The review queue, oldest first, with each listing's automated checks. Checks are computed on read, so
 * a filter on their results runs the checks of every pending listing (up to MAX_FILTER_SCAN, oldest
 * first) and pages the listings that match: the total and the pages count only those.
 */
@Injectable()
export class PendingQueue {
  constructor(private readonly listings: ListingsClient, private readonly checks: AutomatedChecks, private readonly store: DecisionStore) {}

  async page(q: { page: number; limit: number; checks: QueueCheckFilter }, requestId?: string): Promise<QueuePage> {
    if (q.checks === 'all') {
      const page = await this.listings.listVehicles({ status: 'pending', page: q.page, limit: q.limit, order: 'oldest' }, { requestId });
      return { listings: await this.withChecks(page.vehicles, requestId), total: page.total };
    }
    const matching: PendingListing[] = [];
    for (let p = 1; (p - 1) * SCAN_PAGE < MAX_FILTER_SCAN; p++) {
      const batch = await this.listings.listVehicles({ status: 'pending', page: p, limit: SCAN_PAGE, order: 'oldest' }, { requestId });
      const checked = await this.withChecks(batch.vehicles, requestId);
      matching.push(...checked.filter((l) => matchesCheckFilter(l.checks, q.checks)));
      if (batch.vehicles.length < SCAN_PAGE || p * SCAN_PAGE >= batch.total) break;
    }
    const start = (q.page - 1) * q.limit;
    return { listings: matching.slice(start, start + q.limit), total: matching.length };
  }

  private async withChecks(vehicles: Vehicle[], requestId?: string): Promise<PendingListing[]> {
    const queued = await this.store.queuedFor(vehicles.map((v) => v.id));
    return mapLimit(vehicles, PARALLEL_CHECKS, async (v) => {
      const d = queued.get(v.id);
      return { ...v, checks: await this.checks.run(v, requestId), queuedDecision: d ? toDecision(d) : null };
    });
  }
}
