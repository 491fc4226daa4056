import { PAGE_PREFIXES, PAGES } from './routes/pages.js';
import { API } from './routes/public.js';
import type { FirstScreenName } from './first-screen.js';
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
  /** the page's first screen without a query (@rl/page-render FIRST_SCREENS): the gateway puts it into the page */
  firstScreen?: FirstScreenName;
  /** the first screen only for visitors (requests without the session cookie): signed-in users see another screen */
  firstScreenForVisitorsOnly?: boolean;
}

/** /search without parameters first asks for the newest listings, a page of the main list (30). */
export const SEARCH_FIRST_REQUEST = `${API.vehiclesSearch}?${toSearchParams({ sortBy: SEARCH_DEFAULTS.sortBy, page: SEARCH_DEFAULTS.page, limit: 30 })}`;

/** The shell's content pages: server-side title, description and canonical link, and the client's titles. */
export const STATIC_PAGES: readonly StaticPage[] = [
  { path: PAGES.home, description: HOME_DESCRIPTION, inSitemap: true, firstScreen: 'landing', firstScreenForVisitorsOnly: true },
  {
    path: PAGES.search,
    screen: 'Vehicle Search',
    description: 'Search used premium vehicles by make, model, price, mileage and body type. Every listing is checked by our team before it goes live.',
    inSitemap: true,
    firstRequest: SEARCH_FIRST_REQUEST,
    firstScreen: 'search',
  },
  {
    path: PAGES.sold,
    screen: 'Recently Sold',
    description: `What premium cars really sold for on ${PRODUCT.name}: year, make, model, mileage, final price and date of recent sales, by make and model.`,
    inSitemap: true,
  },
  {
    path: PAGES.howItWorks,
    screen: 'How It Works',
    description: 'Sellers list once and a dedicated associate handles everything else. Buyers browse premium vehicles and deal with one team from the first question to the purchase.',
    inSitemap: true,
  },
  {
    path: PAGES.financing,
    screen: 'Financing',
    description: 'Finance the car you want with rates as low as 3.75% APR. Apply in five minutes, with funding often within 24 hours. All credit welcome.',
    inSitemap: true,
  },
  {
    path: PAGES.faq,
    screen: 'Frequently Asked Questions',
    description: 'Answers about listing fees, how long a sale takes, how buyers pay and how our associates work for you.',
    inSitemap: true,
  },
  {
    path: PAGES.privacyPolicy,
    screen: 'Privacy Policy',
    description: `What ${PRODUCT.name} collects, why, who sees it and how to get a copy of your data or delete it.`,
    inSitemap: true,
  },
  {
    path: PAGES.terms,
    screen: 'Terms of Service',
    description: `The rules for using ${PRODUCT.name}: accounts, listings, buying, and what we are responsible for.`,
    inSitemap: true,
  },
  {
    path: PAGES.signIn,
    screen: 'Sign In',
    description: `Sign in or create your ${PRODUCT.name} account to list your car free and follow the vehicles you like.`,
    inSitemap: false,
  },
];

export const staticPageAt = (path: string): StaticPage | undefined => STATIC_PAGES.find((p) => p.path === path);

/** Public paths of the vehicle page, the sitemap and the robots file. */
export const SHARED_PAGES = {
  vehicle: (id: number | string) => PAGES.vehicle(id),
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

/**
 * The headers of the listings service's page data, which the gateway alone asks for
 * (INTERNAL_ROUTES.listings.vehiclePageHead and .sitemap, not routed): the head tags come back in `head`
 * (and as the body), the page's first screen in `X-Page-First-Screen` (FIRST_SCREEN); both requests carry
 * the public origin in `origin`.
 */
export const PAGE_DATA_HEADERS = {
  head: 'X-Page-Head',
  origin: 'X-Public-Origin',
} as const;

/** An origin the pages may print: `http(s)://host[:port]`, nothing else (no path, quotes or markup). */
export const PUBLIC_ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;

/** Paths crawlers are asked to leave alone: the API and the signed-in screens. */
export const ROBOTS_DISALLOW = ['/api/', PAGES.dashboard, PAGES.admin, PAGES.account, PAGES.createListing, PAGE_PREFIXES.editListing, '/dev/'] as const;
