import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@rl/service-kit';
import { EXPIRY_SCHEDULE, type ExpirySchedule } from './expiry-schedule.js';
import { FreshnessStore } from './freshness.store.js';

/**
 * The expiry job: queues the reminder mails that are due, then expires listings whose period ran out. Run
 * on EXPIRY_SCHEDULE (LISTING_EXPIRY_SWEEP_MS, hourly by default); `runOnce(now)` is the whole job for a
 * given time (tests pass a future `now` instead of waiting).
 */
@Injectable()
export class ListingExpiry implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly store: FreshnessStore,
    @Inject(EXPIRY_SCHEDULE) private readonly schedule: ExpirySchedule,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.schedule.start(async () => { await this.runOnce(); });
  }

  async runOnce(now: Date = new Date()): Promise<{ reminded: number; expired: number }> {
    const reminded = await this.store.remindDue(now);
    const expired = await this.store.expireDue(now);
    if (reminded > 0 || expired > 0) this.logger.info({ reminded, expired }, 'listing expiry: reminders queued and listings expired');
    return { reminded, expired };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.schedule.close();
  }
}
