import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@rl/contracts';
import { mintIdentity } from './token.js';

const REFUSED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);
const wasRefused = (err: unknown) => REFUSED.has((err as { cause?: { code?: string } })?.cause?.code ?? '');
/** fetch failed at the connection (reset, closed by a replica that is stopping), not by a timeout of ours */
const brokeConnection = (err: unknown) => err instanceof TypeError && (err as { cause?: unknown }).cause !== undefined;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Round-robin position per replica list, shared by every client of the process. */
const cursors = new Map<string, number>();

/**
 * fetch() for service-to-service calls: each request carries a fresh service identity bound to
 * its method and path, and the caller's request id. `baseUrl` may list several replicas separated by
 * commas (as the launcher passes them): calls are spread round-robin, and a replica that refuses the
 * connection (so never saw the request) is skipped for the next one; an idempotent call whose connection
 * broke (a replica stopping) is also tried on the next one.
 */
export function serviceFetch(serviceName: string, secret: string) {
  return async (baseUrl: string, path: string, init: RequestInit & { requestId?: string; timeoutMs?: number } = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const replicas = baseUrl.split(',').map((u) => u.trim()).filter(Boolean);
    const start = cursors.get(baseUrl) ?? 0;
    cursors.set(baseUrl, (start + 1) % 1_000_000);
    let lastError: unknown;
    // an idempotent call may go once more than there are replicas: a broken kept-alive connection is retried on a fresh one
    const attempts = replicas.length + (IDEMPOTENT.has(method) ? 1 : 0);
    for (let i = 0; i < attempts; i++) {
      const base = replicas[(start + i) % replicas.length]!;
      // a fresh token per attempt: tokens are single-use
      const headers = new Headers(init.headers);
      headers.set(IDENTITY_HEADER, mintIdentity({ sub: `service:${serviceName}`, role: 'service', method, path }, secret));
      if (init.requestId) headers.set(REQUEST_ID_HEADER, init.requestId);
      if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
      try {
        return await fetch(new URL(path, base), { ...init, method, headers, signal: AbortSignal.timeout(init.timeoutMs ?? 5000) });
      } catch (err) {
        lastError = err;
        if (!wasRefused(err) && !(IDEMPOTENT.has(method) && brokeConnection(err))) throw err;
      }
    }
    throw lastError;
  };
}
