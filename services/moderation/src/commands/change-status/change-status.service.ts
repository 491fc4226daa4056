import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_TRANSITIONS, isAdminTransitionAllowed,
  type Identity, type ListingStatus, type StaffActionRecord, type StatusUpdate, type StatusUpdateResult,
} from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { listingsHttpError } from '../../common/listings-errors.js';
import { DecisionStore } from '../../decisions/decision-store.js';
import { toDecision, type DecisionEntity } from '../../decisions/decision.entity.js';
import type { ModerationEnv } from '../../env.js';
import { ListingsClient } from '../../listings/listings.client.js';
import { MODERATION_ENV } from '../../tokens.js';
import { OutboxRetrier } from '../../outbox/outbox-retrier.js';
import { DecisionDelivery } from '../../decisions/decision-delivery.js';

export interface Answer {
  httpStatus: 200 | 202;
  body: StatusUpdateResult;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An admin's status decision, start to end:
 *   1. claim the listing (a `claimed` row; one open decision per listing, enforced by a unique index);
 *   2. read the listing's current status from listings (unreachable: 503, the claim is dropped, nothing recorded);
 *   3. same status: 200 `unchanged`, nothing recorded; not an allowed move: 409;
 *   4. record the decision (`queued`, committed) BEFORE calling listings;
 *   5. compare-and-set through listings {status, expectedStatus: current}:
 *        done -> `applied` (200); unreachable -> stays queued, the retrier takes over (202);
 *        409 -> the listing changed meanwhile: 409 (or 200 `unchanged` when it already has the target).
 * A request that finds another admin's decision open on the same listing waits for it to settle and
 * then answers 409 if that decision set another status, or 200 `unchanged` if it set the same one.
 */
@Injectable()
export class ChangeStatusService {
  constructor(
    private readonly store: DecisionStore,
    private readonly listings: ListingsClient,
    private readonly delivery: DecisionDelivery,
    private readonly retrier: OutboxRetrier,
    @Inject(MODERATION_ENV) private readonly env: ModerationEnv,
  ) {}

  async decide(vehicleId: number, body: StatusUpdate, admin: Identity, requestId?: string, staffAction: StaffActionRecord | null = null): Promise<Answer> {
    const to = body.status;
    for (let round = 0; round < 5; round++) {
      const claim = await this.store.claim({
        vehicleId, adminId: admin.userId, adminEmail: admin.email ?? null, toStatus: to,
        reason: body.reason ? body.reason : null, expectedUpdatedAt: body.expectedUpdatedAt ?? null, requestId: requestId ?? null, staffAction,
      });
      if (claim) return this.decideWithClaim(claim, body.expectedStatus, requestId);

      const blocking = await this.store.openFor(vehicleId);
      if (!blocking) continue; // it settled between our insert and this read
      const settled = await this.waitToSettle(blocking);
      // it changed nothing (or answered a revision, leaving the status as it was): decide afresh
      if (settled === 'gone' || settled.state === 'discarded' || (settled.state === 'applied' && settled.revisionId !== null)) continue;
      if (settled.state === 'applied') {
        if (settled.toStatus === to) {
          return this.answer(200, 'unchanged', `Another admin has just set this listing to ${to}; nothing more to do`, vehicleId, to, to, null);
        }
        throw apiError(409, `Another admin has just changed this listing from ${settled.fromStatus} to ${settled.toStatus}; reload and decide again`);
      }
      // still open after waiting
      const open = settled;
      if (open.state === 'queued') this.retrier.wake(); // listings may be back: try the waiting decision now
      if (open.state === 'queued' && open.toStatus === to && open.fromStatus) {
        return this.answer(202, 'queued', `The same decision (${to}) is already recorded and waiting for the listings service; it will be applied automatically`, vehicleId, to, open.fromStatus, toDecision(open));
      }
      if (open.state === 'queued') {
        throw apiError(409, `An earlier decision on this listing (${open.fromStatus} to ${open.toStatus}) is waiting for the listings service and will be applied first; try again later`);
      }
      throw apiError(409, 'Another admin is deciding on this listing right now; try again in a moment');
    }
    throw apiError(409, 'Another admin is deciding on this listing right now; try again in a moment');
  }

