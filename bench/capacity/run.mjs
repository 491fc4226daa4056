// Capacity: the fault drill's mix on the production topology (nginx, REPLICAS processes of every service and
// worker, on a PostgreSQL, Redis and S3 of its own), stepped up in rate until a step no longer holds p99 <= 250 ms
// with 0 failures. Prints every step, the highest rate held with its CPU split per process, and the database's
// costliest statements at that rate. `--per-kind` first measures the CPU each kind of request costs alone.
// `--check <floor>` runs one step at the floor and exits 1 unless it holds (the CI check).
// Usage: node bench/capacity/run.mjs [--start 100] [--step 25] [--step-seconds 15] [--replicas 2] [--per-kind]
//        [--kinds create,upload] [--profile DIR (V8 CPU profiles of every platform process)]
//        node bench/capacity/run.mjs --check 100
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../../scripts/lib/ports.mjs';
import { formatCpuSplit, startCpuSplit } from '../lib/cpu-split.mjs';
import { MIX_DESCRIPTION, prepareDrillMix } from '../lib/drill-mix.mjs';
import { startDrillPlatform, startPostgres, startRedis, startS3 } from '../lib/infra.mjs';
import { startLoad, summarize } from '../lib/load.mjs';
import { formatMachineSpeed, machineSpeed } from '../lib/machine-speed.mjs';
import { settle } from '../../scripts/lib/settle.mjs';

const { values: args } = parseArgs({
  options: {
    start: { type: 'string', default: '100' },
    step: { type: 'string', default: '25' },
    'step-seconds': { type: 'string', default: '15' },
    max: { type: 'string', default: '600' },
    replicas: { type: 'string', default: '2' },
    'per-kind': { type: 'boolean', default: false },
    check: { type: 'string' },
    // writes a V8 CPU profile of every platform process over each measured step into this folder
    profile: { type: 'string' },
    kinds: { type: 'string' },
  },
});
/** What a step must hold to count (issue 32). */
const P99_MS = 250;
const WARM_UP_MS = 3000;
const STEP_MS = Number(args['step-seconds']) * 1000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (m) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

