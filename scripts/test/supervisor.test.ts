import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { jest } from '@jest/globals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Children } from '../lib/children.mjs';

// The launcher's supervisor: a child that dies is started again; one that keeps crashing is given up
// (and named); only stopAll() ends them.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return;
    await sleep(20);
  }
  throw new Error('condition not met in time');
}

describe('launcher supervisor', () => {
  let dir: string;
  let children: Children;
  const gaveUp: string[] = [];
  const fatal: string[] = [];
  const reports: string[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rl-supervisor-'));
    gaveUp.length = 0;
    fatal.length = 0;
    children = new Children({
      logDir: dir,
      onUnexpectedExit: (name: string) => fatal.push(name),
      onGiveUp: (name: string) => gaveUp.push(name),
      policy: { firstDelayMs: 20, maxDelayMs: 100, maxCrashes: 3, windowMs: 10_000 },
      report: (line: string) => reports.push(line),
    });
  });
  afterEach(async () => {
    await children.stopAll(2000);
    rmSync(dir, { recursive: true, force: true });
  });

  const pidOf = (name: string) => children.list().find((c) => c.name === name)?.pid ?? null;
  const forever = ['-e', 'console.log("up"); setInterval(() => {}, 1000)'];

  it("writes every line of a child's stdout and stderr whole to its log file and echoes only warnings and errors", async () => {
    const echoed: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => { echoed.push(line); });
    try {
      // a burst of lines in pieces, on both streams, then a pino warning and a pino info line
      const script = [
        'const out = (s) => process.stdout.write(s); const err = (s) => process.stderr.write(s);',
        'out("up\\n"); for (let i = 0; i < 2000; i++) { out(JSON.stringify({ level: 30, i }).slice(0, 5)); out(JSON.stringify({ level: 30, i }).slice(5) + "\\n"); err("e" + i + "\\n"); }',
        'out(JSON.stringify({ level: 40, msg: "disk nearly full" }) + "\\n"); out(JSON.stringify({ level: 30, msg: "routine" }) + "\\n");',
        'setInterval(() => {}, 1000);',
      ].join('\n');
      await children.start('chatty', process.execPath, ['-e', script], { ready: (l: string) => l === 'up' });
      const file = join(dir, 'chatty.log');
      // stdout and stderr reach the launcher as two streams: wait for the last line of each
      const written = () => (existsSync(file) ? readFileSync(file, 'utf8') : '');
      await until(() => written().includes('"routine"') && written().includes('\ne1999\n'), 15_000);
      const lines = written().trimEnd().split('\n');
      expect(lines).toHaveLength(1 + 2000 * 2 + 2);
      for (let i = 0; i < 2000; i++) expect(lines).toContain(JSON.stringify({ level: 30, i }));
      for (let i = 0; i < 2000; i++) expect(lines).toContain(`e${i}`);
      expect(echoed).toEqual(['[chatty] warn: disk nearly full']);
    } finally {
      log.mockRestore();
    }
  });

  it('before supervise(), a child that dies is reported as fatal (start-up failures stop the launch)', async () => {
    await children.start('svc', process.execPath, forever, { ready: (l: string) => l === 'up' });
    process.kill(pidOf('svc')!, 'SIGKILL');
    await until(() => fatal.includes('svc'));
    expect(pidOf('svc')).toBeNull();
  });

  it('restarts a child killed with SIGKILL, with a new pid, and counts the restart', async () => {
    await children.start('svc', process.execPath, forever, { ready: (l: string) => l === 'up', meta: { port: 1234 } });
    children.supervise();
    const first = pidOf('svc')!;
    process.kill(first, 'SIGKILL');
    await until(() => Boolean(pidOf('svc')) && pidOf('svc') !== first);
    expect(alive(pidOf('svc')!)).toBe(true);
    expect(children.list()[0]).toMatchObject({ name: 'svc', restarts: 1, gaveUp: false, port: 1234 });
    expect(fatal).toEqual([]);
  });

  it('restarts a child that exits cleanly (a rolling restart) at once, without counting a crash', async () => {
    // the child leaves a file named after its pid once its SIGTERM handler is installed (a process started on a
    // busy machine may take seconds to get there; a SIGTERM before it would be a crash, not a clean exit)
    const drains = ['-e', 'process.on("SIGTERM", () => process.exit(0)); require("fs").writeFileSync(process.argv[1] + "/" + process.pid, ""); console.log("up"); setInterval(() => {}, 1000)', dir];
    const handlerInstalled = (pid: number | null | undefined) => Boolean(pid) && existsSync(join(dir, String(pid)));
    await children.start('svc', process.execPath, drains, { ready: (l: string) => l === 'up' });
    children.supervise();
    // more clean exits than maxCrashes (3): none of them counts
    for (let i = 0; i < 5; i++) {
      const pid = pidOf('svc')!;
      process.kill(pid, 'SIGTERM');
      await until(() => Boolean(pidOf('svc')) && pidOf('svc') !== pid && handlerInstalled(pidOf('svc')), 30_000);
    }
    expect(gaveUp).toEqual([]);
    expect(children.list()[0]).toMatchObject({ restarts: 5, gaveUp: false });
  });

  it('gives up on a child that crashes repeatedly within the window, and names it', async () => {
    await children.start('ok', process.execPath, forever, { ready: (l: string) => l === 'up' });
    await children.start('crashy', process.execPath, ['-e', 'console.log("up"); setTimeout(() => process.exit(3), 30)'], { ready: (l: string) => l === 'up' });
    children.supervise();
    await until(() => gaveUp.includes('crashy'));
    expect(reports.some((l) => /crashy crashed 3 times .* giving up on it/.test(l))).toBe(true);
    const crashy = children.list().find((c) => c.name === 'crashy');
    expect(crashy).toMatchObject({ gaveUp: true, pid: null });
    // the others keep running
    expect(alive(pidOf('ok')!)).toBe(true);
  });

  it('stopAll() stops every child and restarts none', async () => {
    await children.start('a', process.execPath, forever, { ready: (l: string) => l === 'up' });
    await children.start('b', process.execPath, forever, { ready: (l: string) => l === 'up' });
    children.supervise();
    const pids = [pidOf('a')!, pidOf('b')!];
    await children.stopAll(2000);
    await sleep(200);
    expect(pids.map(alive)).toEqual([false, false]);
    expect(children.list().map((c) => c.pid)).toEqual([null, null]);
  });
});
