import { API } from './api-paths.js';
import { LANDING_FIRST_SCREEN, SEARCH_FIRST_SCREEN } from './first-screen.js';
import { escapeHtml } from './html-text.js';
import { PRODUCT } from './product.js';
import { SEARCH_DEFAULTS, toSearchParams } from './search-params.js';

/**
 * Pages that share and rank: the head tags the gateway puts into the shell's index.html for the pages
 * people share and search engines index (static pages from STATIC_PAGES, a vehicle's page from the
 * listings service), so a link previews in messengers and ranks without running JavaScript.
 * No zod here: the shell imports the titles.
 */

export const HOME_TITLE = `${PRODUCT.name} | Premium Used Vehicle Marketplace`;
export const HOME_DESCRIPTION =
  'Buy and sell used premium vehicles nationwide. List your car free; a dedicated associate handles every buyer.';

/** Every screen's document title: `Vehicle Search | Remote Listings`; the home page has its own. */
export const pageTitle = (screen?: string): string => (screen ? `${screen} | ${PRODUCT.name}` : HOME_TITLE);

export interface StaticPage {
  path: string;
  /** the screen's name in the title (none: the home title) */
  screen?: string;
  description: string;
  /** listed in /sitemap.xml */
  inSitemap: boolean;
  /** the API request the page's script makes first when its URL has no query: the gateway preloads it */
  firstRequest?: string;
  /** the page's first screen without a query (first-screen.ts): the gateway puts it into the page */
  firstScreen?: string;
  /** the first screen only for visitors (requests without the session cookie): signed-in users see another screen */
  firstScreenForVisitorsOnly?: boolean;
}

/** /search without parameters first asks for the newest listings, a page of the main list (30). */
export const SEARCH_FIRST_REQUEST = `${API.vehiclesSearch}?${toSearchParams({ sortBy: SEARCH_DEFAULTS.sortBy, page: SEARCH_DEFAULTS.page, limit: 30 })}`;

/** The shell's content pages: server-side title, description and canonical link, and the client's titles. */
export const STATIC_PAGES: readonly StaticPage[] = [
  { path: '/', description: HOME_DESCRIPTION, inSitemap: true, firstScreen: LANDING_FIRST_SCREEN, firstScreenForVisitorsOnly: true },
  {
    path: '/search',
    screen: 'Vehicle Search',
    description: 'Search used premium vehicles by make, model, price, mileage and body type. Every listing is checked by our team before it goes live.',
    inSitemap: true,
    firstRequest: SEARCH_FIRST_REQUEST,
    firstScreen: SEARCH_FIRST_SCREEN,
  },
  {
    path: '/sold',
    screen: 'Recently Sold',
    description: `What premium cars really sold for on ${PRODUCT.name}: year, make, model, mileage, final price and date of recent sales, by make and model.`,
    inSitemap: true,
  },
  {
    path: '/how-it-works',
    screen: 'How It Works',
    description: 'Sellers list once and a dedicated associate handles everything else. Buyers browse premium vehicles and deal with one team from the first question to the purchase.',
    inSitemap: true,
  },
  {
    path: '/financing',
    screen: 'Financing',
    description: 'Finance the car you want with rates as low as 3.75% APR. Apply in five minutes, with funding often within 24 hours. All credit welcome.',
    inSitemap: true,
  },
  {
    path: '/faq',
    screen: 'Frequently Asked Questions',
    description: 'Answers about listing fees, how long a sale takes, how buyers pay and how our associates work for you.',
    inSitemap: true,
  },
  {
    path: '/privacy-policy',
    screen: 'Privacy Policy',
    description: `What ${PRODUCT.name} collects, why, who sees it and how to get a copy of your data or delete it.`,
    inSitemap: true,
  },
  {
    path: '/terms',
    screen: 'Terms of Service',
    description: `The rules for using ${PRODUCT.name}: accounts, listings, buying, and what we are responsible for.`,
    inSitemap: true,
  },
  {
    path: '/auth',
    screen: 'Sign In',
    description: `Sign in or create your ${PRODUCT.name} account to list your car free and follow the vehicles you like.`,
    inSitemap: false,
  },
];

export const staticPageAt = (path: string): StaticPage | undefined => STATIC_PAGES.find((p) => p.path === path);

/** Public paths of the vehicle page, the sitemap and the robots file. */
export const SHARED_PAGES = {
  vehicle: (id: number | string) => `/vehicles/${id}`,
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

/**
 * The listings service's page data, asked by the gateway only (the gateway does not route these paths):
 * `GET vehicleHead(id)` answers 200 with the head tags in the `X-Page-Head` header (and as the body) and
 * the page's first screen in `X-Page-First-Screen` (FIRST_SCREEN) for an approved or sold listing, 404 otherwise; `GET sitemap` answers the sitemap XML. Both need the
 * public origin in `X-Public-Origin`.
 */
export const LISTINGS_PAGES = {
  vehicleHead: (id: number | string) => `/pages/vehicles/${id}`,
  sitemap: '/pages/sitemap.xml',
  headHeader: 'X-Page-Head',
  originHeader: 'X-Public-Origin',
} as const;

/** An origin the pages may print: `http(s)://host[:port]`, nothing else (no path, quotes or markup). */
export const PUBLIC_ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;

/** Paths crawlers are asked to leave alone: the API and the signed-in screens. */
export const ROBOTS_DISALLOW = ['/api/', '/dashboard', '/admin', '/account', '/create-listing', '/edit-listing', '/dev/'] as const;

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

// ---- rendering (one implementation: the gateway renders static pages, listings renders vehicles) ----

export { escapeHtml };

/** JSON inside `<script type="application/ld+json">`: nothing can close the element, ASCII only. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Cuts text to `max` characters at a word boundary, with an ellipsis when cut; whitespace collapsed. */
export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?-]+$/, '')}\u2026`;
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
