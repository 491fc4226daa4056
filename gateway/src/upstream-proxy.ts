import http from 'node:http';
import https from 'node:https';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware, type Options, type Plugin, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { bodyLimitExceeded, bodyLimitPlugin } from './body-limit.js';
import { sendJsonError } from './http-errors.js';
import { TIMEOUTS } from './routing-table.js';

const timeoutError = (what: string) => Object.assign(new Error(`upstream ${what} timeout`), { code: 'ETIMEDOUT' });

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

/** Upstream failures become JSON 502/504 (never HTML); a body over the cap already answered 413. */
const errorPlugin =
  (logger: Logger, upstream: string): Plugin =>
  (proxyServer) => {
    proxyServer.on('error', (err: NodeJS.ErrnoException, req: IncomingMessage, res: unknown) => {
      if (bodyLimitExceeded(req)) return;
      if (!(res instanceof http.ServerResponse)) return;
      const requestId = (req as IncomingMessage & { id?: string }).id;
      const status = err.code === 'ETIMEDOUT' ? 504 : 502;
      logger.warn({ err: { message: err.message, code: err.code }, upstream, requestId }, 'upstream request failed');
      sendJsonError(res, status, { requestId });
    });
    // the client went away: nothing to answer
    proxyServer.on('econnreset', () => undefined);
    proxyServer.on('proxyRes', (proxyRes: IncomingMessage, _req: IncomingMessage, res: ServerResponse) => {
      res.on('close', () => {
        if (!res.writableEnded) proxyRes.destroy();
      });
    });
  };

export interface UpstreamProxyOptions {
  target: string;
  name: string;
  logger: Logger;
  /** keep the client's Host (services) or use the target's (S3) */
  changeOrigin?: boolean;
  extra?: Partial<Options>;
}

/** One streaming proxy per upstream, with a keep-alive agent. Paths are passed through unchanged. */
export function createUpstreamProxy(o: UpstreamProxyOptions): { handler: RequestHandler; close: () => void } {
  const mod = new URL(o.target).protocol === 'https:' ? https : http;
  // idle sockets close after 60 s, before the services' 75 s keep-alive timeout, so none is reused half-closed
  const agent = new mod.Agent({ keepAlive: true, maxFreeSockets: TIMEOUTS.keepaliveConnections, timeout: 60_000 });
  const handler = createProxyMiddleware({
    target: o.target,
    agent,
    changeOrigin: o.changeOrigin ?? false,
    xfwd: false,
    ejectPlugins: true,
    ...o.extra,
    plugins: [bodyLimitPlugin, timeoutPlugin, errorPlugin(o.logger, o.name), ...(o.extra?.plugins ?? [])],
  });
  return { handler, close: () => agent.destroy() };
}
