// When kdamond ran. kdamond is the kernel thread of DAMON, the kernel's data-access monitor; the virtual
// machines this bench runs on use it to find cold memory to give back to their host. It wakes every ~0.5 s
// and then runs 20-45 ms on one of the two cores, and on a kernel without preemption (PREEMPT_NONE) whatever
// was queued on that core waits for it. The bench reports how the requests in flight during those runs fared
// beside the others, so that a slow phase can be told apart from a slow platform.
import { readdirSync, readFileSync } from 'node:fs';
import { percentile } from './constant-rate.mjs';

const SAMPLE_MS = 5;
/** runs of kdamond closer than this are one burst */
const JOIN_MS = 20;

/** The pids of kdamond threads on this machine (none where DAMON is off or /proc is missing). */
function kdamondPids() {
  try {
    return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((d) => {
      try { return readFileSync(`/proc/${d}/comm`, 'utf8').startsWith('kdamond'); } catch { return false; }
    });
  } catch {
    return [];
  }
}

/** CPU time (ns) the thread has run, from /proc/<pid>/schedstat. */
const ranNs = (pid) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);

/**
 * Samples kdamond's CPU time every 5 ms until stop(); stop() returns the bursts in which it ran, as
 * [start, end] in epoch milliseconds (performance.timeOrigin + now).
 * `available` is false where there is no kdamond to watch.
 */
export function watchKdamond() {
  const pids = kdamondPids();
  if (!pids.length) return { available: false, stop: () => ({ bursts: [] }) };
  const total = () => pids.reduce((sum, pid) => { try { return sum + ranNs(pid); } catch { return sum; } }, 0);
  let last = total();
  let lastAt = performance.timeOrigin + performance.now();
  const bursts = [];
  const timer = setInterval(() => {
    const now = performance.timeOrigin + performance.now();
    const ran = total();
    // it ran since the last sample: somewhere in (lastAt, now]
    if (ran - last > 0.2e6) {
      const open = bursts.at(-1);
      if (open && lastAt - open[1] <= JOIN_MS) open[1] = now;
      else bursts.push([lastAt, now]);
    }
    last = ran;
    lastAt = now;
  }, SAMPLE_MS);
  return {
    available: true,
    stop: () => {
      clearInterval(timer);
      return { bursts };
    },
  };
}

/**
 * Splits requests ([due, latency] pairs, epoch ms) into those in flight during a burst and the others,
 * with the p99 of each.
 */
export function splitByBursts(samples, bursts) {
  const during = [];
  const outside = [];
  let b = 0;
  const sorted = [...samples].sort((x, y) => x[0] - y[0]);
  for (const [due, latency] of sorted) {
    while (b < bursts.length && bursts[b][1] < due) b++;
    // bursts are ordered and short: the one that may overlap [due, due + latency] is the next one
    const hit = b < bursts.length && bursts[b][0] <= due + latency;
    (hit ? during : outside).push(latency);
  }
  const p99 = (list) => percentile(list.sort((x, y) => x - y), 0.99);
  return { during: { count: during.length, p99: p99(during) }, outside: { count: outside.length, p99: p99(outside) } };
}
