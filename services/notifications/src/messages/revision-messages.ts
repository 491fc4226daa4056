import { PAGES, PRODUCT, formatPrice, type NotificationEvent } from '@rl/contracts';
import type { Letter } from './layout.js';

type RevisionEvent = Extract<NotificationEvent, { kind: 'revision-approved' | 'revision-rejected' }>;

/** The seller hears how a moderator answered the changes to a live listing. */
export function revisionLetter(event: RevisionEvent, siteUrl: string, greeting: string): Letter {
  const v = event.vehicle;
  const vehicleUrl = `${siteUrl}${PAGES.vehicle(v.id)}`;
  const changed = event.fields.length > 0 ? event.fields.join(', ') : 'your listing';
  const facts: [string, string][] = [['Vehicle', v.title], ['Changed', changed], ...(v.price !== null ? [['Price', formatPrice(v.price)] as [string, string]] : [])];
  const reason = 'You receive this because you changed a listing on our marketplace.';
  if (event.kind === 'revision-approved') {
    return {
      subject: `Your changes to the ${v.title} are live`,
      greeting,
      blocks: [
        { p: `We reviewed the changes to your ${v.title} and published them. Buyers see the updated listing now.` },
        { facts },
        { button: { label: 'See your public listing', url: vehicleUrl } },
      ],
      reason,
    };
  }
  return {
    subject: `Your changes to the ${v.title} were not published`,
    greeting,
    blocks: [
      { p: `We reviewed the changes to your ${v.title} and could not publish them. Your listing stays on sale as it was before the changes.` },
      { facts },
      ...(event.reason ? [{ small: 'The reviewer\'s reason:' }, { quote: event.reason }] : []),
      { p: 'You can edit the listing again from your dashboard; the new changes will be reviewed.' },
      { button: { label: 'Open my dashboard', url: `${siteUrl}${PAGES.dashboard}` } },
      { p: `Questions about the decision? Call ${PRODUCT.salesPhone.display}.` },
    ],
    reason,
  };
}
