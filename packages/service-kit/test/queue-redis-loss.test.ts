import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { createLogger } from '../src/logger.js';
import { BullMqJobQueue } from '../src/jobs/index.js';

// Redis is a cache of the schedule, not its store: after Redis loses everything (FLUSHALL on a redis-server of the
// test's own, as a new empty Redis would be), each replica re-creates its job schedulers (listings' expiry sweep and
// nightly price guidance, for example) within a check, and their jobs run again.
const logger = createLogger('test', 'silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

describe('job schedulers after Redis lost its data', () => {
  let server: ChildProcess;
  let url: string;
  let redis: Redis;
  const queues: BullMqJobQueue<{ n: number }>[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    redis = new Redis(url, { retryStrategy: (n) => (n > 100 ? null : 100) });
    for (let i = 0; ; i++) {
      try {
        await redis.ping();
        break;
      } catch (err) {
        if (i > 100) throw err;
        await sleep(100);
      }
    }
  });

  afterAll(async () => {
    await Promise.all(queues.map((q) => q.close()));
    redis.disconnect();
    await new Promise((r) => { server.once('exit', r); server.kill('SIGTERM'); });
  });

  it('re-creates a flushed job scheduler within a check, and its jobs run again', async () => {
    const runs: number[] = [];
    const lost: string[][] = [];
    // two replicas of the same queue, as the platform runs them
    for (let i = 0; i < 2; i++) {
      const q = new BullMqJobQueue<{ n: number }>({
        name: 'redis-loss', redisUrl: url, prefix: 'loss-test', attempts: 1, backoffMs: 100, removeOnComplete: true, removeOnFail: true,
        logger, schedulerCheckMs: 300, onRedisLost: (ids) => lost.push(ids),
      });
      queues.push(q);
      await q.schedule('every-second', { everyMs: 1000 }, { kind: 'tick', data: { n: 1 } });
      await q.work(async () => { runs.push(Date.now()); });
    }
    const scheduler = () => queues[0].queue.getJobScheduler('every-second');
    expect(await scheduler()).toBeDefined();
    const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
      const end = Date.now() + ms;
      while (!(await check())) {
        if (Date.now() > end) throw new Error('timed out');
        await sleep(50);
      }
    };
    await until(() => runs.length >= 1);

    await redis.flushall();
    expect(await redis.dbsize()).toBe(0);
    const flushedAt = Date.now();
    await until(async () => Boolean(await scheduler()));
    const back = Date.now() - flushedAt;
    expect(back).toBeLessThan(2000);
    // told, so that jobs Redis lost are derived again from the database (price guidance: one run of every group)
    expect(lost.flat()).toContain('every-second');
    const before = runs.length;
    await until(() => runs.length >= before + 2);
    expect((await queues[0].queue.getJobSchedulers()).map((s) => s.key)).toEqual(['every-second']);
  });
});
