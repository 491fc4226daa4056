import type { Logger } from 'pino';
import { backoffMs, Poller, type PollerOptions } from '../src/background/index.js';

// The loop behind every outbox and the alert publications: work recorded in the database is picked up at
// start, on a timer and soon after a wake, one pass at a time, and a shutdown never cuts a pass short.

const until = async (check: () => boolean, what: string, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Gate { promise: Promise<void>; open: () => void }
const gate = (): Gate => {
  let open = () => {};
  const promise = new Promise<void>((r) => { open = r; });
  return { promise, open };
};

const warnings: string[] = [];
const logger = { warn: (_obj: unknown, msg: string) => { warnings.push(msg); } } as unknown as Logger;

const pollers: Poller[] = [];
const make = (options: Partial<PollerOptions> & Pick<PollerOptions, 'pass'>) => {
  const p = new Poller({ name: 'test', intervalMs: 60_000, logger, ...options });
  pollers.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
  warnings.length = 0;
});

describe('Poller', () => {
  it('runs a pass at start and then every interval', async () => {
    let passes = 0;
    make({ intervalMs: 20, pass: async () => { passes++; } }).start();
    await until(() => passes >= 3, 'three passes');
  });

  it('does nothing before start, and a wake starts a pass without waiting for the interval', async () => {
    let passes = 0;
    const p = make({ pass: async () => { passes++; } });
    p.wake();
    await pause(50);
    expect(passes).toBe(0);
    p.start();
    await until(() => passes === 1, 'the start pass');
    p.wake();
    await until(() => passes === 2, 'the woken pass');
  });

  it('a wake during a pass runs one more pass right after it, never two at once', async () => {
    let passes = 0;
    let inPass = 0;
    let overlapped = false;
    const first = gate();
    const p = make({
      pass: async () => {
        inPass++;
        overlapped ||= inPass > 1;
        passes++;
        if (passes === 1) await first.promise;
        inPass--;
      },
    });
    p.start();
    await until(() => passes === 1, 'the first pass');
    p.wake();
    p.wake();
    void p.runOnce();
    first.open();
    await until(() => passes === 2, 'the pass asked for during the first');
    await pause(50);
    expect({ passes, overlapped }).toEqual({ passes: 2, overlapped: false });
  });

  it('a failing pass is logged and the loop goes on', async () => {
    let passes = 0;
    make({ intervalMs: 10, pass: async () => { passes++; if (passes === 1) throw new Error('database down'); } }).start();
    await until(() => passes >= 2, 'the pass after the failure');
    expect(warnings).toContain('test pass failed; will try again');
  });

  it('stop waits for the running pass, which sees it should leave, and no pass comes after', async () => {
    let passes = 0;
    let sawStop = false;
    const release = gate();
    const p = make({
      intervalMs: 10,
      pass: async () => {
        passes++;
        await release.promise;
        sawStop = p.stopped;
      },
    });
    p.start();
    await until(() => passes === 1, 'the first pass');
    let stopped = false;
    const stopping = p.stop().then(() => { stopped = true; });
    await pause(30);
    expect(stopped).toBe(false);
    release.open();
    await stopping;
    expect(sawStop).toBe(true);
    p.wake();
    await pause(50);
    expect(passes).toBe(1);
  });
});

describe('Poller.drain', () => {
  const batches = (sizes: number[]) => {
    const queue = sizes.map((n, b) => Array.from({ length: n }, (_, i) => `${b}-${i}`));
    return () => Promise.resolve(queue.shift() ?? []);
  };

  it('takes batches until one comes back short', async () => {
    const handled: string[] = [];
    await make({ pass: async () => {} }).drain({ take: batches([2, 2, 1, 2]), handle: async (x) => { handled.push(x); }, batchSize: 2 });
    expect(handled).toEqual(['0-0', '0-1', '1-0', '1-1', '2-0']);
  });

  it('takes at most maxBatches in one pass', async () => {
    const handled: string[] = [];
    await make({ pass: async () => {} }).drain({ take: batches([1, 1, 1, 1]), handle: async (x) => { handled.push(x); }, batchSize: 1, maxBatches: 2 });
    expect(handled).toEqual(['0-0', '1-0']);
  });

  it('leaves the rest of a batch when the poller stops', async () => {
    const handled: string[] = [];
    const p = make({ pass: async () => {} });
    p.start();
    await p.drain({
      take: batches([3, 3]),
      handle: async (x) => { handled.push(x); if (x === '0-1') await p.stop(); },
      batchSize: 3,
    });
    expect(handled).toEqual(['0-0', '0-1']);
  });
});

describe('backoffMs', () => {
  it('doubles from the base per failure up to the cap', () => {
    const opts = { baseMs: 1000, maxMs: 60_000 };
    expect([1, 2, 3, 4, 7, 8, 100].map((n) => backoffMs(n, opts))).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000, 60_000]);
  });

  it('spreads the delay by the jitter and no more', () => {
    const delays = Array.from({ length: 200 }, () => backoffMs(3, { baseMs: 1000, maxMs: 60_000, jitter: 0.2 }));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(3200);
    expect(Math.max(...delays)).toBeLessThanOrEqual(4800);
    expect(new Set(delays).size).toBeGreaterThan(1);
  });
});
