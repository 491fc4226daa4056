import { CROSS_SITE_MESSAGE, ERROR_MESSAGES, errorBody } from './http-errors.js';
import {
  API_DOCS,
  API_HEADERS,
  API_PREFIX,
  ALLOWED_FETCH_SITES,
  API_ROUTES,
  BODY_LIMITS,
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  DEV_MAILBOX_ROUTE,
  GZIP,
  HEALTH_PATHS,
  HSTS,
  INDEX_FILE,
  MAX_API_URI_LENGTH,
  MEDIA,
  MEDIA_CONTENT_SECURITY_POLICY,
  PAGE_HEADERS,
  RATE_LIMIT_ZONES,
  SAFE_METHODS,
  STATIC_MOUNTS,
  TIMEOUTS,
  UPSTREAM_HEALTH,
  UPSTREAM_NAMES,
  type ApiRoute,
  type StaticMount,
  type UpstreamName,
} from './routing-table.js';
import { REQUEST_ID_PATTERN, SESSION_COOKIE_PATTERN, INTERNAL_API } from '@rl/contracts';
import { headers, indent, pageVar, proxyHeaders, q, upstreamId } from './nginx-directives.js';
import { sharedPageMaps, sharedPageLocations } from './nginx-shared-pages.js';

/** Where the rendered config gets its concrete values: the standalone file or the docker template. */
export interface NginxTarget {
  listen: string;
  /** `server` lines of each upstream block, one per replica (`host:port` or a template variable) */
  upstreamServer: Record<UpstreamName, string[]>;
  upstreamScheme: Record<UpstreamName, 'http' | 'https'>;
  /** `${S3_ENDPOINT}/${S3_BUCKET}/`, ending with a slash */
  mediaProxyPass: string;
  staticDir: Record<StaticMount['name'], string>;
  /** directory holding the API documentation files (API_DOCS.files) */
  apiDocsDir: string;
  accessLog: string;
  /** `http://host:port` of the development mail catcher; unset = `/dev/mailbox` is not routed (404) */
  mailboxProxyPass?: string;
  /** the site's origin in pages (PUBLIC_URL, or a template variable); unset = each request's scheme and Host */
  publicOrigin?: string;
  /** `set_real_ip_from` ranges (TRUSTED_PROXIES); the docker image writes its own from the environment at start */
  trustedProxies: string[];
}

const IDENTITY_LOCATION = '/_identity';

// ---- http-level: upstreams, maps, zones, log format ----

