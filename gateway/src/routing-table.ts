/**
 * The gateway's single routing table. Data only: `render-nginx.ts` turns it into nginx configuration
 * (standalone and the docker template) and `server.ts` into the Node gateway used in embedded mode.
 *
 * Matching follows nginx: an `exact` route wins, otherwise the longest matching `prefix`.
 * Paths are never rewritten: a service receives `/api/...` exactly as the browser sent it.
 */
import { API_MOUNTS, DEV_MAILBOX, HEALTH, PAGE_DATA_HEADERS, PAGE_PREFIXES, SHARED_PAGES, type PublicService } from '@rl/contracts';

/** The services the gateway routes to: those with a public API. */
export type UpstreamName = PublicService;

interface Upstream {
  /** env var holding the service's base URL (Node gateway, standalone nginx) */
  urlEnv: string;
  /** template variable (`host:port`) of the docker nginx template */
  templateVar: string;
}

export const UPSTREAMS: Record<UpstreamName, Upstream> = {
  auth: { urlEnv: 'AUTH_URL', templateVar: 'AUTH_UPSTREAM' },
  listings: { urlEnv: 'LISTINGS_URL', templateVar: 'LISTINGS_UPSTREAM' },
  moderation: { urlEnv: 'MODERATION_URL', templateVar: 'MODERATION_UPSTREAM' },
  media: { urlEnv: 'MEDIA_URL', templateVar: 'MEDIA_UPSTREAM' },
  enrichment: { urlEnv: 'ENRICHMENT_URL', templateVar: 'ENRICHMENT_UPSTREAM' },
  sales: { urlEnv: 'SALES_URL', templateVar: 'SALES_UPSTREAM' },
};

export const UPSTREAM_NAMES = Object.keys(UPSTREAMS) as UpstreamName[];

/** Request body caps. nginx `client_max_body_size` takes the `nginx` spelling. */
export const BODY_LIMITS = {
  json: { bytes: 1024 * 1024, nginx: '1m' },
  /** media uploads; the media service itself caps each file at 10 MB */
  upload: { bytes: 11 * 1024 * 1024, nginx: '11m' },
} as const;
type BodyLimitName = keyof typeof BODY_LIMITS;

/** Rate-limit zones, keyed by client IP. Above the rate (plus the burst) the gateway answers 429. */
export const RATE_LIMIT_ZONES = {
  login: { perMinute: 20, burst: 5 },
} as const;
export type RateLimitZone = keyof typeof RATE_LIMIT_ZONES;

export interface ApiRoute {
  /** `exact`: the path only; `prefix`: the path and everything below it (prefix paths end with `/`) */
  match: 'exact' | 'prefix';
  path: string;
  upstream: UpstreamName;
  bodyLimit: BodyLimitName;
  rateLimit?: RateLimitZone;
}

/**
 * API routes in match order (most specific first): the public API's mounts (packages/contracts routes/mounts.ts),
 * each with its body limit and, for sign-in requests, the sign-in rate limit. Any other `/api` path answers 404 JSON.
 */
export const API_ROUTES: readonly ApiRoute[] = API_MOUNTS.map((m) => ({
  match: m.match,
  path: m.path,
  upstream: m.service,
  bodyLimit: m.upload ? 'upload' : 'json',
  ...(m.signIn ? { rateLimit: 'login' as const } : {}),
}));

/** Everything under this prefix is API: JSON answers only, identity asked of auth. */
export const API_PREFIX = '/api';

/** The gateway's own liveness/readiness answers (`{"status":"ok"}`), for launchers and probes. */
export const HEALTH_PATHS = [HEALTH.live, HEALTH.ready] as const;

/** Static bundles. `dir` is relative to STATIC_ROOT (Node gateway, standalone nginx); `imageDir` is the docker layout. */
export interface StaticMount {
  prefix: string;
  name: 'shell' | 'mfe-buyer' | 'mfe-seller' | 'mfe-admin';
  dirEnv: string;
  dir: string;
  imageDir: string;
  /** serve index.html for client routes (GET paths that are no file) */
  spaFallback: boolean;
}

