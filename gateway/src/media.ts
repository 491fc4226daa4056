import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Plugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { sendJsonError } from './http-errors.js';
import { MEDIA, MEDIA_CONTENT_SECURITY_POLICY } from './routing-table.js';
import { createUpstreamProxy } from './upstream-proxy.js';

/** S3 response headers worth passing to the browser; everything else (x-amz-*, server) stays behind. */
const PASS_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'content-range'];

/** Successful reads get the long cache lifetime; a missing/forbidden key is a JSON 404; the rest 502. */
const mediaResponsePlugin: Plugin = (proxyServer) => {
  proxyServer.on('proxyRes', (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => {
    const status = proxyRes.statusCode ?? 502;
    const requestId = (req as IncomingMessage & { id?: string }).id;
    if (status === 200 || status === 206 || status === 304) {
      for (const name of PASS_HEADERS) {
        const v = proxyRes.headers[name];
        if (v !== undefined) res.setHeader(name, v);
      }
      res.setHeader('Cache-Control', MEDIA.cacheControl);
      res.setHeader('Content-Security-Policy', MEDIA_CONTENT_SECURITY_POLICY);
      res.writeHead(status);
      proxyRes.pipe(res);
      return;
    }
    proxyRes.resume();
    if (status === 403 || status === 404) sendJsonError(res, 404, { message: 'Media not found', requestId });
    else sendJsonError(res, 502, { message: 'Media storage is not reachable', requestId });
  });
};

/** /media/<key> -> `${S3_ENDPOINT}/${S3_BUCKET}/<key>`, GET and HEAD only, query string dropped. */
export function createMediaHandler(s3: { endpoint: string; bucket: string }, logger: Logger) {
  const proxy = createUpstreamProxy({
    targets: [s3.endpoint],
    name: 's3',
    unavailable: { status: 502, message: 'Media storage is not reachable' },
    logger,
    changeOrigin: true,
    extra: {
      selfHandleResponse: true,
      pathRewrite: (path: string) => `/${s3.bucket}/${path.split('?', 1)[0]!.slice(MEDIA.prefix.length)}`,
      plugins: [mediaResponsePlugin],
    },
  });

  const handler = async (req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(req.id);
    const path = res.locals.path as string;
    if (!path.startsWith(MEDIA.prefix) || path === MEDIA.prefix) {
      return sendJsonError(res, 404, { message: 'Media not found', requestId });
    }
    if (!(MEDIA.methods as readonly string[]).includes(req.method)) {
      return sendJsonError(res, 405, { requestId, headers: { Allow: MEDIA.methods.join(', ') } });
    }
    for (const h of ['cookie', 'authorization', 'x-identity']) delete req.headers[h];
    await proxy.handler(req, res);
  };
  return { handler, close: proxy.close };
}
