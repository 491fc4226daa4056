import { SHARED_PAGES, STATIC_PAGES } from '@rl/contracts';

/** How many files the public listings take (at least one: the static pages). */
export const sitemapFileCount = (publicListings: number, perFile: number) => Math.max(1, Math.ceil(publicListings / perFile));

export interface SitemapListing {
  id: number;
  updatedAt: Date | string;
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const entry = (loc: string, lastmod?: string) =>
  `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One sitemap file: the static pages of STATIC_PAGES marked for it (first file only), then listings with their last change. */
export function renderSitemap(origin: string, listings: readonly SitemapListing[], withStaticPages = true): string {
  const lines = [
    XML_DECLARATION,
    `<urlset xmlns="${NAMESPACE}">`,
    ...(withStaticPages ? STATIC_PAGES.filter((p) => p.inSitemap).map((p) => entry(`${origin}${p.path}`)) : []),
    ...listings.map((l) => entry(`${origin}${SHARED_PAGES.vehicle(l.id)}`, new Date(l.updatedAt).toISOString())),
    '</urlset>',
  ];
  return `${lines.join('\n')}\n`;
}

/** The sitemap index naming every file (`/sitemap.xml?page=N`), when the listings need more than one. */
export function renderSitemapIndex(origin: string, files: number): string {
  const lines = [
    XML_DECLARATION,
    `<sitemapindex xmlns="${NAMESPACE}">`,
    ...Array.from({ length: files }, (_, i) => `<sitemap><loc>${xmlText(`${origin}${SHARED_PAGES.sitemap}?page=${i + 1}`)}</loc></sitemap>`),
    '</sitemapindex>',
  ];
  return `${lines.join('\n')}\n`;
}
