// Waiting for a quiet machine: the demo seed leaves background work behind (photo variants, price guidance,
// VIN decodes). The benchmarks measure after it, and the browser tests' seeded template is taken after it.
import { cpus } from 'node:os';

/** Share of the machine's CPU time that was busy over the next `ms`. */
export async function busyShare(ms) {
  const total = () => cpus().reduce((acc, c) => {
    const t = c.times;
    acc.busy += t.user + t.nice + t.sys + t.irq;
    acc.all += t.user + t.nice + t.sys + t.irq + t.idle;
    return acc;
  }, { busy: 0, all: 0 });
  const a = total();
  await new Promise((r) => setTimeout(r, ms));
  const b = total();
  return (b.busy - a.busy) / Math.max(1, b.all - a.all);
}

/** Waits (at most `limitMs`) until the machine's CPU is under 15 % busy over `windowMs`. */
export async function settle(limitMs, windowMs) {
  const start = Date.now();
  let busy = 1;
  while (Date.now() - start < limitMs && (busy = await busyShare(windowMs)) > 0.15) { /* still busy */ }
  return { ms: Date.now() - start, busy };
}
