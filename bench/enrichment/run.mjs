#!/usr/bin/env node
// Latency of POST /api/vehicles/features/generate through the queue: HTTP -> API enqueues on BullMQ ->
// the worker process (services/enrichment/dist/worker.js) -> result -> HTTP answer, on a real Redis;
// and the same calls with the in-process runner (no Redis) for comparison.
//
//   node bench/enrichment/run.mjs [--calls 300] [--concurrency 8] [--redis redis://127.0.0.1:6379]
//
// Every measured call is a different vehicle (a fresh job: no reuse of finished results); a last round
// repeats one payload to show the cost of answering from a finished job. Bounded: each phase stops after
// its call count or 60 s, whichever comes first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const CALLS = Number(opt('calls', 300));
const CONCURRENCY = Number(opt('concurrency', 8));
const REDIS_URL = opt('redis', process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const PHASE_LIMIT_MS = 60_000;

// build what the bench loads (no-op when up to date)
const { build } = await import(join(ROOT, 'scripts/build.mjs'));
build({ only: ['packages/contracts', 'packages/embedded-infra', 'packages/service-kit', 'packages/vehicle-catalog', 'services/enrichment'], quiet: true });

const dist = (p) => import(join(ROOT, 'services/enrichment/dist', p));
const { createEnrichmentApp } = await dist('app.js');
const { EnrichmentEnvSchema } = await dist('env.js');
const { createLogger } = await import('@rl/service-kit');
const { makes, models, trims } = await import('@rl/vehicle-catalog');
const { Redis } = await import('ioredis');

// ---- payloads: real catalog vehicles, each one distinct ----
function* vehicles() {
  const list = [];
  for (const make of makes()) for (const model of models(make)) {
    const t = trims(make, model);
    for (const trim of t.length ? t : [null]) list.push({ make, model, trim });
  }
  let i = 0;
  for (;;) {
    const v = list[(i * 7919) % list.length];
    const year = 2015 + (i % 12);
    yield { make: v.make, model: v.model, year, trim: v.trim, bodyType: null, fuelType: null, vehicleDescription: `bench ${i}` };
    i++;
  }
}

// ---- infrastructure ----
let db;
async function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const { startEmbeddedPostgres } = await import('@rl/embedded-infra');
  db = await startEmbeddedPostgres();
  return db.url;
}

async function redisAvailable(url) {
  const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

async function dropPrefix(url, prefix) {
  const r = new Redis(url);
  let cursor = '0';
  do {
    const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await r.del(...keys);
  } while (cursor !== '0');
  r.disconnect();
}

function startWorker(env) {
  const child = spawn(process.execPath, [join(ROOT, 'services/enrichment/dist/worker.js')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => { if (String(d).includes('enrichment worker ready')) resolve(); });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  return { child, ready };
}

async function startApi(env) {
  const app = await createEnrichmentApp(EnrichmentEnvSchema.parse(env), createLogger('enrichment', 'silent'));
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address();
  return { app, url: `http://127.0.0.1:${port}/api/vehicles/features/generate` };
}

// ---- measurement ----
async function call(url, payload) {
  const started = process.hrtime.bigint();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  const body = await res.json();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.status !== 200 || !Array.isArray(body.features)) throw new Error(`unexpected answer ${res.status}: ${JSON.stringify(body)}`);
  return ms;
}

async function phase(url, payloads, calls, concurrency) {
  const latencies = [];
  const deadline = Date.now() + PHASE_LIMIT_MS;
  const started = Date.now();
  let issued = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (issued < calls && Date.now() < deadline) {
      issued++;
      latencies.push(await call(url, payloads.next().value));
    }
  }));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { calls: latencies.length, p50: q(0.5), p99: q(0.99), max: latencies[latencies.length - 1], perSecond: latencies.length / seconds };
}

const repeat = (payload) => ({ next: () => ({ value: payload }) });

async function measure(label, url) {
  const gen = vehicles();
  for (let i = 0; i < 30; i++) await call(url, gen.next().value); // warm-up (JIT, connections)
  const sequential = await phase(url, gen, CALLS, 1);
  const concurrent = await phase(url, gen, CALLS, CONCURRENCY);
  const fixed = gen.next().value;
  await call(url, fixed);
  const reused = await phase(url, repeat(fixed), Math.min(CALLS, 200), 1);
  return { label, sequential, concurrent, reused };
}

const fmt = (n) => n.toFixed(2).padStart(8);
function print(results) {
  console.log(`\nPOST /api/vehicles/features/generate, ${CALLS} calls per phase (distinct vehicles = fresh jobs), Node ${process.version}`);
  console.log(`${'mode'.padEnd(36)} ${'phase'.padEnd(26)} ${'calls'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'req/s'.padStart(8)}`);
  for (const r of results) {
    for (const [name, s] of [['sequential (1 at a time)', r.sequential], [`concurrent (${CONCURRENCY})`, r.concurrent], ['same payload (reused)', r.reused]]) {
      console.log(`${r.label.padEnd(36)} ${name.padEnd(26)} ${String(s.calls).padStart(6)} ${fmt(s.p50)} ${fmt(s.p99)} ${fmt(s.max)} ${fmt(s.perSecond)}`);
    }
  }
  const [bull, local] = [results.find((r) => r.label.startsWith('BullMQ')), results.find((r) => r.label.startsWith('in process'))];
  if (bull && local) {
    console.log(`\nratio BullMQ / in process, sequential p50: ${(bull.sequential.p50 / local.sequential.p50).toFixed(2)}x, p99: ${(bull.sequential.p99 / local.sequential.p99).toFixed(2)}x`);
    console.log(`queue overhead (sequential p50 difference): ${(bull.sequential.p50 - local.sequential.p50).toFixed(2)} ms`);
  }
}

const results = [];
const DATABASE_URL = await databaseUrl();
const base = {
  NODE_ENV: 'production', PORT: '4005', DATABASE_URL, DB_SCHEMA: 'bench_enrichment', LOG_LEVEL: 'silent',
  IDENTITY_SECRET: randomBytes(24).toString('hex'), ENRICHMENT_TIMEOUT_MS: '10000',
};
try {
  if (await redisAvailable(REDIS_URL)) {
    const prefix = `rlbench-${randomBytes(4).toString('hex')}`;
    const worker = startWorker({ REDIS_URL, QUEUE_PREFIX: prefix });
    await worker.ready;
    const api = await startApi({ ...base, REDIS_URL, QUEUE_PREFIX: prefix });
    try {
      results.push(await measure('BullMQ (Redis, worker process)', api.url));
    } finally {
      await api.app.close();
      worker.child.kill('SIGTERM');
      await new Promise((r) => worker.child.on('exit', r));
      await dropPrefix(REDIS_URL, prefix);
    }
  } else {
    console.log(`no Redis at ${REDIS_URL}: measuring the in-process runner only (pass --redis URL or set REDIS_URL)`);
  }
  const api = await startApi({ ...base, REDIS_URL: '' });
  try {
    results.push(await measure('in process (no Redis)', api.url));
  } finally {
    await api.app.close();
  }
  print(results);
} finally {
  await db?.stop();
}
process.exit(0);
