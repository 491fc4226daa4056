import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createLogger } from '../src/logger.js';
import { BullMqJobQueue, createJobQueue, JobFailedError, JobTimeoutError, queuePrefix, type JobQueue, type JobQueueSettings } from '../src/jobs/index.js';
import { metricsRegistry } from '../src/observability/metrics.js';

// The one queue of every service: with REDIS_URL these run through BullMQ on that Redis, without it through
// the in-process queue. Same calls, same expectations.
jest.setTimeout(60_000);
const redisUrl = process.env.REDIS_URL || undefined;
const MODE = redisUrl ? 'BullMQ on Redis' : 'in process';
const logger = createLogger('test', 'silent');

interface Job { n: number }
const open: JobQueue<Job, string>[] = [];

/** A queue of its own (a fresh prefix), as one process would have it; another with the same prefix is another replica. */
function queue(settings: Partial<JobQueueSettings> = {}, prefix = `t-${randomUUID()}`): JobQueue<Job, string> {
  const q = createJobQueue<Job, string>({
    name: `test-${prefix.slice(2, 10)}`, redisUrl, prefix, attempts: 3, backoffMs: 50, removeOnComplete: { age: 3600 }, removeOnFail: true, logger, ...settings,
  });
  open.push(q);
  return q;
}

async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(async () => {
  const queues = open.splice(0);
  // leave nothing behind in a shared Redis
  for (const q of queues) if (q instanceof BullMqJobQueue) await q.queue.obliterate({ force: true }).catch(() => undefined);
  await Promise.all(queues.map((q) => q.close()));
});

