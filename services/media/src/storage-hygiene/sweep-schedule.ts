import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, SERVICE_ENV } from '@rl/service-kit';
import type { MediaEnv } from '../env.js';
import { StorageSweep } from './storage-sweep.js';

/** DI token: whether listings can be asked (LISTINGS_URL set, or a test's stand-in). */
export const SWEEP_ENABLED = Symbol('SWEEP_ENABLED');

/** The first sweep waits this long after start (at most the interval), so a rolling restart is not slowed. */
const FIRST_SWEEP_MS = 60_000;

/**
 * Runs the storage sweep every STORAGE_SWEEP_INTERVAL_MS in every replica (with a random offset so replicas
 * spread out). No queue is needed: a sweep claims its images in the database, so two replicas sweeping at
 * once never look at the same image, and a sweep cut short by a restart is simply continued by the next one.
 * Off when the interval is 0 or LISTINGS_URL is unset (nothing could be proven unused).
 */
@Injectable()
export class SweepSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly sweep: StorageSweep,
    @Inject(SERVICE_ENV) private readonly env: MediaEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SWEEP_ENABLED) private readonly enabled: boolean,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.env.STORAGE_SWEEP_INTERVAL_MS;
    if (interval === 0 || !this.enabled) {
      this.logger.info({ interval, listings: this.enabled }, 'storage sweep off');
      return;
    }
    this.schedule(Math.min(interval, FIRST_SWEEP_MS) * (0.5 + Math.random() / 2));
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep.sweep({ signal: this.abort.signal })
        .catch((err) => this.logger.error({ err }, 'storage sweep failed'))
        .finally(() => {
          this.running = null;
          this.schedule(this.env.STORAGE_SWEEP_INTERVAL_MS * (0.9 + Math.random() / 5));
        });
    }, delayMs);
    this.timer.unref?.();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    // the batch in progress finishes (its claims would otherwise wait out the recheck period); no new one starts
    this.abort.abort();
    await this.running;
  }
}
