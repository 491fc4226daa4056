import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, PolledWork, Poller, SERVICE_ENV } from '@rl/service-kit';
import type { MediaEnv } from '../env.js';
import { StorageSweep } from './storage-sweep.js';

/** DI token: whether listings can be asked (LISTINGS_URL set, or a test's stand-in). */
export const SWEEP_ENABLED = Symbol('SWEEP_ENABLED');

/**
 * Runs the storage sweep on service-kit's Poller in every replica: at start, then STORAGE_SWEEP_INTERVAL_MS
 * after each sweep. No queue is needed: a sweep claims its images in the database, so replicas sweeping at
 * once never look at the same image, and a sweep cut short by a restart is continued by the next one.
 * Off when the interval is 0 or LISTINGS_URL is unset (nothing could be proven unused).
 */
@Injectable()
export class SweepSchedule extends PolledWork {
  protected readonly poller: Poller;
  private readonly abort = new AbortController();

  constructor(
    sweep: StorageSweep,
    @Inject(SERVICE_ENV) private readonly env: MediaEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SWEEP_ENABLED) private readonly enabled: boolean,
  ) {
    super();
    this.poller = new Poller({
      name: 'storage sweep',
      intervalMs: env.STORAGE_SWEEP_INTERVAL_MS,
      logger,
      pass: async () => {
        await sweep.sweep({ signal: this.abort.signal });
      },
    });
  }

  override onApplicationBootstrap(): void {
    if (this.env.STORAGE_SWEEP_INTERVAL_MS === 0 || !this.enabled) {
      this.logger.info({ interval: this.env.STORAGE_SWEEP_INTERVAL_MS, listings: this.enabled }, 'storage sweep off');
      return;
    }
    super.onApplicationBootstrap();
  }

  /** The batch in progress finishes (its claims would otherwise wait out the recheck period); no other starts. */
  override beforeApplicationShutdown(): Promise<void> {
    this.abort.abort();
    return super.beforeApplicationShutdown();
  }
}
