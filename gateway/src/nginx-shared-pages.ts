import { FIRST_SCREEN, INTERNAL_API, INTERNAL_ROUTES, STATIC_PAGES, type StaticPage } from '@rl/contracts';
import { dataPreloadTag, firstScreenOf, robotsTxt, SHELL_HEAD_ANCHORS, staticPageHead } from '@rl/page-render';
import { headers, indent, pageVar, proxyHeaders, q, upstreamId } from './nginx-directives.js';
import type { NginxTarget } from './nginx-server-block.js';
import { INDEX_FILE, PAGE_HEADERS, SHARED_PAGE_ROUTES, TIMEOUTS, UPSTREAM_HEALTH } from './routing-table.js';

const ORIGIN = '$gw_public_origin';
const PAGE_HEAD_LOCATION = '/_gw_page_head';
/** the shell's index.html answering 404 (its client shows the not-found screen), with the page headers */
const NOT_FOUND_LOCATION = '/_gw_shell_not_found';

/**
 * An nginx string holding generated text (page heads, robots.txt): quotes, backslashes and line breaks
 * escaped. A `$` would start a variable, so the text may hold none but the origin variable's.
 */
function nginxText(text: string): string {
  if (text.replaceAll(ORIGIN, '').includes('$')) throw new Error(`page text for nginx holds a "$": ${text}`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

/** `$gw_first_request_<n>`: the preload of a static page's first API request, empty when the URL has a query. */
const firstRequestVar = (index: number) => `$gw_first_request_${index}`;

const upstreamHeaderVar = (header: string) => `$upstream_http_${header.toLowerCase().replace(/-/g, '_')}`;

/** `$gw_first_screen_<n>`: a static page's first screen, empty when the URL has a query. */
const firstScreenVar = (index: number) => `$gw_first_screen_${index}`;
/** `$gw_script_preload_<n>`, `$gw_entry_script_<n>`: index.html's script tags as written, or held back under a first screen */
const scriptPreloadVar = (index: number) => `$gw_script_preload_${index}`;
const entryScriptVar = (index: number) => `$gw_entry_script_${index}`;
/** a listing's first screen, from listings' page-data answer, and its script tags */
const VEHICLE_FIRST_SCREEN = '$gw_first_screen';
const VEHICLE_SCRIPT_PRELOAD = '$gw_vehicle_script_preload';
const VEHICLE_ENTRY_SCRIPT = '$gw_vehicle_entry_script';

/** maps `variable` to the held tag when `source` is `value` (`valueHolds`) or anything else, to the tag as written otherwise */
function holdMap(source: string, variable: string, tag: string, held: string, valueHolds: boolean, value = ''): string[] {
  const [onValue, otherwise] = valueHolds ? [held, tag] : [tag, held];
  return [`map ${source} ${variable} {`, `    ${q(value)} ${nginxText(onValue)};`, `    default ${nginxText(otherwise)};`, '}'];
}

/**
 * What a static page's first screen depends on, and its value when the screen is painted: no query, and
 * for a page whose first screen is for visitors only, no session cookie either ($gw_has_session is 0).
 */
const firstScreenKey = (p: StaticPage) => (p.firstScreenForVisitorsOnly ? { source: '"$args$gw_has_session"', value: '0' } : { source: '$args', value: '' });

/** The static page's head as nginx text, followed by its first-request variable when it has one. */
function staticHeadText(p: StaticPage, index: number): string {
  const text = nginxText(staticPageHead(p, ORIGIN));
  return p.firstRequest ? `${text.slice(0, -1)}${firstRequestVar(index)}"` : text;
}

/** http level: `$gw_public_origin` (the origin printed in pages, as the Node gateway's publicOriginOf()) and the listing head's fallback. */
export function sharedPageMaps(t: NginxTarget): string[] {
  return [
    "# the site's origin in pages (canonical, Open Graph, sitemap, robots): PUBLIC_URL, else the request's scheme and Host",
    `map $http_host ${ORIGIN} {`,
    ...(t.publicOrigin
      ? [`    default ${q(t.publicOrigin)};`]
      : [`    ${q(`~${SHARED_PAGE_ROUTES.hostPattern}`)} "$gw_forwarded_proto://$http_host";`, `    default ${q(SHARED_PAGE_ROUTES.fallbackOrigin)};`]),
    '}',
    '# a listing head that came back empty leaves the shell\'s own title and description in place',
    'map $gw_page_head $gw_vehicle_head {',
    `    "" ${nginxText(SHELL_HEAD_ANCHORS.description + SHELL_HEAD_ANCHORS.title)};`,
    '    default $gw_page_head;',
    '}',
    '# a static page without a query: its first API request is preloaded (contracts StaticPage.firstRequest)',
    ...STATIC_PAGES.flatMap((p, i) => (p.firstRequest
      ? [`map $args ${firstRequestVar(i)} {`, `    "" ${nginxText(dataPreloadTag(p.firstRequest))};`, '    default "";', '}']
      : [])),
    '# a static page without a query: its first screen, painted before the scripts (page-render first-screen.ts)',
    ...STATIC_PAGES.flatMap((p, i) => {
      const html = firstScreenOf(p);
      if (!html) return [];
      const { source, value } = firstScreenKey(p);
      return [
        `map ${source} ${firstScreenVar(i)} {`, `    ${q(value)} ${nginxText(html)};`, '    default "";', '}',
        ...holdMap(source, scriptPreloadVar(i), FIRST_SCREEN.scriptPreload, FIRST_SCREEN.heldScriptPreload, true, value),
        ...holdMap(source, entryScriptVar(i), FIRST_SCREEN.entryScript, FIRST_SCREEN.heldEntryScript, true, value),
      ];
    }),
    '# a listing with its first screen: the scripts are held back (listings down: no first screen, scripts as written)',
    ...holdMap(VEHICLE_FIRST_SCREEN, VEHICLE_SCRIPT_PRELOAD, FIRST_SCREEN.scriptPreload, FIRST_SCREEN.heldScriptPreload, false),
    ...holdMap(VEHICLE_FIRST_SCREEN, VEHICLE_ENTRY_SCRIPT, FIRST_SCREEN.entryScript, FIRST_SCREEN.heldEntryScript, false),
  ];
}

/**
 * index.html of the shell with `head` in place of its own title and description (contracts' fillShellHead)
 * and, given a variable holding one, a first screen in front of the app's root (fillShellBody).
 */
function shellWithHead(t: NginxTarget, head: string, firstScreen?: { html: string; scriptPreload: string; entryScript: string }): string[] {
  return [
    ...shellIndex(t, false),
    `sub_filter ${nginxText(SHELL_HEAD_ANCHORS.description)} "";`,
    `sub_filter ${nginxText(SHELL_HEAD_ANCHORS.title)} ${head};`,
    ...(firstScreen
      ? [
        `sub_filter ${nginxText(FIRST_SCREEN.anchor)} ${nginxText(FIRST_SCREEN.anchor).replace(/^"/, `"${firstScreen.html}`)};`,
        `sub_filter ${nginxText(FIRST_SCREEN.scriptPreload)} ${firstScreen.scriptPreload};`,
        `sub_filter ${nginxText(FIRST_SCREEN.entryScript)} ${firstScreen.entryScript};`,
        '# every script tag (each anchor above is in index.html once)',
        'sub_filter_once off;',
      ]
      : []),
  ];
}

/** index.html of the shell with the page headers (`always`: on error statuses too). */
function shellIndex(t: NginxTarget, always: boolean): string[] {
  const flag = always ? ' always' : '';
  return [
    `root ${t.staticDir.shell};`,
    `try_files /${INDEX_FILE} =404;`,
    ...headers({ 'Cache-Control': '$gw_cache_control' }, always),
    ...Object.keys(PAGE_HEADERS).map((h) => `add_header ${h} ${pageVar(h)}${flag};`),
  ];
}

/** Static pages, `/vehicles/<id>`, `/sitemap.xml` and `/robots.txt` (SHARED_PAGE_ROUTES); before the shell's location. */
export function sharedPageLocations(t: NginxTarget): string[] {
  const listings = `${t.upstreamScheme[SHARED_PAGE_ROUTES.upstream]}://${upstreamId(SHARED_PAGE_ROUTES.upstream)}`;
  const noCredentials = { Cookie: '""', Authorization: '""', 'X-Identity': '""' };
  return [
    '# pages that share and rank: the shell with server-side head tags (packages/contracts site-pages.ts, packages/page-render page-head.ts)',
    ...STATIC_PAGES.flatMap((p, i) => [
      `location = ${p.path} {`,
      ...indent(shellWithHead(t, staticHeadText(p, i), p.firstScreen ? { html: firstScreenVar(i), scriptPreload: scriptPreloadVar(i), entryScript: entryScriptVar(i) } : undefined), 4),
      '}',
    ]),
    '# a public listing: its head tags from listings (carried in a header); not public: 404 with the shell',
    '# (its not-found screen); listings unreachable or confused: the shell as it is',
    `location ~ ${q(SHARED_PAGE_ROUTES.vehiclePattern)} {`,
    '    set $gw_vehicle_id $1;',
    `    auth_request ${PAGE_HEAD_LOCATION};`,
    `    auth_request_set $gw_page_head ${upstreamHeaderVar(SHARED_PAGE_ROUTES.headHeader)};`,
    `    auth_request_set ${VEHICLE_FIRST_SCREEN} ${upstreamHeaderVar(FIRST_SCREEN.header)};`,
    `    error_page 403 =404 ${NOT_FOUND_LOCATION};`,
    `    error_page 500 = /${INDEX_FILE};`,
    ...indent(shellWithHead(t, '$gw_vehicle_head', { html: VEHICLE_FIRST_SCREEN, scriptPreload: VEHICLE_SCRIPT_PRELOAD, entryScript: VEHICLE_ENTRY_SCRIPT }), 4),
    '}',
    `location = ${PAGE_HEAD_LOCATION} {`,
    '    internal;',
    `    proxy_pass ${listings}${INTERNAL_ROUTES.listings.vehiclePageHead.replace(':id', '$gw_vehicle_id')};`,
    '    proxy_method GET;',
    '    client_max_body_size 0;',
    '    proxy_pass_request_body off;',
    `    proxy_buffer_size ${TIMEOUTS.identityBufferKb}k;`,
    `    proxy_buffers 4 ${TIMEOUTS.identityBufferKb}k;`,
    `    proxy_busy_buffers_size ${TIMEOUTS.identityBufferKb}k;`,
    ...indent(proxyHeaders({ 'Content-Length': '""', [SHARED_PAGE_ROUTES.originHeader]: ORIGIN, ...noCredentials }), 4),
    '    # auth_request knows 2xx, 401 and 403 only: "no such public listing" becomes 403 here, 404 above',
    '    proxy_intercept_errors on;',
    '    error_page 404 = @gw_page_missing;',
    '}',
    'location @gw_page_missing {',
    '    return 403;',
    '}',
    '# any other path under /vehicles/ names no listing',
    `location ${SHARED_PAGE_ROUTES.vehiclePrefix} {`,
    `    error_page 404 ${NOT_FOUND_LOCATION};`,
    '    return 404;',
    '}',
    `location = ${NOT_FOUND_LOCATION} {`,
    '    internal;',
    ...indent(shellIndex(t, true), 4),
    '}',
    `location = ${SHARED_PAGE_ROUTES.sitemap} {`,
    `    proxy_pass ${listings}${INTERNAL_API.listings.sitemap};`,
    ...indent(proxyHeaders({ [SHARED_PAGE_ROUTES.originHeader]: ORIGIN, ...noCredentials }), 4),
    '    proxy_hide_header X-Request-ID;',
    '    proxy_hide_header X-Content-Type-Options;',
    '    proxy_intercept_errors on;',
    '    error_page 500 502 503 504 = @gw_sitemap_unavailable;',
    ...indent(headers(), 4),
    '}',
    'location @gw_sitemap_unavailable {',
    '    types { }',
    '    default_type text/plain;',
    ...indent(headers({ 'Retry-After': String(UPSTREAM_HEALTH.failTimeoutSeconds) }), 4),
    `    return 503 ${nginxText(SHARED_PAGE_ROUTES.sitemapUnavailable)};`,
    '}',
    `location = ${SHARED_PAGE_ROUTES.robots} {`,
    '    types { }',
    '    default_type text/plain;',
    ...indent(headers({ 'Cache-Control': 'no-cache' }, false), 4),
    `    return 200 ${nginxText(robotsTxt(ORIGIN))};`,
    '}',
  ];
}
