import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, PolledWork, Poller } from '@rl/service-kit';
import { DecisionDelivery } from '../decisions/decision-delivery.js';
import { RevisionDelivery } from '../revisions/revision-delivery.js';
import { DecisionStore } from '../decisions/decision-store.js';
import type { ModerationEnv } from '../env.js';
import { MODERATION_ENV } from '../tokens.js';

const BATCH = 20;

/**
 * The outbox's background half. From start-up on, every OUTBOX_POLL_MS it
 *   - drops claims left by a request that died before recording a decision;
 *   - takes each due `queued` decision (conditional update = a lease, so replicas never send one row
 *     twice at once), counts the attempt and applies it through listings' compare-and-set;
 *   - on failure reschedules it with exponential backoff (OUTBOX_RETRY_BASE_MS doubling up to
 *     OUTBOX_RETRY_MAX_MS, with jitter). It never gives up on an unreachable listings service.
 * Decisions queued before a crash are picked up by the first pass after the next start.
 */
@Injectable()
export class OutboxRetrier extends PolledWork {
  protected readonly poller: Poller;

  constructor(
    private readonly store: DecisionStore,
    private readonly delivery: DecisionDelivery,
    private readonly revisionDelivery: RevisionDelivery,
    @Inject(MODERATION_ENV) env: ModerationEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    this.poller = new Poller({
      name: 'decision outbox',
      intervalMs: env.OUTBOX_POLL_MS,
      wakeDelayMs: Math.min(env.OUTBOX_POLL_MS, env.OUTBOX_RETRY_BASE_MS),
      logger,
      pass: () => this.pass(),
    });
  }

  private async pass(): Promise<void> {
    const swept = await this.store.sweepStaleClaims(this.delivery.leaseMs * 2 + 30_000);
    if (swept) this.logger.warn({ swept }, 'dropped stale decision claims');
    await this.poller.drain({
      take: () => this.store.due(BATCH),
      handle: async (id) => {
        const row = await this.store.lease(id, this.delivery.leaseMs);
        if (row) await (row.revisionId !== null ? this.revisionDelivery.deliver(row) : this.delivery.deliver(row));
      },
      batchSize: BATCH,
    });
  }
}