  private async decideWithClaim(claim: DecisionEntity, expected: ListingStatus | undefined, requestId?: string): Promise<Answer> {
    const { vehicleId, toStatus: to } = claim;
    let queued: DecisionEntity | null = null;
    try {
      let current: ListingStatus;
      let updatedAt: string;
      try {
        const vehicle = await this.listings.getVehicle(vehicleId, { requestId });
        if (!vehicle) throw apiError(404, 'Vehicle not found');
        current = vehicle.status;
        updatedAt = vehicle.updatedAt;
      } catch (err) {
        throw listingsHttpError(err);
      }
      if (current === to) {
        return this.answer(200, 'unchanged', `The listing is already ${to}; nothing changed`, vehicleId, to, current, null);
      }
      if (expected && current !== expected) {
        throw apiError(409, `The listing is ${current} now, not ${expected}; reload and decide again`);
      }
      if (claim.expectedUpdatedAt && Date.parse(claim.expectedUpdatedAt) !== Date.parse(updatedAt)) {
        throw apiError(409, 'The seller edited this listing after you opened it; reload and review it again');
      }
      if (!isAdminTransitionAllowed(current, to)) {
        const allowed = ADMIN_TRANSITIONS[current];
        const article = /^[aeiou]/.test(current) ? 'an' : 'a';
        const hint = allowed.length ? `allowed from ${current}: ${allowed.join(', ')}` : `${article} ${current} listing cannot be changed by an admin`;
        throw apiError(409, `Cannot change ${article} ${current} listing to ${to} (${hint})`);
      }
      queued = await this.store.markQueued(claim.id, current, this.delivery.leaseMs);
      if (!queued) throw apiError(503, 'The decision took too long to record; nothing was changed. Try again.');
    } finally {
      if (!queued) await this.store.release(claim.id);
    }

    const result = await this.delivery.deliver(queued, { requestId, definitiveFirst: true });
    const from = queued.fromStatus!;
    switch (result.kind) {
      case 'applied':
        return this.answer(200, 'applied', 'Vehicle status updated successfully', vehicleId, to, from, toDecision(result.row));
      case 'queued':
        this.retrier.wake();
        return this.answer(202, 'queued',
          'The listings service is unavailable right now. Your decision is recorded and will be applied automatically as soon as it is back.',
          vehicleId, to, from, toDecision(result.row));
      case 'unchanged':
        return this.answer(200, 'unchanged', `The listing was already ${to}; nothing changed`, vehicleId, to, to, null);
      case 'conflict':
        throw apiError(409, `${result.why}; reload and decide again`);
      case 'not-found':
        throw apiError(404, 'Vehicle not found');
      case 'refused':
        throw apiError(502, `The listings service refused the change: ${result.message}`);
    }
  }

  /**
   * Polls another request's open decision until it is applied, discarded or gone. Returns the settled
   * row, 'gone', or the still-open row when it does not settle in time (or is waiting for a retry).
   */
  private async waitToSettle(open: DecisionEntity): Promise<DecisionEntity | 'gone'> {
    const deadline = Date.now() + this.delivery.leaseMs;
    let last = open;
    while (Date.now() < deadline) {
      const row = await this.store.get(open.id);
      if (!row) return 'gone';
      last = row;
      if (row.state === 'applied' || row.state === 'discarded') return row;
      // queued with a delivery error: it waits for the retrier, not for a request in flight
      if (row.state === 'queued' && row.note) return row;
      await sleep(40);
    }
    return last;
  }

  private answer(httpStatus: 200 | 202, outcome: StatusUpdateResult['outcome'], message: string, vehicleId: number,
    status: ListingStatus, previousStatus: ListingStatus, decision: StatusUpdateResult['decision']): Answer {
    return { httpStatus, body: { outcome, message, vehicleId, status, previousStatus, decision } };
  }
}
