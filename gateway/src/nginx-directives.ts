import { COMMON_HEADERS, type UpstreamName } from './routing-table.js';

/* Directive helpers shared by the nginx renderers (the server block, the share-and-rank pages). */

/** nginx quoted string; backslashes pass through as written (nginx keeps `\.` as is). */
export const q = (s: string) => `"${s.replace(/"/g, '\\"')}"`;
export const upstreamId = (n: UpstreamName) => `gw_${n}`;
export const indent = (lines: string[], n: number) => lines.map((l) => (l ? ' '.repeat(n) + l : l));

export const pageVar = (header: string) => `$gw_page_${header.toLowerCase().replace(/[^a-z]/g, '_')}`;

/** The one block of proxy headers; locations that need a variation pass overrides (null drops a header). */
export function proxyHeaders(overrides: Record<string, string | null> = {}): string[] {
  const base: Record<string, string | null> = {
    Host: '$http_host',
    'X-Request-ID': '$gw_request_id',
    // the one client address (the realip module's $remote_addr), never a chain a client could have started
    'X-Forwarded-For': '$remote_addr',
    'X-Real-IP': '$remote_addr',
    Forwarded: '""',
    'X-Forwarded-Proto': '$gw_forwarded_proto',
    'X-Forwarded-Host': '$http_host',
    // set from auth's answer in /api; empty (= not sent) everywhere else, so a client's value never passes
    'X-Identity': '$gw_identity',
    Connection: '""',
    ...overrides,
  };
  return Object.entries(base)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `proxy_set_header ${k} ${v};`);
}

/** add_header does not merge with an outer level: every location that adds one repeats the common ones. */
export function headers(extra: Record<string, string> = {}, always = true): string[] {
  const common = [
    'add_header X-Request-ID $gw_request_id always;',
    'add_header Strict-Transport-Security $gw_hsts always;',
    ...Object.entries(COMMON_HEADERS).map(([k, v]) => `add_header ${k} ${q(v)} always;`),
  ];
  return [...common, ...Object.entries(extra).map(([k, v]) => `add_header ${k} ${v.startsWith('$') ? v : q(v)}${always ? ' always' : ''};`)];
}
