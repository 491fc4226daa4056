import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { FIRST_SCREEN, hasSessionCookie, staticPageAt, INTERNAL_API } from '@rl/contracts';
import { fillShellBody, fillShellHead, firstScreenOf, robotsTxt, staticPageHead } from '@rl/page-render';
import { forwardedOf } from './forwarded.js';
import { isConnectionError, ReplicaSet } from './replicas.js';
import { INDEX_FILE, PAGE_HEADERS, SHARED_PAGE_ROUTES, TIMEOUTS, UPSTREAM_HEALTH } from './routing-table.js';
import { cacheControlFor } from './static-files.js';

const vehiclePath = new RegExp(SHARED_PAGE_ROUTES.vehiclePattern);
const hostPattern = new RegExp(SHARED_PAGE_ROUTES.hostPattern);

/** PUBLIC_URL's origin, else the request's scheme and Host (when the Host looks like one), as nginx's $gw_public_origin. */
function publicOriginOf(req: Request, configured?: string): string {
  if (configured) return configured;
  const host = req.headers.host;
  return host && hostPattern.test(host) ? `${forwardedOf(req).proto}://${host}` : SHARED_PAGE_ROUTES.fallbackOrigin;
}

interface PageAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * The Node gateway's share-and-rank pages (SHARED_PAGE_ROUTES), the same answers as nginx's: static pages
 * and public listings get their head tags in the shell's index.html, `/sitemap.xml` comes from listings,
 * `/robots.txt` is rendered here.
 */
export function createSharedPages(o: { listings: readonly string[]; shellDir: string; publicOrigin?: string; logger: Logger }) {
  const replicas = new ReplicaSet(o.listings);

  /** GET on listings, tried on the next replica when one cannot be reached; undefined when none answers. */
  async function askListings(path: string, origin: string, requestId: string): Promise<PageAnswer | undefined> {
    const tried: string[] = [];
    for (let attempt = 0; attempt < UPSTREAM_HEALTH.tries; attempt++) {
      const base = replicas.pick(tried);
      if (!base) break;
      tried.push(base);
      try {
        const res = await fetch(`${base}${path}`, {
          headers: { [SHARED_PAGE_ROUTES.originHeader]: origin, 'x-request-id': requestId },
          signal: AbortSignal.timeout(TIMEOUTS.read * 1000),
        });
        return { status: res.status, headers: res.headers, body: await res.text() };
      } catch (err) {
        replicas.markDown(base);
        if (!isConnectionError(err)) {
          o.logger.warn({ err, requestId, upstream: SHARED_PAGE_ROUTES.upstream }, 'page data request failed');
          break;
        }
      }
    }
    return undefined;
  }

  async function sendShell(req: Request, res: Response, next: NextFunction, status: number, head?: string, firstScreen?: string) {
    let html: string;
    try {
      html = await readFile(join(o.shellDir, INDEX_FILE), 'utf8');
    } catch {
      return next();
    }
    const withHead = head ? fillShellHead(html, head) : html;
    const body = firstScreen ? fillShellBody(withHead, firstScreen) : withHead;
    for (const [k, v] of Object.entries(PAGE_HEADERS)) res.setHeader(k, v);
    res.status(status).setHeader('Cache-Control', cacheControlFor(INDEX_FILE));
    res.type('text/html').send(body);
  }

  async function vehiclePage(req: Request, res: Response, next: NextFunction, id: string) {
    const origin = publicOriginOf(req, o.publicOrigin);
    const answer = await askListings(INTERNAL_API.listings.vehiclePageHead(id), origin, String(req.id));
    if (answer?.status === 200) {
      const { headers } = answer;
      return sendShell(req, res, next, 200, headers.get(SHARED_PAGE_ROUTES.headHeader) ?? undefined, headers.get(FIRST_SCREEN.header) ?? undefined);
    }
    if (answer?.status === 404) return sendShell(req, res, next, 404);
    // listings cannot answer: the page still works in the browser
    if (answer) o.logger.warn({ requestId: req.id, status: answer.status }, 'vehicle page head: unexpected answer');
    return sendShell(req, res, next, 200);
  }

  async function sitemap(req: Request, res: Response) {
    // the query (`?page=N` of a sitemap index) goes along, as nginx's proxy_pass passes it
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const answer = await askListings(`${INTERNAL_API.listings.sitemap}${query}`, publicOriginOf(req, o.publicOrigin), String(req.id));
    if (!answer || answer.status >= 500) {
      res.status(503).setHeader('Retry-After', String(UPSTREAM_HEALTH.failTimeoutSeconds));
      return void res.type('text/plain').send(SHARED_PAGE_ROUTES.sitemapUnavailable);
    }
    res.status(answer.status).setHeader('Cache-Control', answer.headers.get('cache-control') ?? 'no-cache');
    res.type(answer.headers.get('content-type') ?? 'application/xml').send(answer.body);
  }

  return async function sharedPages(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = res.locals.path as string;
    try {
      if (path === SHARED_PAGE_ROUTES.robots) {
        res.setHeader('Cache-Control', 'no-cache');
        return void res.type('text/plain').send(robotsTxt(publicOriginOf(req, o.publicOrigin)));
      }
      if (path === SHARED_PAGE_ROUTES.sitemap) return await sitemap(req, res);
      const id = vehiclePath.exec(path)?.[1];
      if (id) return await vehiclePage(req, res, next, id);
      if (path.startsWith(SHARED_PAGE_ROUTES.vehiclePrefix)) return await sendShell(req, res, next, 404);
      const page = staticPageAt(path);
      // a query changes what the page asks and shows first (a search's filters): its first request and first
      // screen come only without one
      const bare = !req.url.includes('?');
      const firstScreen = bare && !(page?.firstScreenForVisitorsOnly && hasSessionCookie(req.headers.cookie)) && page ? firstScreenOf(page) : undefined;
      if (page) return await sendShell(req, res, next, 200, staticPageHead(page, publicOriginOf(req, o.publicOrigin), bare), firstScreen);
      next();
    } catch (err) {
      next(err);
    }
  };
}
