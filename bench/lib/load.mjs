// Open-loop load at a fixed rate (requests start on schedule whether or not earlier ones finished, so a
// stall shows as latency and timeouts instead of silently lowering the rate). Every request is recorded.

const TIMEOUT_MS = 10_000;

/** Sends one request; never throws: a network error or timeout is recorded as status 0 with a reason. */
async function timed(kind, idempotent, send) {
  const t0 = performance.now();
  try {
    const res = await send(AbortSignal.timeout(TIMEOUT_MS));
    const text = await res.text();
    return { kind, idempotent, status: res.status, ms: performance.now() - t0, at: Date.now(), body: res.status < 300 ? text : text.slice(0, 200) };
  } catch (err) {
    const reason = err.name === 'TimeoutError' ? 'timeout' : err.cause?.code ?? err.message;
    return { kind, idempotent, status: 0, reason, ms: performance.now() - t0, at: Date.now() };
  }
}

/**
 * Runs the mix at `rate` requests/second until stop() is called. `mix` is [{ kind, weight, idempotent, send }].
 * Results accumulate in `results`; `mark(label)` tags the following results with a phase name.
 */
export function startLoad({ rate, mix }) {
  const results = [];
  const pending = new Set();
  let phase = 'warm-up';
  let n = 0;
  const total = mix.reduce((s, m) => s + m.weight, 0);
  const pick = () => {
    let r = ((n++ * 7919) % 1000) / 1000 * total; // deterministic spread over the mix
    for (const m of mix) {
      if ((r -= m.weight) < 0) return m;
    }
    return mix[mix.length - 1];
  };
  const started = performance.now();
  let sent = 0;
  const timer = setInterval(() => {
    // catch up to the schedule (timers on a busy machine fire late)
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const m = pick();
      const p = timed(m.kind, m.idempotent, m.send).then((r) => {
        r.phase = label;
        results.push(r);
        pending.delete(p);
      });
      const label = phase;
      pending.add(p);
    }
  }, 5);
  return {
    results,
    mark(label) { phase = label; },
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

/** Figures of one phase's results. */
export function summarize(rows) {
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  const failed = rows.filter((r) => r.status === 0 || r.status >= 500 || r.status === 429);
  return {
    requests: rows.length,
    failed: failed.length,
    failedPct: rows.length ? (100 * failed.length) / rows.length : 0,
    failedIdempotent: failed.filter((r) => r.idempotent).length,
    s500: rows.filter((r) => r.status >= 500 && r.status !== 503 && r.status !== 504).length,
    s503: rows.filter((r) => r.status === 503).length,
    timeouts: rows.filter((r) => r.status === 0).length,
    p50: pct(ms, 50),
    p99: pct(ms, 99),
  };
}
