import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { allowsSpaFallback, isUnder } from './route-match.js';
import {
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  INDEX_FILE,
  PAGE_HEADERS,
  STATIC_MOUNTS,
  type StaticMount,
} from './routing-table.js';

const rules = CACHE_RULES.map((r) => ({ re: new RegExp(r.pattern), cacheControl: r.cacheControl }));

export function cacheControlFor(path: string): string {
  return rules.find((r) => r.re.test(path))?.cacheControl ?? DEFAULT_CACHE_CONTROL;
}

function setFileHeaders(res: Pick<ServerResponse, 'setHeader'>, filePath: string): void {
  // the precompressed file.js.gz gets the headers of file.js
  res.setHeader('Cache-Control', cacheControlFor(filePath.replace(/\.gz$/, '')));
  if (filePath.endsWith('.html')) for (const [k, v] of Object.entries(PAGE_HEADERS)) res.setHeader(k, v);
}

/**
 * Bundles: remotes under /mfe/<name>/ (plain 404 when missing), the shell at / with index.html for
 * every client route (a GET that is no file and not under /api, /media, /mfe). A file with the build's
 * precompressed file.gz beside it is sent as that to clients that accept gzip, as nginx's gzip_static does
 * (the list of them is read at start: files built later are compressed on the fly).
 */
export function createStaticRouter(dirs: Record<StaticMount['name'], string>): express.Router {
  const router = express.Router();
  const serveOptions = {
    index: false as const,
    redirect: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: setFileHeaders,
  };
  for (const m of STATIC_MOUNTS) {
    if (m.spaFallback) {
      const serveShell = expressStaticGzip(dirs[m.name], { index: INDEX_FILE, serveStatic: serveOptions });
      router.use((req: Request, res: Response, next: NextFunction) =>
        isUnder(res.locals.path as string, '/mfe') ? next() : serveShell(req, res, next),
      );
      router.use((req: Request, res: Response, next: NextFunction) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !allowsSpaFallback(res.locals.path as string)) return next();
        setFileHeaders(res, INDEX_FILE);
        res.sendFile(join(dirs[m.name], INDEX_FILE), { cacheControl: false, etag: true, dotfiles: 'allow' }, (err) => {
          if (err && !res.headersSent) next();
        });
      });
    } else {
      router.use(m.prefix, expressStaticGzip(dirs[m.name], { index: false, serveStatic: serveOptions }));
    }
  }
  return router;
}
