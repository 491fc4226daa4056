import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, Poller, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { DailyCountsStore } from './daily-counts.store.js';

/** Listings counted per day at most between writes (a flood of distinct ids cannot grow memory without bound). */
const MAX_PENDING_IDS = 200_000;

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Search impressions: every listing of every result page served (cached answers too) is counted in this
 * replica's memory, a map increment and nothing else on the request path, and the counts are added to
 * the daily counters once every IMPRESSION_FLUSH_MS (a minute) in one statement per day. A replica that
 * is killed loses at most the counts since its last write; a graceful stop writes them first; while the
 * database is down they wait and are written when it is back. Replicas never share counts: each adds its own.
 */
@Injectable()
export class ImpressionCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  /** day -> listing id -> impressions not written yet */
  private pending = new Map<string, Map<number, number>>();
  private size = 0;
  /** writes the counts every IMPRESSION_FLUSH_MS */
  private readonly flusher: Poller;
  private flushing?: Promise<void>;
  private readonly on: boolean;

  constructor(private readonly store: DailyCountsStore, @Inject(SERVICE_ENV) env: ListingsEnv, @Inject(LOGGER) private readonly logger: Logger) {
    this.on = env.IMPRESSION_COUNTING === 'on';
    this.flusher = new Poller({ name: 'impression counts', intervalMs: env.IMPRESSION_FLUSH_MS, logger, pass: () => this.flush() });
  }

  onApplicationBootstrap(): void {
    if (this.on) this.flusher.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flusher.stop();
    await this.flush();
  }

  /** Counts one impression of each listing shown (synchronous: no I/O). */
  shown(ids: readonly number[], now = Date.now()): void {
    if (!this.on || ids.length === 0) return;
    const day = utcDay(now);
    let counts = this.pending.get(day);
    if (!counts) this.pending.set(day, (counts = new Map()));
    for (const id of ids) {
      const n = counts.get(id);
      if (n === undefined) {
        if (this.size >= MAX_PENDING_IDS) continue;
        this.size++;
      }
      counts.set(id, (n ?? 0) + 1);
    }
  }

  /** Writes the counted impressions (one statement per day); on failure keeps them for the next attempt. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.pending.size === 0) return Promise.resolve();
    const batch = this.pending;
    this.pending = new Map();
    this.size = 0;
    this.flushing = (async () => {
      for (const [day, counts] of batch) {
        try {
          await this.store.addImpressions(day, [...counts.keys()], [...counts.values()]);
        } catch (err) {
          for (const [id, n] of counts) this.keep(day, id, n);
          this.logger.warn({ err: (err as Error).message, ids: counts.size }, 'could not write impression counts yet; will retry');
        }
      }
    })().finally(() => { this.flushing = undefined; });
    return this.flushing;
  }

  private keep(day: string, id: number, n: number): void {
    let counts = this.pending.get(day);
    if (!counts) this.pending.set(day, (counts = new Map()));
    if (!counts.has(id)) this.size++;
    counts.set(id, (counts.get(id) ?? 0) + n);
  }
}