describe(`JobQueue (${MODE})`, () => {
  it('is BullMQ with a Redis URL and in process without', () => {
    expect(queue().mode).toBe(redisUrl ? 'bullmq' : 'in-process');
  });

  it('run: answers; the same job id runs once for concurrent callers and its kept answer is reused', async () => {
    const q = queue();
    const seen: number[] = [];
    await q.work(async ({ n }) => {
      seen.push(n);
      await pause(200);
      return `answer ${n}`;
    }, { concurrency: 4 });
    const answers = await Promise.all([1, 1, 1].map((n) => q.run('double', { n }, { jobId: 'job-1', timeoutMs: 10_000 })));
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await q.run('double', { n: 1 }, { jobId: 'job-1', timeoutMs: 10_000 })).toBe('answer 1');
    expect(seen).toEqual([1]);
    expect(await q.run('double', { n: 2 }, { jobId: 'job-2', timeoutMs: 10_000 })).toBe('answer 2');
    expect(seen).toEqual([1, 2]);
  });

  it('run: a failing job is tried again with a growing pause, and answers once a try succeeds', async () => {
    const q = queue({ attempts: 3, backoffMs: 100 });
    const tries: Array<{ attempt: number; at: number }> = [];
    await q.work(async (_data, job) => {
      tries.push({ attempt: job.attempt, at: Date.now() });
      if (job.attempt < 3) throw new Error(`try ${job.attempt} failed`);
      return 'done';
    });
    expect(await q.run('flaky', { n: 1 }, { jobId: 'flaky', timeoutMs: 15_000 })).toBe('done');
    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    // exponential: 100 ms, then 200 ms
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(90);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(190);
  });

  it('run: a job failing every try is a JobFailedError naming the reason; failed jobs are not kept', async () => {
    const q = queue({ attempts: 2, backoffMs: 20 });
    let tries = 0;
    await q.work(async () => {
      tries++;
      throw new Error('the catalogue is gone');
    });
    const failed = q.run('broken', { n: 1 }, { jobId: 'broken', timeoutMs: 15_000 });
    await expect(failed).rejects.toBeInstanceOf(JobFailedError);
    await expect(failed).rejects.toThrow(/the catalogue is gone/);
    expect(tries).toBe(2);
    // the next identical request starts afresh
    await expect(q.run('broken', { n: 1 }, { jobId: 'broken', timeoutMs: 15_000 })).rejects.toBeInstanceOf(JobFailedError);
    expect(tries).toBe(4);
  });

  it('run: without a worker the caller gets a JobTimeoutError at the time limit', async () => {
    const q = queue();
    const started = Date.now();
    await expect(q.run('nobody', { n: 1 }, { jobId: 'nobody', timeoutMs: 500 })).rejects.toBeInstanceOf(JobTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('add: a job id queued twice while it waits is one job; a delay holds it back', async () => {
    const q = queue({ removeOnComplete: true });
    const runs: Array<{ n: number; at: number }> = [];
    await q.work(async ({ n }) => {
      runs.push({ n, at: Date.now() });
      return '';
    });
    const added = Date.now();
    await Promise.all([q.add('mail', { n: 1 }, { jobId: 'mail-1', delayMs: 400 }), q.add('mail', { n: 1 }, { jobId: 'mail-1', delayMs: 400 })]);
    await q.add('mail', { n: 2 }, { jobId: 'mail-2' });
    await until(() => runs.length === 2, 'both jobs');
    await pause(600);
    expect(runs.map((r) => r.n)).toEqual([2, 1]);
    expect(runs[1]!.at - added).toBeGreaterThanOrEqual(380);
  });

  it('add: a deduplication id collapses a burst while it waits, and a change while it runs queues exactly one more', async () => {
    const q = queue({ removeOnComplete: true });
    let runs = 0;
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    await q.work(async () => {
      runs++;
      if (runs === 1) await first;
      return '';
    });
    await Promise.all(Array.from({ length: 10 }, (_, n) => q.add('group', { n }, { deduplicationId: 'group-x5', delayMs: 300 })));
    await until(() => runs === 1, 'the first run');
    for (let n = 0; n < 5; n++) await q.add('group', { n }, { deduplicationId: 'group-x5' });
    release();
    await until(() => runs === 2, 'the one more run');
    await pause(700);
    expect(runs).toBe(2);
  });

  it('schedule: every n ms, the first at once; every replica upserting it is still one job per interval', async () => {
    const prefix = `t-${randomUUID()}`;
    const a = queue({ removeOnComplete: true }, prefix);
    const runs: number[] = [];
    await a.schedule('sweep', { everyMs: 700 }, { kind: 'sweep', data: { n: 0 } });
    if (redisUrl) {
      const b = queue({ removeOnComplete: true }, prefix);
      await b.schedule('sweep', { everyMs: 700 }, { kind: 'sweep', data: { n: 0 } });
      expect(await (a as BullMqJobQueue<Job, string>).queue.getJobSchedulersCount()).toBe(1);
    }
    await a.work(async () => {
      runs.push(Date.now());
      return '';
    });
    await until(() => runs.length >= 3, 'three sweeps', 20_000);
    expect(runs[2]! - runs[0]!).toBeGreaterThanOrEqual(1000);
  });

  it('schedule: daily at HH:MM UTC (a cron pattern on BullMQ)', async () => {
    const q = queue();
    await q.schedule('nightly', { dailyAt: '02:15' }, { kind: 'all', data: { n: 0 } });
    if (q instanceof BullMqJobQueue) expect((await q.queue.getJobSchedulers())[0]).toMatchObject({ key: 'nightly', pattern: '15 2 * * *', tz: 'UTC' });
  });

  it('close: a running job finishes first; nothing starts afterwards', async () => {
    const q = queue({ removeOnComplete: true });
    const done: number[] = [];
    let started = false;
    await q.work(async ({ n }) => {
      started = true;
      await pause(400);
      done.push(n);
      return '';
    });
    await q.add('slow', { n: 1 });
    await until(() => started, 'the slow job');
    await q.close();
    expect(done).toEqual([1]);
    await q.add('late', { n: 2 }).catch(() => undefined);
    await pause(200);
    expect(done).toEqual([1]);
  });

  it('times every job in queue_job_duration_seconds by queue, kind and outcome', async () => {
    const q = queue({ attempts: 1 });
    await q.work(async ({ n }) => {
      if (n === 2) throw new Error('no');
      return 'ok';
    });
    await q.run('measured', { n: 1 }, { jobId: 'm-1', timeoutMs: 10_000 });
    await q.run('measured', { n: 2 }, { jobId: 'm-2', timeoutMs: 10_000 }).catch(() => undefined);
    const text = await metricsRegistry.getSingleMetricAsString('queue_job_duration_seconds');
    expect(text).toContain(`queue_job_duration_seconds_count{queue="${q.name}",kind="measured",outcome="completed"} 1`);
    expect(text).toContain(`queue_job_duration_seconds_count{queue="${q.name}",kind="measured",outcome="failed"} 1`);
  });
});

describe('queuePrefix', () => {
  it('is derived from the database and schema: stable, and different for another schema', () => {
    const env = { DATABASE_URL: 'postgres://u:secret@db.example:5432/rl', DB_SCHEMA: 'listings' };
    expect(queuePrefix('guidance', env)).toMatch(/^guidance-[0-9a-f]{12}$/);
    expect(queuePrefix('guidance', env)).toBe(queuePrefix('guidance', { ...env, DATABASE_URL: 'postgres://other:pw@db.example:5432/rl' }));
    expect(queuePrefix('guidance', { ...env, DB_SCHEMA: 'listings_test' })).not.toBe(queuePrefix('guidance', env));
  });
});
