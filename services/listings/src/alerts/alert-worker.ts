import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@rl/service-kit';
import { ListingChanges } from '../public-cache/listing-changes.js';
import { DailyDigests } from './daily-digests.js';
import { ListingAlerts } from './listing-alerts.js';

const POLL_MS = 2000;
const DIGEST_EVERY_MS = 5 * 60_000;

/**
 * Runs the alert work in every replica: publications at once after any listing change (on any replica,
 * through ListingChanges) and every 2 s besides, digests every 5 minutes. Both are safe to run on several
 * replicas at the same time (see ListingAlerts and DailyDigests).
 */
@Injectable()
export class AlertWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private lastDigest = 0;

  constructor(
    private readonly alerts: ListingAlerts,
    private readonly digests: DailyDigests,
    changes: ListingChanges,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    changes.onChange(() => this.wake());
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) { this.again = true; return; }
    this.schedule(0);
  }

  /** One pass (tests call it to wait for the work). */
  runOnce(): Promise<void> {
    this.running ??= this.pass().finally(() => { this.running = null; });
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
        this.schedule(soon ? 0 : POLL_MS);
      });
    }, ms);
    this.timer.unref?.();
  }

  private async pass(): Promise<void> {
    try {
      await this.alerts.runOnce();
      if (Date.now() - this.lastDigest >= DIGEST_EVERY_MS) {
        this.lastDigest = Date.now();
        await this.digests.runOnce();
      }
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'alert pass failed; will try again');
    }
  }
}
