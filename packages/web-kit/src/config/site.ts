import { SITE_CONTENT } from './site-content';

/**
 * Site-wide facts shown by the shell and the remotes. The sales phone is the single source for
 * every {phone} of the spec (header/footer, financing, FAQ, privacy, vehicle call/text panel).
 * The values an operator edits (phone, reviews, team) live in ./site-content.ts.
 */
export const SITE = {
  name: SITE_CONTENT.siteName,
  salesPhone: SITE_CONTENT.salesPhone,
  copyrightYear: 2024,
  /** Landing page: customer reviews (rating, source, link to all reviews, the texts). */
  reviews: SITE_CONTENT.reviews,
  /** Landing page: the in-house team. */
  team: SITE_CONTENT.team,
} as const;

export const telHref = (phone = SITE.salesPhone) => `tel:${phone.e164}`;
export const smsHref = (phone = SITE.salesPhone) => `sms:${phone.e164}`;
