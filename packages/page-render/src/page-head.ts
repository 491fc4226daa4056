import {
  HOME_DESCRIPTION, HOME_TITLE, pageTitle, PRODUCT, ROBOTS_DISALLOW, SHARED_PAGES, type StaticPage,
} from '@rl/contracts';
import { escapeHtml, scriptSafeJson } from './html-text.js';

// Page heads, one implementation: the gateway renders the static pages', listings a vehicle's.

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}${SHARED_PAGES.sitemap}`,
    '',
  ].join('\n');
}

export interface PageHead {
  title: string;
  description: string;
  /** path of the canonical URL (`/vehicles/12`), appended to the origin */
  path: string;
  /** absolute URL, or a path on this site */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'product';
  jsonLd?: unknown;
  /** the page's largest image, fetched at once with high priority instead of after the scripts have run */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
  /** API answers the page's script asks for first, fetched at once beside the scripts (dataPreloadTag) */
  preloadData?: readonly string[];
}

/**
 * An API answer the browser fetches while the scripts download; the page's own `fetch(url, { credentials:
 * 'include' })` (web-kit's getJson, the search) then takes it instead of asking again: same URL, CORS mode
 * and credentials. One round trip off the chain scripts -> data -> paint.
 */
export const dataPreloadTag = (url: string): string =>
  `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="use-credentials"/>`;

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * The head tags of one page, on one line and in ASCII (the gateway may carry them in a header): title,
 * description, canonical, Open Graph and Twitter card, and JSON-LD when given. `origin` is printed as is
 * (already checked against PUBLIC_ORIGIN_PATTERN, or an nginx variable when the config is rendered).
 */
export function renderPageHead(page: PageHead, origin: string): string {
  const url = `${origin}${page.path}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}"/>`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}"/>`,
    meta('property', 'og:site_name', PRODUCT.name),
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
  ];
  // a page without a photo of its own (a listing without photos, the landing page) shares the platform's picture
  const image = page.image ?? PRODUCT.shareImage.path;
  const imageAlt = page.image ? page.imageAlt : PRODUCT.shareImage.alt;
  tags.push(meta('property', 'og:image', absolute(origin, image)));
  if (imageAlt) tags.push(meta('property', 'og:image:alt', imageAlt));
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', absolute(origin, image)),
  );
  if (page.preloadImage) {
    const { href, srcset, sizes } = page.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${srcset ? ` imagesrcset="${escapeHtml(srcset)}"` : ''}`
        + `${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''} fetchpriority="high"/>`,
    );
  }
  for (const url of page.preloadData ?? []) tags.push(dataPreloadTag(url));
  if (page.jsonLd !== undefined) tags.push(`<script type="application/ld+json">${scriptSafeJson(page.jsonLd)}</script>`);
  return tags.join('');
}

/**
 * The head of a static page (STATIC_PAGES); `withFirstRequest` (the URL has no query) adds the preload of the
 * page's first API request. nginx adds that preload itself, by the query (nginx-shared-pages.ts).
 */
export const staticPageHead = (page: StaticPage, origin: string, withFirstRequest = false): string =>
  renderPageHead(
    {
      title: pageTitle(page.screen),
      description: page.description,
      path: page.path,
      preloadData: withFirstRequest && page.firstRequest ? [page.firstRequest] : undefined,
    },
    origin,
  );

/**
 * The tags of the shell's built index.html that a server-filled head replaces (index.html's own title
 * and description, as html-webpack-plugin writes them): the first is replaced by the page's head, the
 * second removed.
 */
export const SHELL_HEAD_ANCHORS = {
  title: `<title>${HOME_TITLE}</title>`,
  description: `<meta name="description" content="${HOME_DESCRIPTION}"/>`,
} as const;

/** index.html with a page's head in place of its own title and description (the Node gateway's splice; nginx does the same with sub_filter). */
export function fillShellHead(indexHtml: string, head: string): string {
  return indexHtml.replace(SHELL_HEAD_ANCHORS.description, '').replace(SHELL_HEAD_ANCHORS.title, () => head);
}
