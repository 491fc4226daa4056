import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@rl/service-kit';
import { DecisionDelivery } from '../commands/change-status/decision-delivery.js';
import { DecisionStore } from '../decisions/decision-store.js';
import type { ModerationEnv } from '../env.js';
import { MODERATION_ENV } from '../tokens.js';

/**
 * The outbox's background half. From start-up on, every OUTBOX_POLL_MS it
 *   - drops claims left by a request that died before recording a decision;
 *   - takes each due `queued` decision (conditional update = a lease, so replicas never send one row
 *     twice at once), counts the attempt and applies it through listings' compare-and-set;
 *   - on failure reschedules it with exponential backoff (OUTBOX_RETRY_BASE_MS doubling up to
 *     OUTBOX_RETRY_MAX_MS, with jitter). It never gives up on an unreachable listings service.
 * Decisions queued before a crash are picked up by the first pass after the next start.
 */
const BATCH = 20;

@Injectable()
export class OutboxRetrier implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private again = false;

  constructor(
    private readonly store: DecisionStore,
    private readonly delivery: DecisionDelivery,
    @Inject(MODERATION_ENV) private readonly env: ModerationEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Run a pass soon (a decision was just queued). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) { this.again = true; return; }
    this.schedule(Math.min(this.env.OUTBOX_POLL_MS, this.env.OUTBOX_RETRY_BASE_MS));
  }

  /** One pass; resolves when every due decision has had its attempt. */
  async runOnce(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.pass().finally(() => { this.running = null; });
    return this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce().finally(() => {
        const soon = this.again;
        this.again = false;
        this.schedule(soon ? 0 : this.env.OUTBOX_POLL_MS);
      });
    }, ms);
    this.timer.unref?.();
  }

  private async pass(): Promise<void> {
    try {
      const swept = await this.store.sweepStaleClaims(this.delivery.leaseMs * 2 + 30_000);
      if (swept) this.logger.warn({ swept }, 'dropped stale decision claims');
      // one batch per pass, a few more when batches come back full
      for (let batch = 0; batch < 10; batch++) {
        if (this.stopped) return;
        const ids = await this.store.due(BATCH);
        for (const id of ids) {
          if (this.stopped) return;
          const row = await this.store.lease(id, this.delivery.leaseMs);
          if (row) await this.delivery.deliver(row);
        }
        if (ids.length < BATCH) return;
      }
    } catch (err) {
      this.logger.error({ err }, 'outbox pass failed; will try again');
    }
  }
}
