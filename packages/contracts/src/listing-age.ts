// Zod-free: every vehicle card imports these without pulling the schemas of listing-freshness.ts into the first load.

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
