import { PAGES, PRODUCT, formatPrice, type NotificationEvent } from '@rl/contracts';
import type { Letter } from './layout.js';

type ChangesRequested = Extract<NotificationEvent, { kind: 'listing-changes-requested' }>;

/** A moderator asks the seller to change a listing before it goes public: what to change and where. */
export function changesRequestedLetter(event: ChangesRequested, siteUrl: string, greeting: string): Letter {
  const v = event.vehicle;
  const editUrl = `${siteUrl}${PAGES.editListing(v.id)}`;
  return {
    subject: `Changes requested for your listing: ${v.title}`,
    greeting,
    blocks: [
      { p: `We reviewed your ${v.title} and it is almost ready to go live. Our reviewer asks you to change a few things first:` },
      { quote: event.notes },
      { facts: [['Vehicle', v.title], ...(v.price !== null ? [['Price', formatPrice(v.price)] as [string, string]] : [])] },
      { p: 'Edit the listing and save it: it goes back to the review queue and we look at it again, usually within one business day. The notes also stay on your dashboard.' },
      { button: { label: 'Edit my listing', url: editUrl } },
      { p: `Questions about the request? Call ${PRODUCT.salesPhone.display}.` },
    ],
    reason: 'You receive this because you listed a vehicle on our marketplace.',
  };
}
