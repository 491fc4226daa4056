import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import proxyAddr from 'proxy-addr';
import { createApiDocsHandler } from './api-docs.js';
import { createApiRouter } from './api-router.js';
import { replicaUrls, type GatewayConfig } from './env.js';
import { sendJsonError } from './http-errors.js';
import { createIdentityClient } from './identity.js';
import { createLogger, requestLogger } from './logger.js';
import { createMediaHandler } from './media.js';
import { recordRequest } from './metrics.js';
import { hasEncodedSeparator, isApiPath, isUnder, normalizePath } from './route-match.js';
import { forwardedOf, setUpstreamHeaders } from './forwarded.js';
import { API_HEADERS, COMMON_HEADERS, DEV_MAILBOX_ROUTE, GZIP, HSTS, HEALTH_PATHS, PAGE_HEADERS, SHARED_PAGE_ROUTES, UPSTREAM_NAMES, type UpstreamName } from './routing-table.js';
import { createSharedPages } from './shared-pages.js';
import { createStaticRouter } from './static-files.js';
import { createUpstreamProxy } from './upstream-proxy.js';

export interface Gateway {
  app: express.Express;
  /** starts listening; resolves with the bound port */
  listen(): Promise<number>;
  /** stops accepting, lets in-flight requests finish (up to `graceMs`), then cuts the rest */
  close(graceMs?: number): Promise<void>;
}

const gzipTypes = new Set<string>(GZIP.types);

/** The Node gateway (embedded mode): the routing table of routing-table.ts, same behaviour as the rendered nginx. */
export function createGateway(config: GatewayConfig, logger: Logger = createLogger(config.logLevel)): Gateway {
  const identity = createIdentityClient(replicaUrls(config.upstreams.auth));
  const upstreams = UPSTREAM_NAMES.map((name) => ({
    name,
    proxy: createUpstreamProxy({ targets: replicaUrls(config.upstreams[name]), name, logger }),
  }));
  const proxies = Object.fromEntries(upstreams.map((u) => [u.name, u.proxy.handler])) as Record<
    UpstreamName,
    (typeof upstreams)[number]['proxy']['handler']
  >;
  const media = createMediaHandler(config.s3, logger);
  const api = createApiRouter({ identity, proxies, logger });
  const apiDocs = createApiDocsHandler();
  // the development mailbox: only when the launcher gave a catcher (never in production, see loadConfig)
  const mailbox = config.mailboxUrl
    ? createUpstreamProxy({
        targets: [config.mailboxUrl],
        name: 'mailbox',
        logger,
        unavailable: { status: 502, message: 'The development mailbox is not reachable' },
      })
    : undefined;

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // req.ip: the connecting address, or behind a trusted proxy the nearest untrusted one of its X-Forwarded-For
  app.set('trust proxy', config.trustedProxies.length ? proxyAddr.compile(config.trustedProxies) : false);
  app.use(requestLogger(logger));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const t0 = process.hrtime.bigint();
    res.on('finish', () => recordRequest(req.method, req.originalUrl, res.statusCode, Number(process.hrtime.bigint() - t0) / 1e9));
    next();
  });
  for (const p of HEALTH_PATHS) app.get(p, (_req: Request, res: Response) => void res.json({ status: 'ok' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    for (const [k, v] of Object.entries(COMMON_HEADERS)) res.setHeader(k, v);
    if (forwardedOf(req).proto === 'https') res.setHeader('Strict-Transport-Security', HSTS);
    next();
  });
  app.use(
    compression({
      threshold: GZIP.minLength,
      filter: (_req, res) => gzipTypes.has(String(res.getHeader('Content-Type') ?? '').split(';', 1)[0]!.trim()),
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    const path = normalizePath(req.url);
    if (path === null || hasEncodedSeparator(req.url, path)) {
      for (const [k, v] of Object.entries(API_HEADERS)) res.setHeader(k, v);
      return sendJsonError(res, 400, { message: 'Malformed request path', requestId: String(req.id) });
    }
    res.locals.path = path;
    if (apiDocs.serves(path)) return apiDocs.handle(req, res, next);
    if (isApiPath(path)) return api(req, res, next);
    if (isUnder(path, '/media')) return media.handler(req, res, next);
    if (mailbox && isUnder(path, DEV_MAILBOX_ROUTE.prefix)) {
      for (const [k, v] of Object.entries(PAGE_HEADERS)) res.setHeader(k, v);
      for (const h of ['cookie', 'authorization']) delete req.headers[h];
      setUpstreamHeaders(req, String(req.id), forwardedOf(req));
      return void mailbox.handler(req, res, next);
    }
    next();
  });
  app.use(createSharedPages({
    listings: replicaUrls(config.upstreams[SHARED_PAGE_ROUTES.upstream]),
    shellDir: config.staticDirs.shell,
    publicOrigin: config.publicOrigin,
    logger,
  }));
  app.use(createStaticRouter(config.staticDirs));
  app.use((req: Request, res: Response) => {
    const allowed = req.method === 'GET' || req.method === 'HEAD';
    res.status(allowed ? 404 : 405).type('text/plain').send(allowed ? 'Not Found' : 'Method Not Allowed');
  });
  app.use((err: Error, req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err, requestId: req.id }, 'unhandled gateway error');
    if (isApiPath(String(res.locals.path ?? ''))) sendJsonError(res, 500, { requestId: String(req.id) });
    else if (!res.headersSent) res.status(500).type('text/plain').send('Internal Server Error');
    else res.destroy();
  });

  const server = http.createServer({ requestTimeout: 300_000, headersTimeout: 60_000, keepAliveTimeout: 65_000 }, app);

  return {
    app,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      }),
    close: (graceMs = 10_000) =>
      new Promise((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          identity.close();
          media.close();
          for (const u of upstreams) u.proxy.close();
          mailbox?.close();
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
