/**
 * Bounds how many images are decoded at once (each holds tens of MB of pixels while it is worked on)
 * and how many uploads may wait for a turn; beyond that the caller is told to come back (503).
 */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number, private readonly maxQueue: number) {}

  /** resolves with fn's result; rejects with `LimiterFull` when the queue is full */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new LimiterFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next(); // the slot passes straight to the next in line
      else this.active--;
    }
  }

  get stats() {
    return { active: this.active, waiting: this.waiting.length };
  }
}

export class LimiterFull extends Error {
  constructor() {
    super('too many images in progress');
    this.name = 'LimiterFull';
  }
}
