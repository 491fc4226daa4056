import { waitForHttp } from './ports.mjs';

// One replica at a time: SIGTERM (it drains and exits), wait for the supervisor to start it again and
// for the new process to answer ready, let the gateway notice it, then the next one.

// nginx skips a replica that refused a connection for UPSTREAM_HEALTH.failTimeoutSeconds (2 s) even after
// it is back: the next replica may only go down once the gateway uses this one again
const SETTLE_MS = 3_000;
const TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what, check) {
  const end = Date.now() + TIMEOUT_MS;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Replaces one supervised child: `signal` to its pid, then waits for a new pid and (when it has a port)
 * for readiness. `listChildren()` returns the supervisor's current view (children.list() or runtime.json).
 * Resolves with the milliseconds from the signal until the new process was ready.
 */
export async function replaceChild(name, listChildren, signal = 'SIGTERM') {
  const current = listChildren().find((c) => c.name === name);
  if (!current?.pid) throw new Error(`${name} is not running`);
  const t0 = Date.now();
  process.kill(current.pid, signal);
  await until(`${name} to stop`, () => !isAlive(current.pid));
  await until(`${name} to be started again`, () => {
    const now = listChildren().find((c) => c.name === name);
    return Boolean(now?.pid && now.pid !== current.pid);
  });
  if (current.health) await waitForHttp(current.health, { timeoutMs: TIMEOUT_MS });
  else await sleep(1000); // workers have no port: give the new one a moment to connect to the queue
  return Date.now() - t0;
}

/** Every service replica and worker (not the gateway or infrastructure), one at a time. */
export async function rollingRestart(listChildren, { log = console.log, settleMs = SETTLE_MS } = {}) {
  const targets = listChildren().filter((c) => c.service && c.service !== 'gateway');
  for (const t of targets) {
    if (!t.pid) {
      log(`${t.name}: not running, skipped`);
      continue;
    }
    const ms = await replaceChild(t.name, listChildren);
    log(`${t.name.padEnd(22)} restarted in ${(ms / 1000).toFixed(1)} s`);
    await sleep(settleMs);
  }
  return targets.length;
}
