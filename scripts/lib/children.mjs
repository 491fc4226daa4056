import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { getPriority, setPriority } from 'node:os';
import { join } from 'node:path';

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
/** A pino line of level warn or above; anything else is never echoed without verbose, so it is not parsed. */
const WARN_OR_ABOVE = /"level":[4-6]0[,}]/;

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

/** Restart policy: a crash is restarted after a growing delay; too many crashes in a window and the child is given up. */
const RESTART_POLICY = {
  firstDelayMs: 250,
  maxDelayMs: 5_000,
  /** crashes (non-zero exits or kills) within `windowMs` that make the supervisor give up on a child */
  maxCrashes: 5,
  windowMs: 60_000,
};

/**
 * A replica started again (after a crash, or in a rolling restart) gets more CPU than its busy siblings until its
 * health URL answers 200: on two busy cores its start (1.4-2.1 s of CPU loading its modules) took 4-9 s at a fair
 * share, while its siblings carried its load (bench/faults: ready within 5 s). The same idea as a startup CPU boost
 * in Kubernetes. It needs the right to raise a priority (root, or CAP_SYS_NICE); without it, nothing changes.
 */
const STARTUP_BOOST = { nice: -5, pollMs: 200, maxMs: 20_000 };

function healthy(url) {
  return new Promise((resolve) => {
    const req = get(url, { timeout: 1000 }, (res) => { res.resume(); resolve(res.statusCode === 200); });
    req.on('error', () => resolve(false));
    req.on('timeout', () => { req.destroy(); resolve(false); });
  });
}

