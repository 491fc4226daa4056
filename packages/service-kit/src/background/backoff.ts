export interface BackoffOptions {
  /** the delay after the first failure */
  baseMs: number;
  /** the longest delay */
  maxMs: number;
  /** spread of the delay, e.g. 0.2 for ±20 %, so that rows failed together are not retried together (default 0) */
  jitter?: number;
}

/**
 * How long to wait before the next attempt of a row that failed `attempts` times: `baseMs` doubling per
 * failure up to `maxMs`. The delay is stored with the row (its next attempt time), so retries survive
 * restarts and any replica makes them.
 */
export function backoffMs(attempts: number, { baseMs, maxMs, jitter = 0 }: BackoffOptions): number {
  const capped = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  return Math.round(capped * (1 - jitter + Math.random() * 2 * jitter));
}
