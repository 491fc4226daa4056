import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware, type Options, type Plugin, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { bodyLimitExceeded, bodyLimitPlugin } from './body-limit.js';
import { sendJsonError } from './http-errors.js';
import { IDEMPOTENT_METHODS, isConnectionError, ReplicaSet } from './replicas.js';
import { TIMEOUTS, UPSTREAM_HEALTH } from './routing-table.js';

const timeoutError = (what: string) => Object.assign(new Error(`upstream ${what} timeout`), { code: what === 'connect' ? 'ECONNREFUSED' : 'ETIMEDOUT', timeout: what });

/** Connect and read timeouts on each upstream request (http-proxy has no connect timeout of its own). */
const timeoutPlugin: Plugin = (proxyServer) => {
  proxyServer.on('proxyReq', (proxyReq: ClientRequest) => {
    const socket = proxyReq.socket;
    if (socket?.connecting) {
      const timer = setTimeout(() => proxyReq.destroy(timeoutError('connect')), TIMEOUTS.connect * 1000);
      socket.once('connect', () => clearTimeout(timer));
      proxyReq.once('close', () => clearTimeout(timer));
    }
    proxyReq.setTimeout(TIMEOUTS.read * 1000, () => proxyReq.destroy(timeoutError('read')));
  });
};

type Attempted = IncomingMessage & { id?: string; [kTried]?: string[]; [kSent]?: boolean };
const kTried = Symbol('replicas tried');
const kSent = Symbol('request sent to a replica');

/**
 * Picks a replica for each request and, like nginx's `proxy_next_upstream error timeout`, tries the next
 * one when a replica cannot be reached: always when the connection was refused (nothing was sent), and
 * for idempotent bodiless requests also when the connection broke before an answer.
 */
const replicaPlugin =
  (replicas: ReplicaSet, logger: Logger, upstream: string, unavailable: { status: number; message?: string }): Plugin =>
  (proxyServer) => {
    const web = proxyServer.web.bind(proxyServer) as (...args: unknown[]) => void;
    let lastOpts: Options = {};
    const send = (req: Attempted, res: unknown, opts: Options = {}, ...rest: unknown[]) => {
      const target = replicas.pick(req[kTried] ?? []);
      req[kTried] = [...(req[kTried] ?? []), target!];
      return web(req, res, { ...opts, target }, ...rest);
    };
    (proxyServer as { web: unknown }).web = (req: Attempted, res: unknown, opts: Options = {}, ...rest: unknown[]) => {
      lastOpts = opts;
      return send(req, res, opts, ...rest);
    };
    proxyServer.on('proxyReq', (proxyReq: ClientRequest, req: IncomingMessage) => {
      const r = req as Attempted;
      proxyReq.once('socket', (s) => {
        const sent = () => { r[kSent] = true; };
        if (s.connecting) s.once('connect', sent);
        else sent();
      });
    });
    proxyServer.on('error', (e: Error, request: IncomingMessage, res: unknown) => {
      const err = e as NodeJS.ErrnoException & { timeout?: string };
      const req = request as Attempted;
      if (bodyLimitExceeded(req)) return;
      if (!(res instanceof http.ServerResponse)) return;
      const tried = req[kTried] ?? [];
      const failed = tried[tried.length - 1];
      const connection = isConnectionError(err) && err.timeout !== 'read';
      if (connection && failed) replicas.markDown(failed);
      const method = (req.method ?? 'GET').toUpperCase();
      const bodiless = req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;
      // a body was streamed into the failed attempt and is gone: only bodiless requests can go again
      const retryable = connection && bodiless && !res.headersSent && (!req[kSent] || IDEMPOTENT_METHODS.has(method));
      if (retryable && tried.length < UPSTREAM_HEALTH.tries && replicas.pick(tried)) {
        logger.warn({ err: { message: err.message, code: err.code }, upstream, replica: failed, requestId: req.id }, 'replica failed: trying the next one');
        req[kSent] = false;
        // the body (none) was consumed by the first try: give the next one an empty stream
        send(req, res, { ...lastOpts, buffer: Readable.from([]) });
        return;
      }
      const timedOut = err.code === 'ETIMEDOUT' || err.timeout === 'read';
      const status = timedOut ? 504 : unavailable.status;
      logger.warn({ err: { message: err.message, code: err.code }, upstream, requestId: req.id }, 'upstream request failed');
      sendJsonError(res, status, {
        requestId: req.id,
        message: timedOut ? undefined : unavailable.message,
        headers: status === 503 ? { 'Retry-After': String(UPSTREAM_HEALTH.failTimeoutSeconds) } : {},
      });
    });
    // the client went away: nothing to answer
    proxyServer.on('econnreset', () => undefined);
    proxyServer.on('proxyRes', (proxyRes: IncomingMessage, _req: IncomingMessage, res: ServerResponse) => {
      res.on('close', () => {
        if (!res.writableEnded) proxyRes.destroy();
      });
    });
  };

interface UpstreamProxyOptions {
  /** one base URL per replica */
  targets: readonly string[];
  name: string;
  logger: Logger;
  /** keep the client's Host (services) or use the target's (S3) */
  changeOrigin?: boolean;
  /** the answer when no replica can be reached (default 503 JSON with Retry-After) */
  unavailable?: { status: number; message?: string };
  extra?: Partial<Options>;
}

/** One streaming proxy per upstream, with a keep-alive agent. Paths are passed through unchanged. */
export function createUpstreamProxy(o: UpstreamProxyOptions): { handler: RequestHandler; close: () => void } {
  const mod = new URL(o.targets[0]!).protocol === 'https:' ? https : http;
  // idle sockets close after 60 s, before the services' 75 s keep-alive timeout, so none is reused half-closed
  const agent = new mod.Agent({ keepAlive: true, maxFreeSockets: TIMEOUTS.keepaliveConnections, timeout: 60_000 });
  const replicas = new ReplicaSet(o.targets);
  const unavailable = o.unavailable ?? { status: 503, message: 'The service is temporarily unavailable, please try again shortly' };
  const handler = createProxyMiddleware({
    target: o.targets[0],
    agent,
    changeOrigin: o.changeOrigin ?? false,
    xfwd: false,
    ejectPlugins: true,
    ...o.extra,
    // bodyLimitPlugin wraps web() last, so it runs first and hands the replica plugin a counted body
    plugins: [replicaPlugin(replicas, o.logger, o.name, unavailable), bodyLimitPlugin, timeoutPlugin, ...(o.extra?.plugins ?? [])],
  });
  return { handler, close: () => agent.destroy() };
}
