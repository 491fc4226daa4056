/** Reads what a crawler or a messenger's link preview reads from a page's HTML, without running scripts. */

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export interface HeadTags {
  titles: string[];
  /** `name` or `property` -> every content given for it */
  meta: Record<string, string[]>;
  canonical: string[];
  /** the parsed JSON of every `application/ld+json` script */
  jsonLd: unknown[];
  /** the raw text of every script element, to check nothing broke out of one */
  scriptCount: number;
}

export function readHead(html: string): HeadTags {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const meta: Record<string, string[]> = {};
  for (const m of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"\/?>/g)) (meta[m[2]!] ??= []).push(decode(m[3]!));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    meta,
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)"\/?>/g)].map((m) => decode(m[1]!)),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
    scriptCount: [...html.matchAll(/<script\b/g)].length,
  };
}
