import { PAGES } from './routes/pages.js';

// Paths, limits and value lists of saved searches, without their schemas: the browser's first load
// needs these, and the schemas (zod) would add ~25 KB gzip to it.

/** Alert mails of a saved search: one per new match, or one digest a day. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCH_LIMITS = {
  nameMax: 80,
  /** saved searches per user (more: 409) */
  perUser: 25,
  /** saved vehicles per user (more: 409) */
  savedVehiclesPerUser: 500,
} as const;

/** The shell page an alert mail links to; it posts the token to ROUTES.alertsUnsubscribe. */
export const UNSUBSCRIBE_PAGE = PAGES.unsubscribe;
export const unsubscribePagePath = (token: string) => `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`;

/** Search parameters that describe a page of results rather than what is searched: never saved. */
export const UNSAVED_SEARCH_PARAMS = ['page', 'limit', 'excludeId'] as const;