/** Sets every thread of a process to `nice` (Linux keeps a nice value per thread); false when not allowed. */
function setProcessNice(pid, nice) {
  let tids = [pid];
  try { tids = readdirSync(`/proc/${pid}/task`).map(Number); } catch { /* not Linux, or gone: the main thread only */ }
  try {
    for (const tid of tids) setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}

/** Boosts a freshly started child until `healthUrl` answers 200 (or STARTUP_BOOST.maxMs), then puts it back. */
async function boostUntilHealthy(child, healthUrl) {
  const normal = getPriority();
  if (!setProcessNice(child.pid, Math.max(-20, normal + STARTUP_BOOST.nice))) return;
  const until = Date.now() + STARTUP_BOOST.maxMs;
  while (child.exitCode === null && child.signalCode === null && Date.now() < until && !(await healthy(healthUrl))) {
    await new Promise((r) => setTimeout(r, STARTUP_BOOST.pollMs).unref?.());
  }
  if (child.exitCode === null && child.signalCode === null) setProcessNice(child.pid, normal);
}

/**
 * Runs child processes like a small init system: each logs to <logDir>/<name>.log, warnings and errors
 * (or everything with verbose) are echoed to the console. Before `supervise()` a child that dies is
 * reported through `onUnexpectedExit` (start-up failures are fatal); after it, a child that dies is
 * started again with the same command and environment (immediately after a clean exit such as a
 * rolling restart's SIGTERM, with a growing delay after a crash) until it crashes `maxCrashes` times in
 * `windowMs`; then it is given up and `onGiveUp` names it. Only `stopAll()` stops everything.
 */
export class Children {
  constructor({ logDir, verbose = false, onUnexpectedExit, onGiveUp, onRestart, baseEnv = process.env, policy = RESTART_POLICY, report = console.error }) {
    this.report = report;
    this.baseEnv = baseEnv;
    this.logDir = logDir;
    this.verbose = verbose;
    this.onUnexpectedExit = onUnexpectedExit;
    this.onGiveUp = onGiveUp;
    this.onRestart = onRestart;
    this.policy = policy;
    /** name -> { name, spec, child, crashes: number[], restarts, gaveUp } */
    this.entries = new Map();
    this.stopping = false;
    this.supervising = false;
    mkdirSync(logDir, { recursive: true });
  }

  /** Starts a child; resolves with the first stdout line matched by `ready` (if given). */
  start(name, command, args, { env = {}, cwd, ready, readyTimeoutMs = 60_000, meta = {} } = {}) {
    const entry = { name, spec: { command, args, env, cwd, ready, readyTimeoutMs }, meta, child: null, crashes: [], restarts: 0, gaveUp: false };
    this.entries.set(name, entry);
    return this.#spawn(entry);
  }

  #spawn(entry, { boost = false } = {}) {
    const { name } = entry;
    const { command, args, env, cwd, ready, readyTimeoutMs } = entry.spec;
    const child = spawn(command, args, { cwd, env: { ...this.baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    entry.child = child;
    entry.startedAt = Date.now();
    if (boost && child.pid && entry.meta.health) void boostUntilHealthy(child, entry.meta.health);
    const log = createWriteStream(join(this.logDir, `${name}.log`), { flags: 'a' });
    // a log file that cannot be written (its folder removed, a full disk) costs the log, never the launcher
    log.on('error', (err) => this.report(`[${name}] cannot write its log file: ${err.message}`));
    let recent = '';
    const lastLines = (n) => recent.split('\n').filter(Boolean).slice(-n);
    let resolveReady;
    let rejectReady;
    const readyPromise = new Promise((res, rej) => { resolveReady = res; rejectReady = rej; });
    const timer = ready ? setTimeout(() => rejectReady(new Error(`${name} did not become ready in ${readyTimeoutMs} ms`)), readyTimeoutMs) : undefined;
    let waitingForReady = !!ready;
    const onLine = (line) => {
      if (waitingForReady) {
        const m = ready(line);
        if (m) { waitingForReady = false; clearTimeout(timer); resolveReady(m); }
      }
      const p = pretty(name, line);
      if (this.verbose || p.level >= 40) console.log(p.text);
    };
    // A busy child (nginx's access log under load) writes thousands of lines a second: the file gets whole
    // lines in chunks, and a chunk is cut into lines only when one of them may matter here.
    const onText = (text) => {
      if (!log.writableEnded) log.write(text);
      recent = (recent + text).slice(-16_384);
      if (waitingForReady || this.verbose || WARN_OR_ABOVE.test(text)) for (const line of text.split('\n')) if (line) onLine(line);
    };
    for (const stream of [child.stdout, child.stderr]) {
      // whole lines only, so stdout and stderr never split each other's lines
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const text = rest + chunk;
        const end = text.lastIndexOf('\n') + 1;
        rest = text.slice(end);
        if (end > 0) onText(text.slice(0, end));
      });
      stream.on('end', () => { if (rest) onText(`${rest}\n`); });
    }
    child.on('error', (err) => onText(`${JSON.stringify({ level: 50, msg: `cannot start: ${err.message}` })}\n`));
    child.on('exit', (code, signal) => {
      log.end();
      const tail = lastLines(30);
      clearTimeout(timer);
      rejectReady(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${tail.slice(-15).join('\n')}`));
      if (this.stopping || entry.child !== child) return;
      if (this.supervising) this.#restart(entry, code, signal, tail);
      else this.onUnexpectedExit?.(name, code, signal, tail);
    });
    if (!ready) resolveReady(true);
    readyPromise.catch(() => undefined);
    return readyPromise;
  }

  #restart(entry, code, signal, tail) {
    const now = Date.now();
    const crashed = code !== 0 || signal !== null;
    if (crashed) {
      entry.crashes = entry.crashes.filter((t) => now - t < this.policy.windowMs);
      entry.crashes.push(now);
      if (entry.crashes.length >= this.policy.maxCrashes) {
        entry.gaveUp = true;
        this.report(`[supervisor] ${entry.name} crashed ${entry.crashes.length} times within ${this.policy.windowMs / 1000} s: giving up on it. Last lines:\n${tail.slice(-10).join('\n')}`);
        this.onGiveUp?.(entry.name, tail);
        return;
      }
    }
    const delay = crashed ? Math.min(this.policy.firstDelayMs * 2 ** (entry.crashes.length - 1), this.policy.maxDelayMs) : 0;
    this.report(`[supervisor] ${entry.name} ${crashed ? `stopped (${signal ?? `exit ${code}`})` : 'exited cleanly'}; starting it again${delay ? ` in ${delay} ms` : ''}`);
    setTimeout(() => {
      if (this.stopping) return;
      entry.restarts++;
      void this.#spawn(entry, { boost: true });
      this.onRestart?.(entry.name);
    }, delay).unref?.();
  }

  /** From now on a child that dies is restarted instead of being reported as fatal. */
  supervise() {
    this.supervising = true;
  }

  /** name, pid, restarts and whatever `meta` the child was started with, for runtime.json. */
  list() {
    return [...this.entries.values()].map((e) => ({
      name: e.name,
      pid: e.child?.exitCode === null && e.child?.signalCode === null ? e.child.pid : null,
      restarts: e.restarts,
      gaveUp: e.gaveUp,
      ...e.meta,
    }));
  }

  /**
   * SIGTERM to the gateway, services and workers (children started with a `service` meta) first, and to
   * the infrastructure they use (embedded database, S3) once they are gone, so they drain against a live
   * database; SIGKILL whatever is left after the grace period.
   */
  async stopAll(graceMs = 12_000) {
    this.stopping = true;
    const entries = [...this.entries.values()].reverse();
    const stop = (list) => Promise.all(list.map((e) => e.child).filter((c) => c && c.exitCode === null && c.signalCode === null)
      .map((child) => new Promise((resolve) => {
        const t = setTimeout(() => { child.kill('SIGKILL'); resolve(); }, graceMs);
        child.once('exit', () => { clearTimeout(t); resolve(); });
        child.kill('SIGTERM');
      })));
    await stop(entries.filter((e) => e.meta.service));
    await stop(entries.filter((e) => !e.meta.service));
  }
}
