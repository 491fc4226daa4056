import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, Poller } from '@rl/service-kit';
import { VehiclesStore } from './vehicles.store.js';

const VIEW_FLUSH_MS = 1_000;
const MAX_PENDING_IDS = 100_000;

/**
 * Public detail views are counted in memory and written once a second in one statement (to the listing's
 * total and to its count of the day, for the seller's performance page), instead of an UPDATE per page view (the hottest route would otherwise be a write). A replica that is killed outright
 * loses at most the last second of its views; a graceful stop writes them first. While the database is
 * down the counts wait and are written when it is back.
 */
@Injectable()
export class ViewCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private pending = new Map<number, number>();
  /** writes the counts every VIEW_FLUSH_MS */
  private readonly flusher: Poller;
  private flushing?: Promise<void>;
  /** the batch being written by `flushing` */
  private writing?: Map<number, number>;
  /** Successful writes so far. */
  private writes = 0;

  constructor(private readonly vehicles: VehiclesStore, @Inject(LOGGER) private readonly logger: Logger) {
    this.flusher = new Poller({ name: 'view counts', intervalMs: VIEW_FLUSH_MS, logger, pass: () => this.flush() });
  }

  onApplicationBootstrap(): void {
    this.flusher.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flusher.stop();
    await this.flush();
  }

  add(id: number): void {
    if (this.pending.size >= MAX_PENDING_IDS && !this.pending.has(id)) return;
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
  }

  /** Views of `id` counted here and not written yet (those being written included). */
  unwritten(id: number): number {
    return (this.pending.get(id) ?? 0) + (this.writing?.get(id) ?? 0);
  }

  /** Writes the counted views, then tells onWritten which. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.pending.size === 0) return Promise.resolve();
    const batch = this.pending;
    this.pending = new Map();
    // still counted as unwritten until the write is done: a view answered meanwhile must not show fewer
    this.writing = batch;
    this.flushing = this.vehicles
      .addViews([...batch.keys()], [...batch.values()], new Date().toISOString().slice(0, 10))
      .then(() => {
        this.writes++;
        // in one step: the cached answers get the views written as they stop counting as unwritten
        this.writing = undefined;
        this.onWritten?.(batch);
      })
      .catch((err: unknown) => {
        // keep them for the next attempt
        this.writing = undefined;
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        this.logger.warn({ err: (err as Error).message, ids: batch.size }, 'could not write view counts yet; will retry');
      })
      .finally(() => { this.flushing = undefined; });
    return this.flushing;
  }

  /** Called with the views just written (listing id -> views added), before any other read can see them. */
  onWritten?: (written: ReadonlyMap<number, number>) => void;

  /**
   * Runs `read` with no write of counted views overlapping it, so a row it reads holds exactly the views
   * written before it, and onWritten reports every write after it (a cached row plus those stays exact).
   */
  async readBetweenWrites<T>(read: () => Promise<T>): Promise<T> {
    for (;;) {
      if (this.flushing) await this.flushing;
      const writes = this.writes;
      const value = await read();
      if (!this.flushing && this.writes === writes) return value;
    }
  }
}