const speed = await machineSpeed();
log(formatMachineSpeed(speed));
const dir = mkdtempSync(join(tmpdir(), 'rl-capacity-'));
log(`starting PostgreSQL, Redis and S3 of our own in ${dir}`);
const db = await startPostgres(dir);
const redis = await startRedis(dir);
const s3 = await startS3(dir, 'media');
let platform;
let exitCode = 0;
try {
  await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const port = await freePort();
  log(`starting the platform: REPLICAS=${args.replicas}, nginx, demo data`);
  platform = await startDrillPlatform({
    db, redis, s3, port, dataDir: join(dir, 'data'), replicas: args.replicas, log,
    extraEnv: args.profile ? { CPU_PROFILE_DIR: args.profile, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${new URL('../lib/cpu-profile-hook.mjs', import.meta.url).href}`.trim() } : {},
  });
  const base = `http://127.0.0.1:${port}`;
  const drill = await prepareDrillMix(base);
  // --kinds create,upload: only those kinds of the mix, in their proportions (to profile them)
  const mix = args.kinds ? drill.mix.filter((m) => args.kinds.split(',').includes(m.kind)) : drill.mix;
  const settled = await settle(120_000, 2_000);
  log(`background work of the seed settled in ${(settled.ms / 1000).toFixed(0)} s`);
  const children = () => platform.children.list();

  if (args['per-kind']) await perKind(mix, children);

  const rates = args.check ? [Number(args.check)] : stepsFrom(Number(args.start), Number(args.step), Number(args.max));
  const steps = [];
  for (const rate of rates) {
    const step = await runStep(rate, mix, children);
    steps.push(step);
    const s = step.summary;
    log(`${String(rate).padStart(4)} req/s: ${s.requests} requests, ${s.failed} failed, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms -> ${step.held ? 'held' : 'NOT held'}`);
    log(`           ${formatCpuSplit(step.cpu)}`);
    if (!step.held) break;
    await settle(20_000, 1_000);
  }
  const held = steps.filter((s) => s.held).at(-1);
  console.log(`\nmix: ${MIX_DESCRIPTION}; REPLICAS=${args.replicas}; ${STEP_MS / 1000} s steps; held = p99 <= ${P99_MS} ms and 0 failed`);
  console.log(formatMachineSpeed(speed));
  console.log('rate req/s  requests  failed   p50 ms   p99 ms  held');
  for (const s of steps) {
    console.log(`${String(s.rate).padStart(10)} ${String(s.summary.requests).padStart(9)} ${String(s.summary.failed).padStart(7)} ${s.summary.p50.toFixed(1).padStart(8)} ${s.summary.p99.toFixed(1).padStart(8)}  ${s.held ? 'yes' : 'no'}`);
  }
  const failedKinds = steps.filter((s) => !s.held).map((s) => s.byKind);
  if (failedKinds.length) console.log(`first step not held, by kind: ${JSON.stringify(failedKinds[0])}`);
  if (held) {
    console.log(`\nhighest rate held: ${held.rate} req/s`);
    console.log(`CPU at ${held.rate} req/s: ${formatCpuSplit(held.cpu)}`);
    console.log(`costliest statements at ${held.rate} req/s (total ms, calls, mean ms):`);
    for (const r of held.statements) console.log(`  ${r.total.toFixed(0).padStart(7)} ${String(r.calls).padStart(7)} ${r.mean.toFixed(2).padStart(7)}  ${r.query}`);
  } else {
    console.log(`\nno rate held (lowest tried ${steps[0]?.rate} req/s)`);
  }
  if (args.check) {
    const ok = Boolean(held);
    console.log(`\ncapacity check at ${args.check} req/s: ${ok ? 'PASSED' : 'FAILED'}`);
    if (!ok) exitCode = 1;
  }
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await platform?.stop().catch(() => undefined);
  await redis.dispose().catch(() => undefined);
  await s3.dispose().catch(() => undefined);
  db.dispose();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);

function stepsFrom(start, step, max) {
  const out = [];
  for (let r = start; r <= max; r += step) out.push(r);
  return out;
}

async function runStep(rate, mix, children) {
  const load = startLoad({ rate, mix });
  await sleep(WARM_UP_MS);
  await sql('SELECT pg_stat_statements_reset()');
  load.mark('step');
  const cpu = startCpuSplit(children);
  toggleProfiles(children);
  await sleep(STEP_MS);
  toggleProfiles(children);
  const split = cpu.stop();
  load.mark('after');
  const statements = await costliestStatements();
  await load.stop();
  const rows = load.results.filter((r) => r.phase === 'step');
  const summary = summarize(rows);
  const byKind = Object.fromEntries(mix.map((m) => {
    const k = summarize(rows.filter((r) => r.kind === m.kind));
    return [m.kind, { requests: k.requests, failed: k.failed, p99: Math.round(k.p99) }];
  }));
  return { rate, summary, byKind, cpu: split, statements, held: summary.failed === 0 && summary.p99 <= P99_MS };
}

/**
 * The CPU one request of each kind costs, each kind sent alone at a rate it holds easily: the platform's own
 * processes (every group of the CPU split, the bench included), less what they burn idle over the same span
 * (pollers, queue workers, health checks), so other work on the machine and the idle tax do not count.
 */
async function perKind(mix, children) {
  const idle = startCpuSplit(children);
  await sleep(STEP_MS);
  const idleSplit = idle.stop();
  const idleRate = Object.fromEntries(Object.entries(idleSplit.groups).map(([g, ms]) => [g, ms / idleSplit.wallMs]));
  const idleTotal = Object.values(idleRate).reduce((a, b) => a + b, 0);
  log(`idle platform: ${(idleTotal * 1000).toFixed(0)} ms of CPU per second (${(idleTotal * 50).toFixed(1)} % of 2 cores): ${
    Object.entries(idleRate).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([g, r]) => `${g} ${(r * 1000).toFixed(0)}`).join(', ')}`);
  log('CPU per request of each kind, alone (ms of CPU of the platform\'s processes, idle subtracted):');
  for (const m of mix) {
    const rate = m.kind === 'search' || m.kind === 'detail' ? 100 : m.kind === 'upload' ? 4 : 10;
    const load = startLoad({ rate, mix: [m] });
    await sleep(WARM_UP_MS);
    load.mark('step');
    const cpu = startCpuSplit(children);
    await sleep(STEP_MS);
    const split = cpu.stop();
    load.mark('after');
    await load.stop();
    const rows = load.results.filter((r) => r.phase === 'step');
    const s = summarize(rows);
    const perRequest = Object.fromEntries(Object.entries(split.groups)
      .map(([g, ms]) => [g, Math.max(0, ms - (idleRate[g] ?? 0) * split.wallMs) / Math.max(1, s.requests)]));
    const total = Object.values(perRequest).reduce((a, b) => a + b, 0);
    const top = Object.entries(perRequest).sort((a, b) => b[1] - a[1]).slice(0, 6)
      .map(([g, ms]) => `${g} ${ms.toFixed(1)}`).join(', ');
    log(`  ${m.kind.padEnd(7)} ${total.toFixed(1).padStart(6)} ms/request at ${rate} req/s (p99 ${s.p99.toFixed(0)} ms, ${s.failed} failed); by process: ${top}`);
    await settle(30_000, 1_000);
  }
}

/** --profile: SIGUSR2 to every platform process starts, and the next one writes, its CPU profile. */
function toggleProfiles(children) {
  if (!args.profile) return;
  for (const c of children()) if (c.pid) process.kill(c.pid, 'SIGUSR2');
}

async function costliestStatements() {
  const rows = await sql(`SELECT calls, total_exec_time AS total, mean_exec_time AS mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 120) AS query
    FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%' ORDER BY total_exec_time DESC LIMIT 8`);
  return rows.map((r) => ({ calls: Number(r.calls), total: Number(r.total), mean: Number(r.mean), query: r.query }));
}

async function sql(text) {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}
