import { z } from 'zod';

/**
 * How long a listing stays fresh (issue 12 point 4): it expires `expiresAfterDays` after approval unless
 * its seller confirms it is still available; the reminder mail goes `reminderDaysBefore` days before;
 * a sold listing shows "Sold" on public pages for `soldVisibleDays` days after the sale, then leaves them.
 */
export const LISTING_FRESHNESS = {
  expiresAfterDays: 90,
  reminderDaysBefore: 14,
  soldVisibleDays: 30,
} as const;

/** The BullMQ queue of the expiry job (one repeatable job for the cluster; in process without Redis). */
export const LISTING_EXPIRY_QUEUE = 'listing-expiry';

/** Routes of the seller's freshness actions and of the reminder mail's one-click link. */
export const FRESHNESS_API = {
  /** POST: expired -> approved, or an approved listing confirmed still available (owner only) */
  renew: (id: number | string) => `/api/vehicles/${id}/renew`,
  /** POST: approved or expired -> sold (owner only) */
  sold: (id: number | string) => `/api/vehicles/${id}/sold`,
  /** POST { token }: the reminder mail's "Still available" link, no sign-in needed */
  stillAvailable: '/api/vehicles/still-available',
} as const;

/** The shell page the reminder mail links to; it posts the token to FRESHNESS_API.stillAvailable. */
export const STILL_AVAILABLE_PAGE = '/still-available';
export const stillAvailablePagePath = (token: string) => `${STILL_AVAILABLE_PAGE}?token=${encodeURIComponent(token)}`;

/** `<listing id>.<expiry it was sent for, unix seconds>.<mac>` (see listings' still-available-tokens.ts). */
export const STILL_AVAILABLE_TOKEN_PATTERN = /^\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;
const badLink = 'This link is not valid: open the whole link from the email';

/** POST /api/vehicles/still-available body. */
export const StillAvailableSchema = z.strictObject({
  token: z.string({ error: 'token is required' }).max(100, badLink).regex(STILL_AVAILABLE_TOKEN_PATTERN, badLink),
});
export type StillAvailableInput = z.infer<typeof StillAvailableSchema>;

/**
 * What the link did: `confirmed` (the expiry moved out), `renewed` (it had expired: public again), `already`
 * (confirmed before: nothing changed). `expiresAt` is the listing's expiry now.
 */
export const StillAvailableResultSchema = z.object({
  outcome: z.enum(['confirmed', 'renewed', 'already']),
  vehicleId: z.number().int(),
  title: z.string(),
  expiresAt: z.string(),
});
export type StillAvailableResult = z.infer<typeof StillAvailableResultSchema>;

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier); NaN for an unreadable date. */
export function wholeDaysBetween(from: string | Date, to: string | Date): number {
  return Math.floor((new Date(to).getTime() - new Date(from).getTime()) / DAY_MS);
}

/**
 * "Listed today", "Listed 1 day ago", "Listed 12 days ago": the age of a listing counted from its first
 * approval (empty when it was never listed). Days on purpose, never weeks: buyers compare ages at a glance.
 */
export function listedAgo(listedAt: string | null | undefined, now: Date = new Date()): string {
  if (!listedAt) return '';
  const days = wholeDaysBetween(listedAt, now);
  if (Number.isNaN(days)) return '';
  if (days <= 0) return 'Listed today';
  return `Listed ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** "Expires today", "Expires tomorrow", "Expires in 30 days" (the seller's dashboard). */
export function expiresIn(expiresAt: string | null | undefined, now: Date = new Date()): string {
  if (!expiresAt) return '';
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (Number.isNaN(ms)) return '';
  const days = Math.ceil(ms / DAY_MS);
  if (days <= 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  return `Expires in ${days} days`;
}

/** Whether the reminder window is open: the dashboard then asks the seller to confirm. */
export function expiresSoon(expiresAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!expiresAt) return false;
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return ms <= LISTING_FRESHNESS.reminderDaysBefore * DAY_MS;
}
