import { randomUUID } from 'node:crypto';
import type { PriceGuidanceJob } from '@rl/contracts';
import { BullMqJobQueue, createLogger } from '@rl/service-kit';
import { guidanceQueue, type GuidanceJobHandler, type GuidanceQueue, type GuidanceQueueSettings } from '../src/price-guidance/guidance-queue.js';

const redisUrl = process.env.REDIS_URL;
const logger = createLogger('listings', 'silent');
const open: GuidanceQueue[] = [];

/** A queue of its own (a fresh BullMQ prefix with Redis), as one listings process would have it. */
function newQueue(prefix: string, settings: Partial<GuidanceQueueSettings> = {}): GuidanceQueue {
  const s = { delayMs: 200, nightlyAt: '03:30', ...settings };
  const q = guidanceQueue(redisUrl, prefix, s, logger);
  open.push(q);
  return q;
}

const group = (model: string): PriceGuidanceJob => ({ kind: 'group', makeKey: 'bmw', modelKey: model });

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

afterEach(async () => {
  const queues = open.splice(0);
  // leave nothing behind in a shared Redis (each test has its own prefix)
  for (const q of queues) if (q.jobs instanceof BullMqJobQueue) await q.jobs.queue.obliterate({ force: true }).catch(() => undefined);
  await Promise.all(queues.map((q) => q.close()));
});

describe(`price-guidance queue (${redisUrl ? 'BullMQ' : 'in process'})`, () => {
  it('a burst of changes to one group is one job; another group gets its own', async () => {
    // the burst arrives within the delay (a slow machine must not spread it over two windows)
    const q = newQueue(`t-${randomUUID()}`, { delayMs: 1500 });
    const runs: string[] = [];
    await q.start(async (job) => {
      runs.push(job.kind === 'group' ? job.modelKey : 'all');
    });
    await Promise.all([...Array.from({ length: 20 }, () => q.enqueue(group('x5'))), q.enqueue(group('x3'))]);
    await until(() => runs.length >= 2);
    await new Promise((r) => setTimeout(r, 2000)); // longer than the delay: nothing else may follow
    expect(runs.sort()).toEqual(['x3', 'x5']);
  });

  it('a change while the group is being recomputed queues exactly one more run', async () => {
    const q = newQueue(`t-${randomUUID()}`);
    let runs = 0;
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    await q.start(async () => {
      runs++;
      if (runs === 1) await first;
    });
    await q.enqueue(group('x5'));
    await until(() => runs === 1);
    for (let i = 0; i < 5; i++) await q.enqueue(group('x5'));
    release();
    await until(() => runs === 2);
    await new Promise((r) => setTimeout(r, 600));
    expect(runs).toBe(2);
  });

  it('BullMQ: the service still starts while Redis is away (the nightly scheduler is set when it is back)', async () => {
    const q = guidanceQueue('redis://127.0.0.1:9', `t-${randomUUID()}`, { delayMs: 200, nightlyAt: '03:30' }, logger);
    try {
      await expect(q.start(async () => undefined)).resolves.toBeUndefined();
      await expect(q.enqueue(group('x5'))).rejects.toThrow();
    } finally {
      await q.close();
    }
  });

  if (redisUrl) {
    it('a job whose process died is finished by another worker', async () => {
      const prefix = `t-${randomUUID()}`;
      const fast = { lockMs: 1_000, stalledIntervalMs: 300 };
      const dying = newQueue(prefix, fast);
      let started = false;
      // this "process" takes the job and never finishes it (as if killed: its lock is never renewed)
      await dying.start(() => {
        started = true;
        return new Promise<void>(() => undefined);
      });
      await dying.enqueue(group('x5'));
      await until(() => started);
      await (dying.jobs as BullMqJobQueue<object>).worker!.close(true);
      const done: PriceGuidanceJob[] = [];
      const survivor = newQueue(prefix, fast);
      const handler: GuidanceJobHandler = async (job) => {
        done.push(job);
      };
      await survivor.start(handler);
      await until(() => done.length === 1, 30_000);
      expect(done[0]).toEqual(group('x5'));
    }, 40_000);

    it('every replica upserts the same nightly scheduler: one for the cluster', async () => {
      const prefix = `t-${randomUUID()}`;
      const a = newQueue(prefix, { nightlyAt: '02:15' });
      const b = newQueue(prefix, { nightlyAt: '02:15' });
      await a.start(async () => undefined);
      await b.start(async () => undefined);
      const { queue } = a.jobs as BullMqJobQueue<object>;
      expect(await queue.getJobSchedulersCount()).toBe(1);
      expect((await queue.getJobSchedulers())[0]).toMatchObject({ pattern: '15 2 * * *', tz: 'UTC' });
    });
  }
});
