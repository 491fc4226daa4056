import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import {
  IDENTITY_HEADER, ORIGINAL_METHOD_HEADER, ORIGINAL_URI_HEADER, REQUEST_ID_HEADER, INTERNAL_API,
} from '@rl/contracts';
import { isConnectionError, ReplicaSet } from './replicas.js';
import { TIMEOUTS, UPSTREAM_HEALTH } from './routing-table.js';

export type IdentityResult =
  | { kind: 'ok'; identity?: string }
  /** auth refused the request outright (401/403): passed on to the client */
  | { kind: 'denied'; status: 401 | 403 }
  /** auth down, slow or answering 5xx */
  | { kind: 'unavailable'; reason: string };

export interface IdentityClient {
  ask(req: IncomingMessage, ctx: { requestId: string; forwardedProto: string; forwardedFor: string }): Promise<IdentityResult>;
  close(): void;
}

/**
 * The identity sub-request: `GET <AUTH_URL>/internal/identity` carrying the caller's cookie, balanced over
 * auth's replicas; a replica that cannot be reached is skipped and the next one asked (the sub-request
 * has no body and changes nothing, so asking twice is safe).
 */
export function createIdentityClient(authUrls: readonly string[]): IdentityClient {
  const replicas = new ReplicaSet(authUrls);
  const mod = new URL(authUrls[0]!).protocol === 'https:' ? https : http;
  // idle sockets close after 60 s, before auth's 75 s keep-alive timeout, so none is reused half-closed
  const agent = new mod.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: TIMEOUTS.keepaliveConnections, timeout: 60_000 });

  const ask: IdentityClient['ask'] = async (req, ctx) => {
    const tried: string[] = [];
    for (;;) {
      const base = replicas.pick(tried)!;
      tried.push(base);
      const answer = await askOne(new URL(INTERNAL_API.auth.identity, `${base}/`), req, ctx);
      if (answer.kind !== 'unreachable') return answer;
      replicas.markDown(base);
      if (tried.length >= UPSTREAM_HEALTH.tries || !replicas.pick(tried)) return { kind: 'unavailable', reason: answer.reason };
    }
  };

  const askOne = (url: URL, req: IncomingMessage, ctx: { requestId: string; forwardedProto: string; forwardedFor: string }) =>
    new Promise<IdentityResult | { kind: 'unreachable'; reason: string }>((resolve) => {
      let settled = false;
      const done = (r: IdentityResult | { kind: 'unreachable'; reason: string }) => {
        if (!settled) {
          settled = true;
          resolve(r);
        }
      };
      const headers: Record<string, string> = {
        [ORIGINAL_METHOD_HEADER]: req.method ?? 'GET',
        [ORIGINAL_URI_HEADER]: req.url ?? '/',
        [REQUEST_ID_HEADER]: ctx.requestId,
        'x-forwarded-proto': ctx.forwardedProto,
        'x-forwarded-for': ctx.forwardedFor,
      };
      if (typeof req.headers.cookie === 'string') headers.cookie = req.headers.cookie;
      if (typeof req.headers.host === 'string') headers['x-forwarded-host'] = req.headers.host;

      const sub = mod.request(url, { method: 'GET', agent, headers });
      const connectTimer = setTimeout(() => sub.destroy(new Error('identity connect timeout')), TIMEOUTS.identityConnect * 1000);
      sub.setTimeout(TIMEOUTS.identityRead * 1000, () => sub.destroy(new Error('identity timeout')));
      sub.on('socket', (s) => {
        if (!s.connecting) clearTimeout(connectTimer);
        else s.once('connect', () => clearTimeout(connectTimer));
      });
      sub.on('error', (err) => {
        clearTimeout(connectTimer);
        done(isConnectionError(err) || err.message === 'identity connect timeout'
          ? { kind: 'unreachable', reason: err.message }
          : { kind: 'unavailable', reason: err.message });
      });
      sub.on('response', (res) => {
        clearTimeout(connectTimer);
        res.resume();
        const status = res.statusCode ?? 0;
        if (status === 401 || status === 403) return done({ kind: 'denied', status });
        if (status < 200 || status >= 300) return done({ kind: 'unavailable', reason: `auth answered ${status}` });
        const value = res.headers[IDENTITY_HEADER];
        const identity = typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
        done({ kind: 'ok', identity });
      });
      sub.end();
    });

  return { ask, close: () => agent.destroy() };
}