const IMAGE_HTML_ROOT = '/usr/share/nginx/html';

export const STATIC_MOUNTS: readonly StaticMount[] = [
  { prefix: '/mfe/buyer/', name: 'mfe-buyer', dirEnv: 'MFE_BUYER_DIR', dir: 'mfe-buyer/dist', imageDir: `${IMAGE_HTML_ROOT}/mfe/buyer`, spaFallback: false },
  { prefix: '/mfe/seller/', name: 'mfe-seller', dirEnv: 'MFE_SELLER_DIR', dir: 'mfe-seller/dist', imageDir: `${IMAGE_HTML_ROOT}/mfe/seller`, spaFallback: false },
  { prefix: '/mfe/admin/', name: 'mfe-admin', dirEnv: 'MFE_ADMIN_DIR', dir: 'mfe-admin/dist', imageDir: `${IMAGE_HTML_ROOT}/mfe/admin`, spaFallback: false },
  { prefix: '/', name: 'shell', dirEnv: 'SHELL_DIR', dir: 'shell/dist', imageDir: `${IMAGE_HTML_ROOT}/shell`, spaFallback: true },
];

/**
 * The development mailbox of embedded mode (the launcher's SMTP catcher, see packages/embedded-infra):
 * `/dev/mailbox` and everything below it go to `MAILBOX_URL`, only when it is set and NODE_ENV is not
 * production (the docker template never routes it). Otherwise the prefix answers a plain 404, never the
 * shell's index.html. Answers carry the page headers (CSP and the others).
 */
export const DEV_MAILBOX_ROUTE = {
  prefix: DEV_MAILBOX.page,
  urlEnv: 'MAILBOX_URL',
} as const;

/**
 * Pages that share and rank (packages/contracts site-pages.ts, rendered by packages/page-render): both engines serve the shell's index.html
 * with server-side head tags for STATIC_PAGES and for `/vehicles/<id>` (tags from the listings service's
 * INTERNAL_API.listings.vehiclePageHead; 404 with the plain index.html, whose client shows its not-found screen, when
 * the listing is not public or the path names no listing; the plain index.html with 200 when listings
 * cannot answer), `/sitemap.xml` from listings and `/robots.txt` of their own. Absolute URLs use
 * PUBLIC_URL's origin, or the request's own scheme and Host when unset and the Host looks like one.
 */
export const SHARED_PAGE_ROUTES = {
  vehiclePattern: `^${PAGE_PREFIXES.vehicle}([1-9][0-9]{0,8})$`,
  vehiclePrefix: PAGE_PREFIXES.vehicle,
  sitemap: SHARED_PAGES.sitemap,
  robots: SHARED_PAGES.robots,
  upstream: 'listings' as UpstreamName,
  headHeader: PAGE_DATA_HEADERS.head,
  originHeader: PAGE_DATA_HEADERS.origin,
  publicUrlEnv: 'PUBLIC_URL',
  /** a Host header printed into pages must look like a host name (no quotes, markup or paths) */
  hostPattern: '^[A-Za-z0-9.-]+(:[0-9]{1,5})?$',
  /** the origin printed when PUBLIC_URL is unset and the Host header does not look like a host */
  fallbackOrigin: 'http://localhost',
  sitemapUnavailable: 'The sitemap is temporarily unavailable, please try again shortly',
} as const;

/** Paths (and everything below them) that never fall back to index.html. */
export const NO_FALLBACK_PREFIXES = ['/api', '/media', '/mfe', DEV_MAILBOX_ROUTE.prefix] as const;

