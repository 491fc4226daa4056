import { PAGES, LISTING_FRESHNESS, PRODUCT, formatPrice, stillAvailablePagePath, type NotificationEvent } from '@rl/contracts';
import type { Letter } from './layout.js';

type ExpiryReminder = Extract<NotificationEvent, { kind: 'listing-expiry-reminder' }>;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * The seller hears, `LISTING_FRESHNESS.reminderDaysBefore` days ahead, that the listing leaves search on
 * its expiry date; one click on "Still available" (no sign-in) keeps it on sale for another period.
 */
export function expiryReminderLetter(event: ExpiryReminder, siteUrl: string, greeting: string): Letter {
  const v = event.vehicle;
  const when = dateFormat.format(new Date(event.expiresAt));
  const confirmUrl = `${siteUrl}${stillAvailablePagePath(event.token)}`;
  return {
    subject: `Is your ${v.title} still available? Your listing expires on ${when}`,
    greeting,
    blocks: [
      { p: `Your ${v.title} has been on sale for a while. To keep our listings current, it leaves search on ${when} unless you tell us it is still available.` },
      { facts: [['Vehicle', v.title], ...(v.price !== null ? [['Price', formatPrice(v.price)] as [string, string]] : []), ['Expires', when], ['Link', `${siteUrl}${PAGES.vehicle(v.id)}`]] },
      { button: { label: 'Still available', url: confirmUrl } },
      { p: `One click keeps it on sale for another ${LISTING_FRESHNESS.expiresAfterDays} days; no need to sign in. Sold it already? Mark it as sold on your dashboard: ${siteUrl}${PAGES.dashboard}` },
      { small: `After it expires the listing stays on your dashboard, where you can renew it. Questions? Call ${PRODUCT.salesPhone.display}.` },
    ],
    reason: 'You receive this because you listed a vehicle on our marketplace.',
  };
}
