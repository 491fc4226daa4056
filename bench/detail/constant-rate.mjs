// Open-loop load at a constant arrival rate, the way visitors arrive: request k is due at start + k/rate
// whatever happened to the requests before it, and its latency counts from that due time. A pause of the
// server (or of this client) therefore delays every request due meanwhile, as it would delay real visitors.
//
// autocannon's fixed-rate mode (`overallRate`, 9.0) measures something else: each connection sends its
// share of a second's requests as fast as it can and then waits for the next second (a burst at the start
// of every second), and it adds (latency - 1) made-up samples for every answer slower than 1 ms (its
// coordinated-omission correction takes 1/rate in seconds for an interval in milliseconds). Its fixed-rate
// p99 came out higher than its full-speed p99 on the same platform (bench/detail/README.md).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Pool } from 'undici';

/**
 * Sends `rate` GET requests a second for `seconds` (after `warmUpSeconds` unmeasured), cycling through
 * `paths`, over a pool of `connections` kept-alive connections (a request due while all are busy waits in
 * the pool, and that wait counts).
 * Runs in a worker thread of its own: the bench's main thread also carries the platform's log output, and
 * its pauses must not be counted against the server.
 * Returns the achieved rate, latency percentiles in ms, the answers by status, the failures and, for each
 * answered request, [due time (epoch ms), latency (ms)].
 */
export function constantRate(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the load worker exited with code ${code}`)));
  });
}

/** The q-quantile of an ascending list (NaN when empty). */
export const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

if (!isMainThread) parentPort.postMessage(await measure(workerData));

async function measure({ base, rate, seconds, connections, paths, warmUpSeconds = 2 }) {
  const pool = new Pool(base, { connections });
  try {
    // the same pool first runs at the same rate unmeasured: connections opened, this thread's code compiled
    await schedule(pool, rate, warmUpSeconds, paths);
    return await schedule(pool, rate, seconds, paths);
  } finally {
    await pool.close();
  }
}

async function schedule(pool, rate, seconds, paths) {
  const total = Math.round(rate * seconds);
  const gap = 1000 / rate;
  const samples = []; // [due (epoch ms), latency] of every 200
  const statuses = {};
  let failures = 0;
  let finished = 0;
  let sent = 0;
  const start = performance.now() + 20;
  await new Promise((resolve) => {
    const done = () => { if (++finished === total) resolve(); };
    // dispatch with a handler, not request(): no body stream and no promise per request, so this client takes
    // a fraction of the CPU the platform it measures shares with it
    const send = (k) => {
      const due = start + k * gap;
      let status = 0;
      pool.dispatch({ method: 'GET', path: paths[k % paths.length] }, {
        onRequestStart() {},
        onResponseStart(_controller, statusCode) { status = statusCode; },
        onResponseData() {},
        onResponseEnd() {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 200) samples.push([performance.timeOrigin + due, performance.now() - due]);
          else failures++;
          done();
        },
        onResponseError() { failures++; done(); },
      });
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * gap <= now) send(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * gap - performance.now()));
    };
    setTimeout(tick, 20);
  });
  const elapsed = (performance.now() - start) / 1000;
  const sorted = samples.map(([, latency]) => latency).sort((a, b) => a - b);
  return { rps: total / elapsed, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN, statuses, failures, samples };
}