function httpLevel(t: NginxTarget): string[] {
  const out: string[] = [
    '# upstreams (one per service, a server line per replica), with keep-alive connections; a replica that',
    `# refuses or times out is skipped for ${UPSTREAM_HEALTH.failTimeoutSeconds} s (no sticky sessions: replicas are stateless).`,
    '# The shared zone lets a server given as "name:port resolve" follow DNS (nginx 1.27.3+, with a resolver).',
  ];
  for (const n of UPSTREAM_NAMES) {
    out.push(
      `upstream ${upstreamId(n)} {`,
      `    zone ${upstreamId(n)} 64k;`,
      ...t.upstreamServer[n].map((s) => `    server ${s} max_fails=${UPSTREAM_HEALTH.maxFails} fail_timeout=${UPSTREAM_HEALTH.failTimeoutSeconds}s;`),
      `    keepalive ${TIMEOUTS.keepaliveConnections};`,
      `    keepalive_timeout ${TIMEOUTS.upstreamKeepaliveSeconds}s;`,
      '}',
    );
  }
  out.push(
    '',
    '# request id: a sane client X-Request-ID is kept, otherwise nginx generates one',
    'map $http_x_request_id $gw_request_id {',
    `    ${q(`~${REQUEST_ID_PATTERN}`)} $http_x_request_id;`,
    '    default $request_id;',
    '}',
    `# API paths longer than ${MAX_API_URI_LENGTH} characters answer 414 (identity tokens carry the path)`,
    'map $request_uri $gw_uri_too_long {',
    `    "~^${API_PREFIX}/.{${MAX_API_URI_LENGTH - API_PREFIX.length}}" 1;`,
    '    default 0;',
    '}',
    '# an API path (as written or decoded) with an encoded / or \\ answers 400 (..%2F would climb out of /api)',
    'map "$uri|$request_uri" $gw_encoded_separator {',
    `    "~*^${API_PREFIX}/[^|]*\\|[^?]*%(2f|5c)" 1;`,
    `    "~*^[^|]*\\|${API_PREFIX}/[^?]*%(2f|5c)" 1;`,
    '    default 0;',
    '}',
    '# cross-site refusal of state-changing API requests (Origin of another origin, or Sec-Fetch-Site cross-site/same-site)',
    'map $request_method $gw_unsafe_method {',
    ...SAFE_METHODS.map((m) => `    ${m} 0;`),
    '    default 1;',
    '}',
    'map "$http_origin|$gw_forwarded_proto://$http_host" $gw_foreign_origin {',
    '    "~^\\|" 0;',
    '    "~^([^|]+)\\|\\1$" 0;',
    '    default 1;',
    '}',
    'map $http_sec_fetch_site $gw_foreign_site {',
    '    "" 0;',
    ...ALLOWED_FETCH_SITES.map((v) => `    ${v} 0;`),
    '    default 1;',
    '}',
    'map "$gw_unsafe_method$gw_foreign_origin$gw_foreign_site:$uri" $gw_cross_site_refused {',
    `    "~^1(1.|.1):${API_PREFIX}/" 1;`,
    '    default 0;',
    '}',
    '# HSTS only over https',
    'map $gw_forwarded_proto $gw_hsts {',
    `    https ${q(HSTS)};`,
    '    default "";',
    '}',
    '# requests without the session cookie are anonymous: the identity sub-request answers at once, auth is not asked',
    'map $http_cookie $gw_has_session {',
    `    ${q(`~${SESSION_COOKIE_PATTERN}`)} 1;`,
    '    default 0;',
    '}',
    'map $http_x_forwarded_proto $gw_forwarded_proto {',
    '    "~^https?$" $http_x_forwarded_proto;',
    '    default $scheme;',
    '}',
    '',
    '# Cache-Control of static files by name (first match wins)',
    'map $uri $gw_cache_control {',
    ...CACHE_RULES.map((r) => `    ${q(`~${r.pattern}`)} ${q(r.cacheControl)};`),
    `    default ${q(DEFAULT_CACHE_CONTROL)};`,
    '}',
    '# headers of pages (index.html, served for every client route)',
    ...Object.entries(PAGE_HEADERS).flatMap(([name, value]) => [
      `map $uri ${pageVar(name)} {`,
      `    "~\\.html$" ${q(value)};`,
      '    default "";',
      '}',
    ]),
    '',
    ...sharedPageMaps(t),
    '',
    '# the client address ($remote_addr, keying the limits below): the connecting one, or from a trusted proxy the',
    '# nearest untrusted address of its X-Forwarded-For',
    ...t.trustedProxies.map((r) => `set_real_ip_from ${r};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
    '',
    '# rate-limit zones (per client address); over the limit the gateway answers 429',
    ...Object.entries(RATE_LIMIT_ZONES).map(
      ([name, z]) => `limit_req_zone $binary_remote_addr zone=gw_${name}:10m rate=${z.perMinute}r/m;`,
    ),
    '',
    "log_format gw_json escape=json '{\"time\":\"$time_iso8601\",\"requestId\":\"$gw_request_id\",'",
    "    '\"remoteAddr\":\"$remote_addr\",\"method\":\"$request_method\",\"uri\":\"$uri\",'",
    "    '\"status\":$status,\"bytes\":$body_bytes_sent,\"requestTime\":$request_time,'",
    "    '\"upstream\":\"$upstream_addr\",\"upstreamStatus\":\"$upstream_status\",'",
    "    '\"upstreamTime\":\"$upstream_response_time\",\"userAgent\":\"$http_user_agent\"}';",
  );
  return out;
}

function jsonErrorLocation(name: string, status: number, message = ERROR_MESSAGES[status], extra: Record<string, string> = {}): string[] {
  const body = JSON.stringify(errorBody(status, message, '__RID__')).replace('"__RID__"', '"$gw_request_id"');
  return [
    `location @${name} {`,
    '    # no content type by extension (/media/x.jpg): always JSON',
    '    types { }',
    '    default_type application/json;',
    ...indent(headers({ 'Cache-Control': 'no-store', ...API_HEADERS, ...extra }), 4),
    `    return ${status} '${body}';`,
    '}',
  ];
}

// ---- locations ----

function identityLocation(t: NginxTarget): string[] {
  return [
    '# identity sub-request: auth answers 200 with X-Identity (absent when anonymous)',
    `location = ${IDENTITY_LOCATION} {`,
    '    internal;',
    '    if ($gw_has_session = 0) {',
    '        return 204;',
    '    }',
    `    proxy_pass ${t.upstreamScheme.auth}://${upstreamId('auth')}${INTERNAL_API.auth.identity};`,
    '    proxy_method GET;',
    '    # the sub-request never carries the body: no size check here (the route location checks it), no reading',
    '    client_max_body_size 0;',
    '    proxy_pass_request_body off;',
    '    # the identity token carries the path: room for the longest API path',
    `    proxy_buffer_size ${TIMEOUTS.identityBufferKb}k;`,
    `    proxy_buffers 4 ${TIMEOUTS.identityBufferKb}k;`,
    `    proxy_busy_buffers_size ${TIMEOUTS.identityBufferKb}k;`,
    ...indent(
      proxyHeaders({
        'Content-Length': '""',
        'X-Original-Method': '$request_method',
        'X-Original-URI': '$request_uri',
        'X-Identity': '""',
      }),
      4,
    ),
    `    proxy_connect_timeout ${TIMEOUTS.identityConnect}s;`,
    `    proxy_send_timeout ${TIMEOUTS.identityRead}s;`,
    `    proxy_read_timeout ${TIMEOUTS.identityRead}s;`,
    '}',
  ];
}

function routeLocation(r: ApiRoute, t: NginxTarget): string[] {
  const lines = [`location ${r.match === 'exact' ? '= ' : ''}${r.path} {`];
  if (r.rateLimit) lines.push(`    limit_req zone=gw_${r.rateLimit} burst=${RATE_LIMIT_ZONES[r.rateLimit].burst} nodelay;`);
  if (r.bodyLimit !== 'json') {
    lines.push(`    client_max_body_size ${BODY_LIMITS[r.bodyLimit].nginx};`, '    proxy_request_buffering off;');
  }
  lines.push(`    proxy_pass ${t.upstreamScheme[r.upstream]}://${upstreamId(r.upstream)};`, '}');
  return lines;
}

function apiLocations(t: NginxTarget): string[] {
  return [
    `location = ${API_PREFIX} {`,
    '    error_page 404 = @gw_api_404;',
    '    return 404;',
    '}',
    '# /api: identity from auth, JSON errors; routes nested (exact match first, then the longest prefix)',
    `location ${API_PREFIX}/ {`,
    `    auth_request ${IDENTITY_LOCATION};`,
    '    auth_request_set $gw_identity $upstream_http_x_identity;',
    '    limit_req_status 429;',
    '    limit_req_log_level warn;',
    '    proxy_hide_header X-Request-ID;',
    '    proxy_hide_header X-Content-Type-Options;',
    ...Object.keys(API_HEADERS).map((h) => `    proxy_hide_header ${h};`),
    ...indent(headers(API_HEADERS), 4),
    '    error_page 401 = @gw_api_401;',
    '    error_page 403 = @gw_api_403;',
    '    error_page 404 = @gw_api_404;',
    '    error_page 413 = @gw_api_413;',
    '    error_page 414 = @gw_api_414;',
    '    error_page 429 = @gw_api_429;',
    '    # the identity sub-request failed (auth down or 5xx): auth_request turns that into 500',
    '    error_page 500 = @gw_api_503;',
    '    # no replica of the service could be reached',
    '    error_page 502 = @gw_api_unavailable;',
    '    error_page 504 = @gw_api_504;',
    '',
    ...indent(API_ROUTES.flatMap((r) => routeLocation(r, t)), 4),
    // nginx would answer `/api/vin` with a 301 to `/api/vin/`: the table says 404
    ...indent(
      API_ROUTES.filter((r) => r.match === 'prefix' && !API_ROUTES.some((e) => e.match === 'exact' && e.path === r.path.slice(0, -1)))
        .flatMap((r) => [`location = ${r.path.slice(0, -1)} {`, '    return 404;', '}']),
      4,
    ),
    '',
    '    return 404;',
    '}',
    ...jsonErrorLocation('gw_api_400', 400, 'Malformed request path'),
    ...jsonErrorLocation('gw_api_401', 401),
    ...jsonErrorLocation('gw_api_403', 403),
    ...jsonErrorLocation('gw_api_cross_site', 403, CROSS_SITE_MESSAGE),
    ...jsonErrorLocation('gw_api_404', 404),
    ...jsonErrorLocation('gw_api_413', 413),
    ...jsonErrorLocation('gw_api_414', 414),
    ...jsonErrorLocation('gw_api_429', 429, ERROR_MESSAGES[429], { 'Retry-After': '60' }),
    ...jsonErrorLocation('gw_api_503', 503, ERROR_MESSAGES[503], { 'Retry-After': String(UPSTREAM_HEALTH.failTimeoutSeconds) }),
    ...jsonErrorLocation('gw_api_unavailable', 503, 'The service is temporarily unavailable, please try again shortly', {
      'Retry-After': String(UPSTREAM_HEALTH.failTimeoutSeconds),
    }),
    ...jsonErrorLocation('gw_api_504', 504),
  ];
}

function mediaLocations(t: NginxTarget): string[] {
  return [
    '# media objects, read-only from the S3 bucket; keys are random and never reused',
    'location = /media {',
    '    error_page 404 = @gw_media_404;',
    '    return 404;',
    '}',
    `location ${MEDIA.prefix} {`,
    `    if ($request_method !~ ^(${MEDIA.methods.join('|')})$) {`,
    '        return 405;',
    '    }',
    '    set $args "";',
    `    proxy_pass ${t.mediaProxyPass};`,
    ...indent(
      proxyHeaders({ Host: '$proxy_host', 'X-Forwarded-Host': null, Cookie: '""', Authorization: '""', 'X-Identity': '""' }),
      4,
    ),
    ...['Cache-Control', 'Expires', 'Set-Cookie', 'X-Request-ID', 'x-amz-request-id', 'x-amz-id-2', 'Server'].map(
      (h) => `    proxy_hide_header ${h};`,
    ),
    '    proxy_intercept_errors on;',
    '    error_page 403 404 = @gw_media_404;',
    '    error_page 405 = @gw_media_405;',
    '    error_page 500 502 503 504 = @gw_media_502;',
    ...indent(headers({ 'Cache-Control': MEDIA.cacheControl, 'Content-Security-Policy': MEDIA_CONTENT_SECURITY_POLICY }, false), 4),
    '}',
    ...jsonErrorLocation('gw_media_404', 404, 'Media not found'),
    ...jsonErrorLocation('gw_media_405', 405, ERROR_MESSAGES[405], { Allow: MEDIA.methods.join(', ') }),
    ...jsonErrorLocation('gw_media_502', 502, 'Media storage is not reachable'),
  ];
}

/** `/api/openapi.json`, `/api/docs`, `/api/docs.js`: exact locations win over the `/api/` prefix. */
function apiDocsLocations(t: NginxTarget): string[] {
  return [
    '# the API documentation, generated from packages/contracts; no identity, no upstream',
    ...API_DOCS.files.flatMap((f) => [
      `location = ${f.path} {`,
      `    alias ${t.apiDocsDir.replace(/\/+$/, '')}/${f.file};`,
      '    types { }',
      `    default_type ${f.contentType};`,
      ...indent(headers({ 'Cache-Control': API_DOCS.cacheControl, ...(f.page ? PAGE_HEADERS : {}) }, false), 4),
      '}',
    ]),
  ];
}

/** `/dev/mailbox` and below: the mail catcher of embedded mode, or a plain 404 (never the shell's index.html). */
function mailboxLocations(t: NginxTarget): string[] {
  const paths = [`= ${DEV_MAILBOX_ROUTE.prefix}`, `${DEV_MAILBOX_ROUTE.prefix}/`];
  if (!t.mailboxProxyPass) {
    return ['# the development mailbox is not routed here', ...paths.flatMap((p) => [`location ${p} {`, '    return 404;', '}'])];
  }
  return [
    '# the development mailbox (embedded mode): the launcher\'s mail catcher, with the page headers',
    ...paths.flatMap((p) => [
      `location ${p} {`,
      `    proxy_pass ${t.mailboxProxyPass};`,
      ...indent(proxyHeaders({ Cookie: '""', Authorization: '""', 'X-Identity': '""' }), 4),
      '    proxy_hide_header X-Request-ID;',
      '    proxy_hide_header X-Content-Type-Options;',
      ...indent(headers(PAGE_HEADERS), 4),
      '}',
    ]),
  ];
}

function staticLocations(t: NginxTarget): string[] {
  const out: string[] = ['# unknown remotes', 'location = /mfe {', '    return 404;', '}', 'location /mfe/ {', '    return 404;', '}'];
  const cacheHeaders = headers({ 'Cache-Control': '$gw_cache_control' }, false);
  for (const m of STATIC_MOUNTS) {
    if (m.spaFallback) {
      out.push(
        '# the shell: files, and index.html for every client route',
        `location ${m.prefix} {`,
        `    root ${t.staticDir[m.name]};`,
        `    index ${INDEX_FILE};`,
        `    try_files $uri /${INDEX_FILE} =404;`,
        ...indent(cacheHeaders, 4),
        ...Object.keys(PAGE_HEADERS).map((h) => `    add_header ${h} ${pageVar(h)};`),
        '}',
      );
    } else {
      out.push(`location ${m.prefix} {`, `    alias ${t.staticDir[m.name].replace(/\/?$/, '/')};`, ...indent(cacheHeaders, 4), '}');
    }
  }
  return out;
}

function serverBlock(t: NginxTarget): string[] {
  return [
    'server {',
    `    listen ${t.listen};`,
    '    server_tokens off;',
    '    # clients (and load balancers in front) keep their connections: nginx would close each after 1000 requests',
    '    keepalive_requests 10000;',
    // one write per 32 KB or per second instead of one per request: at a few thousand requests a second the
    // per-line writes (and whatever reads the pipe) cost more CPU than the proxying
    `    access_log ${t.accessLog} gw_json buffer=32k flush=1s;`,
    `    client_max_body_size ${BODY_LIMITS.json.nginx};`,
    // JSON bodies up to the cap stay in memory
    `    client_body_buffer_size ${BODY_LIMITS.json.nginx};`,
    '    charset utf-8;',
    '',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_proxied any;',
    `    gzip_min_length ${GZIP.minLength};`,
    // text/html is nginx's own (listing it again is a duplicate-type warning)
    `    gzip_types ${GZIP.types.filter((t) => t !== 'text/html').join(' ')};`,
    "    # a file's precompressed file.gz from the build (web-build's create-app-config) where there is one",
    '    gzip_static on;',
    '',
    '    # shared proxy settings and headers (inherited by every location that sets none of its own)',
    '    proxy_http_version 1.1;',
    '    proxy_redirect off;',
    `    proxy_connect_timeout ${TIMEOUTS.connect}s;`,
    `    proxy_send_timeout ${TIMEOUTS.send}s;`,
    `    proxy_read_timeout ${TIMEOUTS.read}s;`,
    '    # retry only idempotent requests (no non_idempotent flag: POST, PATCH, LOCK are never retried)',
    '    proxy_next_upstream error timeout;',
    `    proxy_next_upstream_tries ${UPSTREAM_HEALTH.tries};`,
    `    proxy_next_upstream_timeout ${UPSTREAM_HEALTH.nextUpstreamTimeoutSeconds}s;`,
    ...indent(proxyHeaders(), 4),
    ...indent(headers(), 4),
    '',
    ...indent(
      HEALTH_PATHS.flatMap((p) => [`location = ${p} {`, '    access_log off;', '    default_type application/json;', `    return 200 '{"status":"ok"}';`, '}']),
      4,
    ),
    '    # server level: rewrite-phase checks are not inherited by the nested /api locations',
    '    if ($gw_uri_too_long) {',
    '        return 414;',
    '    }',
    '    error_page 414 = @gw_api_414;',
    '    if ($gw_cross_site_refused) {',
    '        return 403;',
    '    }',
    '    error_page 403 = @gw_api_cross_site;',
    '    if ($gw_encoded_separator) {',
    '        return 400;',
    '    }',
    '    error_page 400 = @gw_api_400;',
    ...indent(identityLocation(t), 4),
    '',
    ...indent(apiLocations(t), 4),
    '',
    ...indent(apiDocsLocations(t), 4),
    '',
    ...indent(mediaLocations(t), 4),
    '',
    ...indent(mailboxLocations(t), 4),
    '',
    ...indent(sharedPageLocations(t), 4),
    '',
    ...indent(staticLocations(t), 4),
    '}',
  ];
}

/** http-level directives plus the server block: the body of conf.d/default.conf or of the standalone http {}. */
export function renderHttpContent(t: NginxTarget): string {
  return [...httpLevel(t), '', ...serverBlock(t)].join('\n') + '\n';
}
