// `npm run restart:rolling`: restarts every service replica and enrichment worker of the running
// platform, one at a time. Each gets SIGTERM (it drains and exits), the launcher's supervisor starts it
// again, and the next one waits until the new process answers ready. With REPLICAS >= 2 the gateway
// always has a ready replica of each service, so no request fails.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './lib/workspaces.mjs';

const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
const runtimeFile = join(dataDir, 'runtime.json');
const TIMEOUT_MS = 60_000;
// nginx skips a replica that refused a connection for UPSTREAM_HEALTH.failTimeoutSeconds (2 s) even after
// it is back: the next replica may only go down once the gateway uses this one again
const SETTLE_MS = 3_000;

const readRuntime = () => JSON.parse(readFileSync(runtimeFile, 'utf8'));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(what, check) {
  const end = Date.now() + TIMEOUT_MS;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function ready(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

if (!existsSync(runtimeFile) || !alive(readRuntime().pid)) {
  console.error(`No running platform found (${runtimeFile}). Start it with npm start first.`);
  process.exit(1);
}
const runtime = readRuntime();
if ((runtime.replicas ?? 1) < 2) console.warn('REPLICAS is 1: each service is down while its only replica restarts.');

const targets = runtime.children.filter((c) => c.service && c.service !== 'gateway');
const started = Date.now();
for (const target of targets) {
  const t0 = Date.now();
  const current = readRuntime().children.find((c) => c.name === target.name);
  if (!current?.pid) {
    console.warn(`${target.name}: not running, skipped`);
    continue;
  }
  process.kill(current.pid, 'SIGTERM');
  await until(`${target.name} to stop`, () => !alive(current.pid));
  await until(`${target.name} to be started again`, () => {
    const now = readRuntime().children.find((c) => c.name === target.name);
    return Boolean(now?.pid && now.pid !== current.pid);
  });
  if (target.health) await until(`${target.name} to be ready`, () => ready(target.health));
  else await sleep(1000); // workers have no port: give the new one a moment to connect to the queue
  console.log(`${target.name.padEnd(22)} restarted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await sleep(SETTLE_MS);
}
console.log(`Rolling restart of ${targets.length} processes done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
