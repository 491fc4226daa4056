// Builds every workspace whose output is missing or older than its sources. `--force` rebuilds all.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WORKSPACES } from './lib/workspaces.mjs';

const STAMP = 'dist/.build-stamp';

function newestMtime(path) {
  const abs = join(ROOT, path);
  if (!existsSync(abs)) return 0;
  const st = statSync(abs);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

export function staleWorkspaces(force = false, only) {
  return WORKSPACES.filter((w) => !only || only.includes(w.dir)).filter((w) => {
    if (force) return true;
    const stamp = join(ROOT, w.dir, STAMP);
    if (!existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    return w.inputs.some((i) => newestMtime(i) > built);
  });
}

/** One build at a time per checkout: two webpack runs writing one dist/ would corrupt it. */
function withBuildLock(fn) {
  const lock = join(ROOT, '.build.lock');
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const holder = Number(readFileSync(lock, 'utf8'));
      if (!holder || !isAlive(holder)) { rmSync(lock, { force: true }); continue; }
      if (Date.now() > deadline) throw new Error(`build lock held by process ${holder} for 10 minutes`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

function isAlive(pid) {
  try { process.kill(pid, 0); return true; } catch { return false; }
}

/** `only`: the workspace dirs to consider (default all). */
export function build(opts = {}) {
  return withBuildLock(() => buildUnlocked(opts));
}

/**
 * `strict: false` (npm start): a workspace that fails to build but was built before keeps its last
 * good output, with a warning, so one broken app does not stop the platform.
 */
function buildUnlocked({ force = false, quiet = false, only, strict = true } = {}) {
  const todo = staleWorkspaces(force, only);
  if (todo.length === 0) {
    if (!quiet) console.log('build: everything is up to date');
    return;
  }
  for (const w of todo) {
    const started = Date.now();
    process.stdout.write(`build: ${w.dir} ... `);
    const r = spawnSync('npm', ['run', 'build', '--silent', '-w', w.dir], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) {
      console.log('FAILED');
      process.stderr.write(r.stdout + r.stderr);
      if (!strict && existsSync(join(ROOT, w.dir, STAMP))) {
        console.warn(`build: ${w.dir} failed; using its previous build`);
        continue;
      }
      rmSync(join(ROOT, '.build.lock'), { force: true });
      process.exit(1);
    }
    writeFileSync(join(ROOT, w.dir, STAMP), new Date().toISOString());
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) build({ force: process.argv.includes('--force') });
