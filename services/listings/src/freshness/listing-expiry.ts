import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { EXPIRY_SCHEDULE, EXPIRY_SCHEDULER_ID, type ExpirySchedule } from './expiry-schedule.js';
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
    @Inject(SERVICE_ENV) private readonly env: ListingsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.schedule.schedule(EXPIRY_SCHEDULER_ID, { everyMs: this.env.LISTING_EXPIRY_SWEEP_MS }, { kind: 'sweep', data: {} });
    await this.schedule.work(async () => { await this.runOnce(); });
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
