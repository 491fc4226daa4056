import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@rl/contracts';
import { mintIdentity } from './token.js';

/**
 * fetch() for service-to-service calls: each request carries a fresh service identity bound to
 * its method and path, and the caller's request id.
 */
export function serviceFetch(serviceName: string, secret: string) {
  return async (baseUrl: string, path: string, init: RequestInit & { requestId?: string; timeoutMs?: number } = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    headers.set(IDENTITY_HEADER, mintIdentity({ sub: `service:${serviceName}`, role: 'service', method, path }, secret));
    if (init.requestId) headers.set(REQUEST_ID_HEADER, init.requestId);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return fetch(new URL(path, baseUrl), { ...init, method, headers, signal: AbortSignal.timeout(init.timeoutMs ?? 5000) });
  };
}
