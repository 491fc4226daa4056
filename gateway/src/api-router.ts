import { Router, type NextFunction, type Request, type Response } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { Logger } from 'pino';
import { hasSessionCookie, IDENTITY_HEADER } from '@rl/contracts';
import { exceedsDeclaredLength, setBodyLimit } from './body-limit.js';
import { forwardedOf, setUpstreamHeaders } from './forwarded.js';
import { CROSS_SITE_MESSAGE, sendJsonError, sendTooLarge } from './http-errors.js';
import type { IdentityClient, IdentityResult } from './identity.js';
import { matchApiRoute } from './route-match.js';
import { ALLOWED_FETCH_SITES, API_HEADERS, BODY_LIMITS, MAX_API_URI_LENGTH, SAFE_METHODS, RATE_LIMIT_ZONES, UPSTREAM_HEALTH, type ApiRoute, type RateLimitZone, type UpstreamName } from './routing-table.js';
import type { RequestHandler } from 'http-proxy-middleware';

type Locals = { route?: ApiRoute; path: string };

/** A state-changing request sent by another site's page (see SAFE_METHODS in the routing table). */
function isCrossSite(req: Request): boolean {
  if ((SAFE_METHODS as readonly string[]).includes(req.method)) return false;
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '' && !(ALLOWED_FETCH_SITES as readonly string[]).includes(site)) return true;
  const origin = req.headers.origin;
  return typeof origin === 'string' && origin !== `${forwardedOf(req).proto}://${req.headers.host ?? ''}`;
}
const requestIdOf = (req: Request): string => String(req.id);

function rateLimiters(): Record<RateLimitZone, RateLimitRequestHandler> {
  const zones = Object.entries(RATE_LIMIT_ZONES) as [RateLimitZone, (typeof RATE_LIMIT_ZONES)[RateLimitZone]][];
  return Object.fromEntries(
    zones.map(([name, z]) => [
      name,
      rateLimit({
        windowMs: 60_000,
        limit: z.perMinute + z.burst,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        validate: { xForwardedForHeader: false },
        handler: (req, res) => sendJsonError(res, 429, { requestId: requestIdOf(req), headers: { 'Retry-After': '60' } }),
      }),
    ]),
  ) as Record<RateLimitZone, RateLimitRequestHandler>;
}

/**
 * /api: route lookup (404), body cap by Content-Length (413), rate limit (429), identity from auth
 * (503 when auth is down), then the streaming proxy. Same order as nginx's phases.
 */
export function createApiRouter(deps: {
  identity: IdentityClient;
  proxies: Record<UpstreamName, RequestHandler>;
  logger: Logger;
}): Router {
  const router = Router();
  const limiters = rateLimiters();

  router.use((req: Request, res: Response<unknown, Locals>, next: NextFunction) => {
    for (const [k, v] of Object.entries(API_HEADERS)) res.setHeader(k, v);
    if ((req.originalUrl ?? req.url).length > MAX_API_URI_LENGTH) return sendJsonError(res, 414, { requestId: requestIdOf(req) });
    if (isCrossSite(req)) return sendJsonError(res, 403, { requestId: requestIdOf(req), message: CROSS_SITE_MESSAGE });
    const route = matchApiRoute(res.locals.path);
    if (!route) return sendJsonError(res, 404, { requestId: requestIdOf(req) });
    if (exceedsDeclaredLength(req, BODY_LIMITS[route.bodyLimit].bytes)) {
      return sendTooLarge(req, res, requestIdOf(req));
    }
    res.locals.route = route;
    next();
  });

  router.use((req: Request, res: Response<unknown, Locals>, next: NextFunction) => {
    const zone = res.locals.route?.rateLimit;
    return zone ? limiters[zone](req, res, next) : next();
  });

  router.use(async (req: Request, res: Response<unknown, Locals>) => {
    const route = res.locals.route as ApiRoute;
    const requestId = requestIdOf(req);
    const fwd = forwardedOf(req);
    delete req.headers[IDENTITY_HEADER];
    // no session cookie: anonymous without asking auth (services treat a missing identity as anonymous)
    const answer: IdentityResult = hasSessionCookie(req.headers.cookie)
      ? await deps.identity.ask(req, { requestId, forwardedProto: fwd.proto, forwardedFor: fwd.for })
      : { kind: 'ok' };
    if (answer.kind === 'unavailable') {
      deps.logger.error({ requestId, reason: answer.reason }, 'identity sub-request failed');
      return sendJsonError(res, 503, { requestId, headers: { 'Retry-After': String(UPSTREAM_HEALTH.failTimeoutSeconds) } });
    }
    if (answer.kind === 'denied') return sendJsonError(res, answer.status, { requestId });
    setUpstreamHeaders(req, requestId, fwd, answer.identity);
    setBodyLimit(req, BODY_LIMITS[route.bodyLimit].bytes, () =>
      sendJsonError(res, 413, { requestId }),
    );
    await deps.proxies[route.upstream](req, res);
  });

  return router;
}
