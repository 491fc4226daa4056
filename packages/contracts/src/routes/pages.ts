import { pathPrefix, pathsOf } from './path.js';

/**
 * The site's pages (spec §2): every path of a screen, once, as the router's template. The shell's route
 * table takes the template (`PAGE_ROUTES.vehicle` -> `/vehicles/:id`); links, redirects and mails take the
 * path by the same name (`PAGES.vehicle(42)` -> `/vehicles/42`, `PAGES.dashboard` -> `/dashboard`).
 * A leaf module: it imports nothing but the path helper (no zod), so the shell's first load can import it
 * (`@rl/contracts/pages`).
 */
export const PAGE_ROUTES = {
  home: '/',
  signIn: '/auth',
  account: '/account',
  myMessages: '/account/messages',
  myThread: '/account/messages/:id',
  conversation: '/conversations',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  unsubscribe: '/unsubscribe',
  stillAvailable: '/still-available',
  search: '/search',
  vehicle: '/vehicles/:id',
  /** older links' singular spelling: redirects to `vehicle` */
  vehicleLegacy: '/vehicle/:id',
  compare: '/compare',
  sold: '/sold',
  dashboard: '/dashboard',
  offerAnswer: '/offer-answer',
  valuation: '/sell/value',
  createListing: '/create-listing',
  editListing: '/edit-listing/:id',
  admin: '/admin',
  howItWorks: '/how-it-works',
  financing: '/financing',
  faq: '/faq',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
} as const;

/** The path of each page: a constant, or a function of the template's parameters (URI-encoded). */
export const PAGES = pathsOf(PAGE_ROUTES);

/** Every path of a page with a parameter starts with its prefix: `PAGE_PREFIXES.vehicle` -> `/vehicles/`. */
export const PAGE_PREFIXES = {
  vehicle: pathPrefix(PAGE_ROUTES.vehicle),
  editListing: pathPrefix(PAGE_ROUTES.editListing),
} as const;
