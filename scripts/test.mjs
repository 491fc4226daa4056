// `npm test`: build what is missing; then typechecks, lint and every jest project (unit, service, browser) from
// one queue, two at a time; then a short capacity check of the production topology (bench/capacity --check).
// With DATABASE_URL / REDIS_URL set, service tests use those servers; without, embedded stand-ins.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import makeSeededTemplate, { removeSeededTemplate } from '../e2e/support/seeded-template.mjs';
import { platformKind, startSharedE2EPlatform } from '../e2e/support/shared-platform.mjs';
import { build } from './build.mjs';
import { ensureSystemTools } from './lib/system-tools.mjs';
import { ROOT } from './lib/workspaces.mjs';

/** Steps at a time: tsc, eslint and a jest run of one worker each keep about one core busy. */
const LANES = Math.max(1, Math.min(2, availableParallelism()));
const started = Date.now();
/**
 * req/s the capacity check must hold: about half of what the slowest machine it has run on held (bench/capacity:
 * 50-55 req/s on 28 Nov 2026, 15:30 UTC; the same code held 150 on a faster machine of the same size that morning,
 * and 60 failed CI there by 10 ms of p99). The bench prints the machine's speed beside its figures.
 */
const CAPACITY_FLOOR = 30;
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Runs a command; its output is printed whole when it ends. Answers its exit code. */
function run(title, command, args, env = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (code) => {
      console.log(`\n== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(0)} s (ended at ${elapsed()})`);
      if (out.trim()) process.stdout.write(out.endsWith('\n') ? out : `${out}\n`);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs the steps LANES at a time, each lane taking the next step of the queue when its step ends, so a long
 * step on one lane does not hold the short ones behind it. Stops starting steps at the first failure.
 */
async function runQueue(steps) {
  const queue = [...steps];
  const failed = [];
  const lane = async () => {
    while (queue.length && !failed.length) {
      const s = queue.shift();
      if ((await s.run()) !== 0) failed.push(s.title);
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return failed;
}

const jestEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim() };
const command = (title, cmd, args, env) => ({ title, run: () => run(title, cmd, args, env) });
const jest = (title, args) => command(title, 'npx', ['jest', '--ci', ...args], jestEnv);

// The demo data every browser test's platform starts from, seeded once (e2e/support/seeded-template.mjs) when a
// lane gets to it; the browser files wait for it.
let seeded;
const seedStep = {
  title: 'seeded template for the browser tests',
  run: async () => {
    const t0 = Date.now();
    seeded = makeSeededTemplate().then(() => 0, (err) => {
      console.error(`\nseeding the browser tests' template failed: ${err.stack ?? err}`);
      return 1;
    });
    const code = await seeded;
    console.log(`\n== seeded template: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(0)} s (ended at ${elapsed()})`);
    return code;
  },
};

/**
 * A browser file's rough length, for the order of the queue: about 25 s for each platform it starts (one, or one
 * per row of a `describe.each` over gateways and replica counts) plus about 2 s for each kilobyte of steps.
 */
function estimatedSeconds(source) {
  const platforms = Math.max(1, (source.match(/\[\s*'(node|nginx)',\s*\d\s*\]/g) ?? []).length);
  return platforms * 25 + source.length / 500;
}
/** About what starting a platform costs (see estimatedSeconds). */
const PLATFORM_SECONDS = 25;
/** The most a run of browser files on one shared platform should take, so the lanes share the work out. */
const SHARED_RUN_SECONDS = 200;

/** A browser file that says so in a comment never shares its platform (timing measurements, for one). */
const OWN_PLATFORM_MARK = '// npm test: a platform of its own';

/**
 * The kind of platform a browser file asks for first without options (startE2EPlatform('nginx', 2), or the first
 * row of a describe.each over gateways and replica counts), which a platform shared with other files of that
 * kind can serve (e2e/support/shared-platform.mjs); undefined for a file whose platform needs options.
 */
function sharableKind(source) {
  if (source.includes(OWN_PLATFORM_MARK)) return undefined;
  const call = source.match(/startE2EPlatform\('(node|nginx)'(?:,\s*(\d))?\)/);
  if (call) return { gateway: call[1], replicas: Number(call[2] ?? 1) };
  const row = /startE2EPlatform\(gateway, replicas\)/.test(source) && source.match(/\[\s*'(node|nginx)',\s*(\d)\s*\]/);
  return row ? { gateway: row[1], replicas: Number(row[2]) } : undefined;
}

/** The files in `count` runs of about the same length: longest first, each to the shortest run so far. */
function shareOut(files, count) {
  const runs = Array.from({ length: count }, () => ({ files: [], seconds: PLATFORM_SECONDS }));
  for (const file of [...files].sort((a, b) => b.seconds - a.seconds)) {
    const shortest = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    shortest.files.push(file.f);
    shortest.seconds += file.seconds - PLATFORM_SECONDS;
  }
  return runs;
}

/**
 * The browser files, as steps of the queue. Files that ask for the same kind of platform (gateway, replica count,
 * no options) run one after the other in one jest run on one platform the step starts and stops around it
 * (e2e/support/shared-platform.mjs), in runs of at most about SHARED_RUN_SECONDS; their other platforms (other
 * rows of a describe.each) they start themselves. A file whose platform needs options (per-address limits, extra
 * environment) is a jest run of its own with a platform of its own (ports, database and Redis of its own:
 * e2e/support/platform.ts), as is the only file of a kind. So two steps run side by side. Longest first: the long
 * ones do not end up alone at the end.
 */
function browserSteps() {
  const files = readdirSync(join(ROOT, 'e2e')).filter((f) => f.endsWith('.e2e.test.ts'))
    .map((f) => {
      const source = readFileSync(join(ROOT, 'e2e', f), 'utf8');
      return { f, seconds: estimatedSeconds(source), kind: sharableKind(source) };
    });
  const byKind = new Map();
  for (const file of files.filter((x) => x.kind)) {
    const key = platformKind(file.kind.gateway, file.kind.replicas);
    byKind.set(key, [...(byKind.get(key) ?? []), file]);
  }
  const steps = [];
  const alone = files.filter((x) => !x.kind || byKind.get(platformKind(x.kind.gateway, x.kind.replicas)).length === 1);
  for (const { f, seconds } of alone) {
    const step = jest(`browser test ${f}`, ['--runInBand', '--selectProjects', 'e2e', '--', `e2e/${f}`]);
    steps.push({ title: step.title, seconds, run: async () => ((await seeded) === 0 ? step.run() : 1) });
  }
  for (const [key, group] of byKind) {
    if (group.length === 1) continue;
    const { gateway, replicas } = group[0].kind;
    const total = PLATFORM_SECONDS + group.reduce((sum, x) => sum + x.seconds - PLATFORM_SECONDS, 0);
    for (const { files: names, seconds } of shareOut(group, Math.ceil(total / SHARED_RUN_SECONDS))) {
      names.sort();
      const title = `browser tests on one ${key} platform (${names.join(', ')})`;
      steps.push({
        title,
        seconds,
        run: async () => {
          if ((await seeded) !== 0) return 1;
          const t0 = Date.now();
          let shared;
          try {
            shared = await startSharedE2EPlatform(gateway, replicas);
          } catch (err) {
            console.error(`\n== ${title}: FAILED, the shared platform did not start: ${err.stack ?? err}`);
            return 1;
          }
          console.log(`\n== shared ${key} platform started in ${((Date.now() - t0) / 1000).toFixed(0)} s (at ${elapsed()})`);
          try {
            return await run(title, 'npx', ['jest', '--ci', '--runInBand', '--selectProjects', 'e2e',
              '--testSequencer', join(ROOT, 'e2e/support/path-order-sequencer.mjs'), '--', ...names.map((n) => `e2e/${n}`)], { ...jestEnv, ...shared.env });
          } finally {
            await shared.dispose().catch((err) => console.error(`stopping the shared ${key} platform: ${err.message}`));
          }
        },
      });
    }
  }
  return steps.sort((a, b) => b.seconds - a.seconds);
}

ensureSystemTools();
build();
console.log(`\n== typechecks, lint and tests, ${LANES} at a time (at ${elapsed()})`);
// The service tests run one file at a time (one worker): files running together would share the Redis of
// REDIS_URL's channels and keys (one file's listing change drops another's caches). The node project is the
// longest step, so it goes first; the rest fill the other lane around it.
let failed;
try {
  failed = await runQueue([
    jest('jest node project (services, gateway, packages, scripts)', ['--maxWorkers=1', '--selectProjects', 'node']),
    command('typecheck (node)', 'npx', ['tsc', '-p', 'tsconfig.json']),
    command('lint', 'npx', ['eslint', '--max-warnings=0', '.']),
    ...['packages/web-kit', 'shell', 'mfe-buyer', 'mfe-seller', 'mfe-admin'].map((app) => command(`typecheck (${app})`, 'npx', ['tsc', '-p', `${app}/tsconfig.json`])),
    jest('jest web project (shell, remotes, web-kit)', ['--maxWorkers=1', '--selectProjects', 'web']),
    seedStep,
    ...browserSteps(),
  ]);
} finally {
  await removeSeededTemplate().catch((err) => console.error(`removing the seeded template: ${err.message}`));
}
if (failed.length) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
capacityCheck();
console.log(`\nall tests passed in ${elapsed()}`);

/**
 * The drill's mix at CAPACITY_FLOOR req/s on the production topology (nginx, two replicas, a PostgreSQL, Redis
 * and S3 of its own): fails when it no longer holds p99 <= 250 ms with 0 failures. The floor is about half of
 * what the slowest two-core machine held (bench/capacity/README.md), so a noisy machine passes and a halving fails.
 * Needs PostgreSQL's server binaries and redis-server; a machine without them is told so and the check is left out.
 */
function capacityCheck() {
  const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  const redis = spawnSync('redis-server', ['--version']);
  if (!existsSync(`${pgBin}/pg_ctl`) || redis.status !== 0) {
    console.log(`\n== capacity check left out: it needs PostgreSQL 15's server binaries (${pgBin}, or PG_BIN) and redis-server`);
    return;
  }
  console.log(`\n== capacity check (${CAPACITY_FLOOR} req/s) (at ${elapsed()})`);
  const r = spawnSync(process.execPath, ['bench/capacity/run.mjs', '--check', String(CAPACITY_FLOOR), '--step-seconds', '15'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('\ncapacity check failed');
    process.exit(r.status ?? 1);
  }
}
