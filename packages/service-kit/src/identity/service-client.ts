import { Agent, request } from 'undici';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@rl/contracts';
import { mintIdentity } from './token.js';

const REFUSED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);
/** the connection broke under the request (reset, closed by a replica that is stopping), not a timeout of ours */
const BROKEN = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Round-robin position per replica list, shared by every client of the process. */
const cursors = new Map<string, number>();

/** Kept-alive connections to the other services, shared by every client of the process. */
const agent = new Agent({ keepAliveTimeout: 10_000, connections: 64 });

/** What a service call answers: the parts of a fetch `Response` that callers read. */
export interface ServiceResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
  /** throws the body away (an answer the caller does not read still has to be drained to free the connection) */
  discard(): Promise<void>;
}

export interface ServiceCallInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requestId?: string;
  timeoutMs?: number;
}

/**
 * An error of the call itself, shaped as fetch's: a TypeError "fetch failed" whose `cause` carries the socket's
 * code, so callers name ECONNREFUSED and the like as before. An abort of ours (the timeout) stays a TimeoutError.
 */
function asFetchError(err: unknown): unknown {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return err;
  return new TypeError('fetch failed', { cause: err });
}

const codeOf = (err: unknown) => ((err as { cause?: { code?: string } })?.cause?.code ?? '');

/**
 * Calls another service. Each request carries a fresh service identity bound to its method and path, and the
 * caller's request id. `baseUrl` may list several replicas separated by commas (as the launcher passes them):
 * calls are spread round-robin, and a replica that refuses the connection (so never saw the request) is skipped
 * for the next one; an idempotent call whose connection broke (a replica stopping) is also tried on the next one.
 *
 * undici's `request()` rather than `fetch()`: the WHATWG layer (streams, Headers, Response objects) cost about a
 * millisecond of CPU per call on both cores' budget, and a listing's creation makes several calls (bench/capacity).
 */
export function serviceFetch(serviceName: string, secret: string) {
  return async (baseUrl: string, path: string, init: ServiceCallInit = {}): Promise<ServiceResponse> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const replicas = baseUrl.split(',').map((u) => u.trim()).filter(Boolean);
    const start = cursors.get(baseUrl) ?? 0;
    cursors.set(baseUrl, (start + 1) % 1_000_000);
    let lastError: unknown;
    // an idempotent call may go once more than there are replicas: a broken kept-alive connection is retried on a fresh one
    const attempts = replicas.length + (IDEMPOTENT.has(method) ? 1 : 0);
    for (let i = 0; i < attempts; i++) {
      const base = replicas[(start + i) % replicas.length]!;
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(init.headers ?? {})) headers[k.toLowerCase()] = v;
      // a fresh token per attempt: tokens are single-use
      headers[IDENTITY_HEADER.toLowerCase()] = mintIdentity({ sub: `service:${serviceName}`, role: 'service', method, path }, secret);
      if (init.requestId) headers[REQUEST_ID_HEADER.toLowerCase()] = init.requestId;
      if (init.body && !headers['content-type']) headers['content-type'] = 'application/json';
      try {
        const res = await request(new URL(path, base), {
          method: method as 'GET', headers, body: init.body, dispatcher: agent, signal: AbortSignal.timeout(init.timeoutMs ?? 5000),
        }).catch((err: unknown) => { throw asFetchError(err); });
        const resHeaders = res.headers;
        return {
          status: res.statusCode,
          ok: res.statusCode >= 200 && res.statusCode < 300,
          headers: {
            get: (name) => {
              const v = resHeaders[name.toLowerCase()];
              return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
            },
          },
          json: () => res.body.json(),
          text: () => res.body.text(),
          discard: () => res.body.dump(),
        };
      } catch (err) {
        lastError = err;
        const code = codeOf(err);
        if (!REFUSED.has(code) && !(IDEMPOTENT.has(method) && BROKEN.has(code))) throw err;
      }
    }
    throw lastError;
  };
}
