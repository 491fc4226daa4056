import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** One line of a child's output for the console: pino JSON made readable, anything else as is. */
function pretty(name, line) {
  try {
    const o = JSON.parse(line);
    if (typeof o.level === 'number') {
      const extra = o.err?.message ? ` (${o.err.message})` : o.reason ? ` (${o.reason})` : '';
      return { level: o.level, text: `[${name}] ${LEVELS[o.level] ?? o.level}: ${o.msg ?? ''}${extra}` };
    }
  } catch { /* not JSON */ }
  return { level: 30, text: `[${name}] ${line}` };
}

/**
 * Runs child processes, logs each to <logDir>/<name>.log, echoes warnings and errors (or
 * everything with verbose) to the console, and stops them all together.
 */
export class Children {
  constructor({ logDir, verbose = false, onUnexpectedExit, baseEnv = process.env }) {
    this.baseEnv = baseEnv;
    this.logDir = logDir;
    this.verbose = verbose;
    this.onUnexpectedExit = onUnexpectedExit;
    this.procs = [];
    this.stopping = false;
    mkdirSync(logDir, { recursive: true });
  }

  /** Starts a child; resolves with the first stdout line matched by `ready` (if given). */
  start(name, command, args, { env = {}, cwd, ready, readyTimeoutMs = 60_000 } = {}) {
    const child = spawn(command, args, { cwd, env: { ...this.baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = createWriteStream(join(this.logDir, `${name}.log`), { flags: 'a' });
    const tail = [];
    this.procs.push({ name, child });
    let resolveReady;
    let rejectReady;
    const readyPromise = new Promise((res, rej) => { resolveReady = res; rejectReady = rej; });
    const timer = ready ? setTimeout(() => rejectReady(new Error(`${name} did not become ready in ${readyTimeoutMs} ms`)), readyTimeoutMs) : undefined;
    const onLine = (line) => {
      log.write(`${line}\n`);
      tail.push(line);
      if (tail.length > 30) tail.shift();
      if (ready) {
        const m = ready(line);
        if (m) { clearTimeout(timer); resolveReady(m); }
      }
      const p = pretty(name, line);
      if (this.verbose || p.level >= 40) console.log(p.text);
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
    child.on('exit', (code, signal) => {
      log.end();
      clearTimeout(timer);
      rejectReady(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${tail.slice(-15).join('\n')}`));
      if (!this.stopping) this.onUnexpectedExit?.(name, code, signal, tail);
    });
    if (!ready) resolveReady(true);
    readyPromise.catch(() => undefined);
    return readyPromise;
  }

  /** SIGTERM in reverse start order, SIGKILL whatever is left after the grace period. */
  async stopAll(graceMs = 10_000) {
    this.stopping = true;
    const alive = this.procs.filter((p) => p.child.exitCode === null && p.child.signalCode === null).reverse();
    await Promise.all(alive.map(({ child }) => new Promise((resolve) => {
      const t = setTimeout(() => { child.kill('SIGKILL'); resolve(); }, graceMs);
      child.once('exit', () => { clearTimeout(t); resolve(); });
      child.kill('SIGTERM');
    })));
  }
}
