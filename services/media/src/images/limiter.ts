/**
 * Bounds how many images are decoded at once (each holds tens of MB of pixels while it is worked on),
 * how many uploads may wait for a turn and how long one may wait; beyond either the caller is told to come
 * back (503) at once, instead of holding a connection until the client gives up.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number, private readonly maxQueue: number, private readonly maxWaitMs = Infinity) {}

  /** resolves with fn's result; rejects with `LimiterFull` when the queue is full or the turn does not come in time */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new LimiterFull();
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = Number.isFinite(this.maxWaitMs)
          ? setTimeout(() => {
            // given up before its turn: out of the line, so no slot is ever handed to it
            this.waiting.splice(this.waiting.indexOf(turn), 1);
            reject(new LimiterFull());
          }, this.maxWaitMs)
          : undefined;
        this.waiting.push(turn);
      });
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
