import { UPSTREAM_HEALTH } from './routing-table.js';

/** Errors that mean the replica never got the request (or is gone): the next replica may take it. */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ETIMEDOUT', 'UND_ERR_SOCKET']);

export const isConnectionError = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return CONNECTION_ERRORS.has(e?.code ?? '') || CONNECTION_ERRORS.has(e?.cause?.code ?? '');
};

/** Methods that may be sent twice without changing the outcome (nginx's idempotent set). */
export const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * The replicas of one upstream, balanced round-robin like nginx's upstream block: a replica that fails
 * at the connection level is skipped for `failTimeoutSeconds` (unless every replica is down, then all
 * are tried again).
 */
export class ReplicaSet {
  private next = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(readonly urls: readonly string[], private readonly failTimeoutMs = UPSTREAM_HEALTH.failTimeoutSeconds * 1000) {
    if (urls.length === 0) throw new Error('an upstream needs at least one replica URL');
  }

  /** The next replica to try, skipping `exclude` (already tried) and replicas marked down. */
  pick(exclude: readonly string[] = []): string | undefined {
    const now = Date.now();
    const candidates = this.urls.filter((u) => !exclude.includes(u));
    if (candidates.length === 0) return undefined;
    const healthy = candidates.filter((u) => (this.downUntil.get(u) ?? 0) <= now);
    const pool = healthy.length > 0 ? healthy : candidates;
    const url = pool[this.next % pool.length]!;
    this.next = (this.next + 1) % 1_000_000;
    return url;
  }

  markDown(url: string): void {
    if (this.urls.length > 1) this.downUntil.set(url, Date.now() + this.failTimeoutMs);
  }
}
