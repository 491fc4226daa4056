import { PAGES, PRODUCT, type NotificationEvent } from '@rl/contracts';
import type { Block, Letter } from './layout.js';

type ViewingInvitation = Extract<NotificationEvent, { kind: 'viewing-invitation' }>;

const WORDS = { viewing: 'viewing', inspection: 'inspection' } as const;

/**
 * A viewing's or an inspection's invitation, change or cancellation, to the buyer or the seller. The calendar
 * invitation itself travels with the mail (`calendar`, see mailer.ts); the letter says the same in words.
 */
export function viewingLetter(event: ViewingInvitation, siteUrl: string, greeting: string): Letter {
  const what = WORDS[event.viewingKind];
  const car = event.vehicle ? `the ${event.vehicle.title}` : 'the car';
  const subjectCar = event.vehicle ? `: ${event.vehicle.title}` : '';
  const Title = what === 'viewing' ? 'Viewing' : 'Inspection';
  const subject = event.action === 'cancelled'
    ? `Cancelled: ${Title} on ${event.when}${subjectCar}`
    : event.action === 'updated'
      ? `Updated: ${Title} on ${event.when}${subjectCar}`
      : `${Title} on ${event.when}${subjectCar}`;
  const facts: [string, string][] = [
    ['When', event.when],
    ['Duration', `${event.durationMinutes} minutes`],
    ...(event.place ? [['Where', event.place] as [string, string]] : []),
    ...(event.inspector ? [['Inspector', event.inspector] as [string, string]] : []),
    ['Your associate', event.associateName],
  ];
  const intro = event.action === 'cancelled'
    ? `The ${what} of ${car} on ${event.when} is cancelled.${event.reason ? ` Reason: ${event.reason}` : ''}`
    : event.action === 'updated'
      ? `The ${what} of ${car} has changed. Here are the new details; the calendar invitation attached updates the event in your calendar.`
      : event.role === 'seller'
        ? `${event.associateName} has arranged ${what === 'viewing' ? 'a viewing' : 'an inspection'} of your ${event.vehicle?.title ?? 'car'} with a buyer. You do not need to meet the buyer: your associate handles it.`
        : `${event.associateName} has arranged ${what === 'viewing' ? 'a viewing' : 'an inspection'} of ${car} for you.`;
  const blocks: Block[] = [
    { p: intro },
    ...(event.action === 'cancelled' ? [] : [{ facts } as Block]),
    ...(event.note && event.action !== 'cancelled' ? [{ small: 'A note from your associate:' } as Block, { quote: event.note } as Block] : []),
    {
      p: event.action === 'cancelled'
        ? 'The calendar invitation attached removes the event from your calendar.'
        : 'Open the attached invitation (invite.ics) to add it to your calendar; any change we make later updates the same event.',
    },
    { p: `Questions? Call or text ${PRODUCT.salesPhone.display}.` },
    ...(event.vehicle ? [{ button: { label: 'View the car', url: `${siteUrl}${PAGES.vehicle(event.vehicle.id)}` } } as Block] : []),
  ];
  return {
    subject,
    greeting,
    blocks,
    reason: event.role === 'seller'
      ? 'You receive this because you listed this car on our marketplace.'
      : 'You receive this because you asked our sales team about this car.',
  };
}