/** Media objects: read-only from the S3 bucket (`${S3_ENDPOINT}/${S3_BUCKET}/<key>`). */
export const MEDIA = {
  prefix: '/media/',
  methods: ['GET', 'HEAD'],
  cacheControl: 'public, max-age=31536000, immutable',
} as const;

/**
 * The API's documentation, served by the gateway itself for these exact paths (before any `/api` route):
 * files generated by packages/page-render (`apiDocsFiles()`), in memory in the Node gateway, written next
 * to the standalone nginx config at start, and into `imageDir` by the gateway image's build.
 */
export const API_DOCS = {
  imageDir: `${IMAGE_HTML_ROOT}/api-docs`,
  files: [
    { path: '/api/openapi.json', file: 'openapi.json', contentType: 'application/json', page: false },
    { path: '/api/docs', file: 'index.html', contentType: 'text/html', page: true },
    { path: '/api/docs.js', file: 'docs.js', contentType: 'application/javascript', page: false },
  ],
  cacheControl: 'no-cache',
} as const;

export const INDEX_FILE = 'index.html';

/** Cache-Control by file name; the first matching rule wins. Patterns are shared by nginx (PCRE) and Node. */
export const CACHE_RULES: readonly { pattern: string; cacheControl: string }[] = [
  { pattern: '(^|/)(remoteEntry\\.js|mf-manifest\\.json|index\\.html)$', cacheControl: 'no-cache' },
  // content-hashed names: main.3f9a1c2b.js, 123.0123abcd4567ef89.css, 3f9a1c2b0d4e5f60.png
  { pattern: '(^|[/.-])[0-9a-f]{8,}\\.[A-Za-z0-9]+(\\.map)?$', cacheControl: 'public, max-age=31536000, immutable' },
];
export const DEFAULT_CACHE_CONTROL = 'no-cache';

/** Headers on pages (index.html and every client route). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // the product uses none of these powers; the clipboard (share) stays allowed
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** On every /api answer (JSON): sent nowhere when followed, never framed, never rendered as a document. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** On media objects: an uploaded file is only ever an image, never a document that runs anything. */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Sent only when the request came over https (directly or per X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Cross-site request refusal: a state-changing /api request (any method but these) whose `Origin` is
 * another origin, or whose `Sec-Fetch-Site` is `cross-site` or `same-site`, answers 403. Requests
 * without either header (non-browser clients) pass: the session cookie is SameSite=Lax besides.
 */
export const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;
export const ALLOWED_FETCH_SITES = ['same-origin', 'none'] as const;

/** On every response. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/** Upstream timeouts (seconds). */
export const TIMEOUTS = {
  connect: 5,
  send: 60,
  read: 60,
  identityConnect: 2,
  identityRead: 5,
  keepaliveConnections: 16,
  /** idle upstream connections close before the services' own keep-alive timeout (75 s) */
  upstreamKeepaliveSeconds: 60,
  /** room for auth's identity header, which carries the path */
  identityBufferKb: 16,
} as const;

/**
 * Replicas: a replica that refuses a connection or times out is skipped for `failTimeoutSeconds`;
 * a request is tried on up to `tries` replicas. Only requests that never reached a replica (connection
 * refused) or idempotent ones are tried again: POST/PATCH are never sent twice.
 */
export const UPSTREAM_HEALTH = {
  maxFails: 1,
  failTimeoutSeconds: 2,
  tries: 3,
  nextUpstreamTimeoutSeconds: 15,
} as const;

/** /api paths (with query) longer than this answer 414: identity tokens carry the path, headers have limits. */
export const MAX_API_URI_LENGTH = 4096;

/** Content types gzip-compressed by the gateway (bigger than `gzipMinLength` bytes); nginx always compresses text/html. */
export const GZIP = {
  minLength: 1024,
  types: [
    'text/html', 'text/plain', 'text/css', 'text/javascript', 'application/javascript', 'application/json',
    'application/manifest+json', 'image/svg+xml', 'text/xml', 'application/xml',
  ],
} as const;
