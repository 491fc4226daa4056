import { jest } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FeaturesGenerateBodySchema, type EnrichmentJob } from '@rl/contracts';
import { createLogger, type BullMqJobQueue } from '@rl/service-kit';
import { enrichmentJobId, enrichmentQueue, type EnrichmentQueue } from '../src/queue/enrichment-queue.js';
import { EnrichmentEnvSchema } from '../src/env.js';
import { testRedisUrl } from '@rl/test-kit';
import { dropPrefix, uniquePrefix } from './support/enrichment-app.js';

// the project-level testTimeout of jest.config.mjs is a global option (ignored per project): set it here
jest.setTimeout(60_000);

// The worker is a separate process only with Redis (without REDIS_URL jobs run inside the API process): these
// tests run it on the test run's Redis (REDIS_URL, or a redis-server of the run's own).
const REDIS_URL = process.env.TEST_REDIS_URL;

const SERVICE = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(SERVICE, '..', '..');
const WORKER = join(SERVICE, 'dist', 'worker.js');

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** The test spawns dist/worker.js: build it (and the packages it loads) when missing or stale. */
function ensureBuilt() {
  if (existsSync(WORKER) && statSync(WORKER).mtimeMs >= newest(join(SERVICE, 'src'))) return;
  const only = ['packages/contracts', 'packages/embedded-infra', 'packages/service-kit', 'packages/vehicle-catalog', 'services/enrichment'];
  const r = spawnSync(process.execPath, ['-e', `import('./scripts/build.mjs').then((m) => m.build({ only: ${JSON.stringify(only)}, quiet: true }))`], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
}

interface WorkerProc {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
  waitFor(text: string, ms?: number): Promise<void>;
}

function startWorker(env: Record<string, string>): WorkerProc {
  const child = spawn(process.execPath, [WORKER], {
    cwd: SERVICE,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', REDIS_URL: testRedisUrl(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      for (const w of [...waiters]) if (line.includes(w.text)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(); }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    waitFor(text, ms = 20_000) {
      if (lines.some((l) => l.includes(text))) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`worker never logged "${text}". Output:\n${lines.join('\n')}`)), ms);
        waiters.push({ text, resolve: () => { clearTimeout(timer); resolve(); } });
      });
    },
  };
}

const job = (make: string): Extract<EnrichmentJob, { kind: 'features' }> => ({ kind: 'features', input: FeaturesGenerateBodySchema.parse({ make, model: 'Roadster', year: 2021, bodyType: 'convertible' }) });

describe('enrichment worker process (BullMQ on Redis)', () => {
  const prefix = uniquePrefix();
  const workerEnv = {
    QUEUE_PREFIX: prefix,
    WORKER_LOCK_MS: '2000',
    WORKER_STALLED_INTERVAL_MS: '1000',
  };
  const settings = EnrichmentEnvSchema.pick({
    QUEUE_PREFIX: true, ENRICHMENT_TIMEOUT_MS: true, JOB_ATTEMPTS: true, JOB_BACKOFF_MS: true, WORKER_CONCURRENCY: true,
    WORKER_LOCK_MS: true, WORKER_STALLED_INTERVAL_MS: true,
  }).parse({ QUEUE_PREFIX: prefix, ENRICHMENT_TIMEOUT_MS: '30000' });
  let producer: EnrichmentQueue;
  const workers: WorkerProc[] = [];

  beforeAll(async () => {
    ensureBuilt();
    producer = enrichmentQueue(testRedisUrl(), settings, createLogger('test', 'silent'));
    await (producer.jobs as BullMqJobQueue<object, unknown>).ready();
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    await producer?.close();
    await dropPrefix(prefix, REDIS_URL);
  });

  it('a job whose worker is killed mid-job is picked up and finished by another worker', async () => {
    const first = startWorker({ ...workerEnv, ENRICHMENT_TEST_HANG_MAKE: 'Hangmobile' });
    workers.push(first);
    await first.waitFor('enrichment worker ready');

    const pending = producer.run(job('Hangmobile'), 30_000);
    await first.waitFor('test hook: this job hangs');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const killedAt = Date.now();

    const second = startWorker(workerEnv);
    workers.push(second);
    const result = await pending;
    const recoveredIn = Date.now() - killedAt;

    expect(result.kind).toBe('features');
    expect(result.features).toEqual(expect.arrayContaining(['Power Convertible Top']));
    expect(recoveredIn).toBeLessThan(15_000);
    expect(second.lines.join('\n')).toMatch(/enrichment worker ready/);
    const stored = await (producer.jobs as BullMqJobQueue<object, unknown>).queue.getJob(enrichmentJobId(job('Hangmobile')));
    expect(await stored!.getState()).toBe('completed');

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);

  it('on SIGTERM the worker finishes its running job, then exits 0', async () => {
    const w = startWorker({ ...workerEnv, ENRICHMENT_TEST_SLOW_MAKE: 'Slowmobile', ENRICHMENT_TEST_SLOW_MS: '1500' });
    workers.push(w);
    await w.waitFor('enrichment worker ready');
    const pending = producer.run(job('Slowmobile'), 30_000);
    await w.waitFor('test hook: slow job started');
    w.child.kill('SIGTERM');
    const result = await pending;
    expect(result.features.length).toBeGreaterThan(0);
    expect(await w.exited).toBe(0);
    const log = w.lines.join('\n');
    expect(log.indexOf('test hook: slow job done')).toBeGreaterThan(log.indexOf('shutting down'));
    expect(log).toMatch(/enrichment worker stopped/);
  }, 60_000);

  it('refuses to start without REDIS_URL, naming it', () => {
    const r = spawnSync(process.execPath, [WORKER], { cwd: SERVICE, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/REDIS_URL/);
  });
});
