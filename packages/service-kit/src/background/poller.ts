import type { Logger } from 'pino';

export interface PollerOptions {
  /** what the logs call it */
  name: string;
  /** the pause after one pass before the next */
  intervalMs: number;
  /** how soon `wake()` starts a pass when none is running (default: at once) */
  wakeDelayMs?: number;
  logger: Logger;
  /**
   * One pass over the due work. A throw is logged and the next pass comes as usual. A pass that knows better
   * when the next one should come (at once: more is due; later: what it calls is down) answers `{ nextInMs }`.
   */
  pass: () => Promise<void | PassOutcome>;
}

export interface PassOutcome {
  /** the pause before the next pass, instead of `intervalMs` */
  nextInMs: number;
}

export interface DrainOptions<T> {
  /** takes up to `batchSize` due items (claiming them, or only listing them for `handle` to claim) */
  take: () => Promise<T[]>;
  handle: (item: T) => Promise<void>;
  batchSize: number;
  /** most batches in one pass (default 10): the rest waits for the next pass */
  maxBatches?: number;
}

/**
 * The background loop of work kept in the database (outboxes, alert publications), in every replica: a pass
 * at `start()`, then one `intervalMs` after each pass, one soon after `wake()` (right after the running pass
 * when woken during it), never two at once in one process; `stop()` lets the running pass finish and starts
 * no other. Claiming rows with a lease (so that replicas never work on the same row at once) and rescheduling
 * failed rows (`backoffMs`) belong to the pass: what a stopped or crashed pass claimed comes back when its
 * lease ends.
 */
export class Poller {
  private timer: NodeJS.Timeout | null = null;
  /** when the timer's pass starts */
  private dueAt = 0;
  private running: Promise<void | PassOutcome> | null = null;
  private again = false;
  private state: 'idle' | 'started' | 'stopped' = 'idle';

  constructor(private readonly options: PollerOptions) {}

  /** from `stop()` on: a pass in progress should leave early */
  get stopped(): boolean {
    return this.state === 'stopped';
  }

  start(): void {
    this.state = 'started';
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Run a pass soon (work was just recorded). Nothing before `start()` or after `stop()`. */
  wake(): void {
    if (this.state !== 'started') return;
    if (this.running) {
      this.again = true;
      return;
    }
    const delay = this.options.wakeDelayMs ?? 0;
    // a pass already due as soon stays (wakes in a steady stream never put it off)
    if (this.timer && this.dueAt <= Date.now() + delay) return;
    this.schedule(delay);
  }

  /** One pass, or the one already running; resolves when it is over (tests wait for the work with it). */
  async runOnce(): Promise<void> {
    await this.pass();
  }

  private pass(): Promise<void | PassOutcome> {
    this.running ??= this.guardedPass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Takes and handles due items a batch at a time, until a batch comes back short, `maxBatches` were taken
   * or the poller stops (checked before each item).
   */
  async drain<T>({ take, handle, batchSize, maxBatches = 10 }: DrainOptions<T>): Promise<void> {
    for (let batch = 0; batch < maxBatches && !this.stopped; batch++) {
      const items = await take();
      for (const item of items) {
        if (this.stopped) return;
        await handle(item);
      }
      if (items.length < batchSize) return;
    }
  }

  private schedule(ms: number): void {
    if (this.state !== 'started') return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = Date.now() + ms;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pass().then((outcome) => {
        const soon = this.again;
        this.again = false;
        this.schedule(soon ? 0 : (outcome?.nextInMs ?? this.options.intervalMs));
      });
    }, ms);
    this.timer.unref?.();
  }

  private async guardedPass(): Promise<void | PassOutcome> {
    try {
      return await this.options.pass();
    } catch (err) {
      this.options.logger.warn({ err: (err as Error).message }, `${this.options.name} pass failed; will try again`);
    }
  }
}
