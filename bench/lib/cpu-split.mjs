// CPU time per process group, read from /proc: each platform child with its descendants (nginx's workers
// belong to the gateway), the bench's own PostgreSQL backends, Redis, the S3 stand-in and the bench itself
// (load generator and launcher). Linux only.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function readProcs() {
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // comm may hold spaces and parentheses: the fields after it follow the last ')'
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const f = stat.slice(close + 2).split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      procs.set(Number(entry), { ppid: Number(f[1]), comm, cmdline, ms: (Number(f[11]) + Number(f[12])) * TICK_MS });
    } catch { /* ended meanwhile */ }
  }
  return procs;
}

function totalMachineMs() {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + cpu[4];
  return { busy: (cpu.reduce((a, b) => a + b, 0) - idle) * TICK_MS };
}

/** The group a process belongs to: the nearest ancestor that is a platform child, else by what it runs. */
function groupOf(pid, procs, childNames) {
  for (let p = pid, hops = 0; p > 1 && hops < 20; hops++) {
    if (childNames.has(p)) return childNames.get(p);
    if (p === process.pid) break;
    const info = procs.get(p);
    if (!info) break;
    if (info.comm === 'postgres' || info.cmdline.startsWith('postgres')) return 'postgres';
    if (info.comm.startsWith('redis-server')) return 'redis';
    if (info.cmdline.includes('embedded/s3.mjs')) return 's3';
    p = info.ppid;
  }
  return pid === process.pid ? 'bench (load and launcher)' : null;
}

/**
 * Starts a measurement; `children()` lists the platform's children ({ name, pid }). `stop()` answers the
 * CPU milliseconds per group over the interval, the machine's busy milliseconds and the wall time.
 */
export function startCpuSplit(children) {
  const t0 = performance.now();
  const before = readProcs();
  const machine0 = totalMachineMs();
  return {
    stop() {
      const wallMs = performance.now() - t0;
      const after = readProcs();
      const machine1 = totalMachineMs();
      const names = new Map(children().filter((c) => c.pid).map((c) => [c.pid, c.name.replace(/-\d+$/, '')]));
      const groups = {};
      for (const [pid, info] of after) {
        const group = groupOf(pid, after, names);
        if (!group) continue;
        const used = info.ms - (before.get(pid)?.ms ?? 0);
        if (used > 0) groups[group] = (groups[group] ?? 0) + used;
      }
      return { wallMs, machineBusyMs: machine1.busy - machine0.busy, groups };
    },
  };
}

/** "listings 41% · postgres 22% · ..." of the machine's two cores, largest first. */
export function formatCpuSplit({ wallMs, machineBusyMs, groups }, cores = 2) {
  const pct = (ms) => `${((100 * ms) / (wallMs * cores)).toFixed(0)}%`;
  const parts = Object.entries(groups).sort((a, b) => b[1] - a[1]).map(([g, ms]) => `${g} ${pct(ms)}`);
  return `machine busy ${pct(machineBusyMs)} of ${cores} cores: ${parts.join(' · ')}`;
}
