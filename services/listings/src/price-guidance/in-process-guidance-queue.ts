import type { Logger } from 'pino';
import type { PriceGuidanceJob } from '@rl/contracts';
import { guidanceJobId, msUntilNext, type GuidanceJobHandler, type GuidanceQueue, type GuidanceQueueSettings } from './guidance-queue.js';

interface Slot {
  timer: NodeJS.Timeout | null;
  running: boolean;
  /** queued while running: run once more afterwards */
  again: PriceGuidanceJob | null;
}

/**
 * Without Redis: the same collapsing as BullMQ's (one waiting and one running job per group) with timers
 * in this process, one job at a time, and a timer for the nightly run. A restart loses waiting jobs, not
 * the need for them: marked groups stay marked in the database until a job is queued, and the nightly
 * run recomputes everything.
 */
export class InProcessGuidanceQueue implements GuidanceQueue {
  readonly mode = 'in-process' as const;
  private handler: GuidanceJobHandler | null = null;
  private readonly slots = new Map<string, Slot>();
  private lane: Promise<void> = Promise.resolve();
  private nightly: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly settings: GuidanceQueueSettings, private readonly logger: Logger) {}

  async enqueue(job: PriceGuidanceJob): Promise<void> {
    if (this.closed) return;
    const id = guidanceJobId(job);
    const slot = this.slots.get(id) ?? { timer: null, running: false, again: null };
    this.slots.set(id, slot);
    if (slot.timer) return;
    if (slot.running) {
      slot.again = job;
      return;
    }
    slot.timer = setTimeout(() => this.run(id, slot, job), job.kind === 'group' ? this.settings.delayMs : 0);
    slot.timer.unref?.();
  }

  private run(id: string, slot: Slot, job: PriceGuidanceJob): void {
    slot.timer = null;
    slot.running = true;
    this.lane = this.lane.then(async () => {
      try {
        if (this.handler && !this.closed) await this.handler(job);
      } catch (err) {
        this.logger.error({ err, job: id }, 'price-guidance job failed');
      } finally {
        slot.running = false;
        const again = slot.again;
        slot.again = null;
        if (again) await this.enqueue(again);
        else if (!slot.timer) this.slots.delete(id);
      }
    });
  }

  async start(handler: GuidanceJobHandler): Promise<void> {
    this.handler = handler;
    this.scheduleNightly();
  }

  private scheduleNightly(): void {
    if (this.closed) return;
    this.nightly = setTimeout(() => {
      void this.enqueue({ kind: 'all' });
      this.scheduleNightly();
    }, msUntilNext(this.settings.nightlyAt));
    this.nightly.unref?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.nightly) clearTimeout(this.nightly);
    for (const s of this.slots.values()) if (s.timer) clearTimeout(s.timer);
    this.slots.clear();
    await this.lane;
  }
}
