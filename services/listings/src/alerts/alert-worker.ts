import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, PolledWork, Poller } from '@rl/service-kit';
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
export class AlertWorker extends PolledWork {
  protected readonly poller: Poller;
  private lastDigest = 0;

  constructor(
    private readonly alerts: ListingAlerts,
    private readonly digests: DailyDigests,
    changes: ListingChanges,
    @Inject(LOGGER) logger: Logger,
  ) {
    super();
    this.poller = new Poller({ name: 'alert', intervalMs: POLL_MS, logger, pass: () => this.pass() });
    changes.onChange(() => this.wake());
  }

  private async pass(): Promise<void> {
    await this.alerts.runOnce();
    if (Date.now() - this.lastDigest >= DIGEST_EVERY_MS) {
      this.lastDigest = Date.now();
      await this.digests.runOnce();
    }
  }
}
