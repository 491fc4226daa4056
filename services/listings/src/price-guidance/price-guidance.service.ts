import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { PriceGuidanceJob } from '@rl/contracts';
import { LOGGER, Poller } from '@rl/service-kit';
import { ListingChanges } from '../public-cache/listing-changes.js';
import { GUIDANCE_QUEUE, type GuidanceQueue } from './guidance-queue.js';
import { groupGuidance } from './price-method.js';
import { PriceGuidanceStore, type PriceGroup } from './price-guidance.store.js';

/** How often marked groups are looked for even without a change notice (a notice lost with Redis). */
const SWEEP_MS = 60_000;
/** Marked groups are taken at most this soon after a change notice (a burst of notices is one query). */
const TAKE_DEBOUNCE_MS = 50;

/**
 * Keeps fair-price guidance current, never in the request path. The vehicles trigger marks a make + model
 * group whenever a change could move its bands; on service-kit's Poller, woken by every listing change
 * notice (and passing every minute without one), the marked groups are taken and queued as jobs; a job recomputes its group and, when anything buyers see
 * changed, drops the public answer caches. A nightly job recomputes every group (cars age out of "sold
 * within 180 days", and the method may have changed).
 */
@Injectable()
export class PriceGuidanceService implements OnModuleInit, OnApplicationShutdown {
  /** takes the marked groups: at start, SWEEP_MS after each pass, and shortly after a change notice */
  private readonly marked: Poller;

  constructor(
    private readonly store: PriceGuidanceStore,
    private readonly changes: ListingChanges,
    @Inject(GUIDANCE_QUEUE) private readonly queue: GuidanceQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.marked = new Poller({ name: 'price guidance', intervalMs: SWEEP_MS, wakeDelayMs: TAKE_DEBOUNCE_MS, logger, pass: () => this.queueMarkedGroups() });
  }

  async onModuleInit(): Promise<void> {
    await this.queue.start((job) => this.process(job));
    this.changes.onChange(() => this.marked.wake());
    this.marked.start();
  }

  /** Queues a job per marked group; groups whose job cannot be queued stay marked for the next try. */
  async queueMarkedGroups(): Promise<void> {
    let groups: PriceGroup[] = [];
    try {
      groups = await this.store.takeMarkedGroups();
      const failed: PriceGroup[] = [];
      for (const g of groups) {
        await this.queue.enqueue({ kind: 'group', ...g }).catch((err) => {
          failed.push(g);
          this.logger.warn({ err: (err as Error).message }, 'price guidance: a job could not be queued; the group stays marked');
        });
      }
      await this.store.markGroups(failed);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, groups: groups.length }, 'price guidance: marked groups could not be taken');
    }
  }

  async process(job: PriceGuidanceJob): Promise<void> {
    if (job.kind === 'group') {
      await this.recompute(job);
      return;
    }
    const groups = await this.store.allGroups();
    let changed = 0;
    for (const g of groups) if (await this.recompute(g, false)) changed++;
    if (changed > 0) this.changes.changed();
    this.logger.info({ groups: groups.length, changed }, 'price guidance: nightly recomputation done');
  }

  /** Recomputes one group; answers whether anything buyers see changed (and says so to the caches). */
  async recompute(g: PriceGroup, announce = true): Promise<boolean> {
    const listings = await this.store.loadGroup(g);
    const results = groupGuidance(listings, new Date());
    const changed = await this.store.saveGroup(g, results, new Map(listings.map((l) => [l.id, l.price])));
    if (changed && announce) this.changes.changed();
    return changed;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.marked.stop();
    await this.queue.close();
  }
}
