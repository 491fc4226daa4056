import { PAGES, PIPELINE_PAGES, PRODUCT, SALES_PAGES, formatPrice, type NotificationEvent } from '@rl/contracts';
import type { Letter } from './layout.js';

type OfferReceived = Extract<NotificationEvent, { kind: 'offer-received' }>;
type UnderOffer = Extract<NotificationEvent, { kind: 'car-under-offer' }>;
type SoldElsewhere = Extract<NotificationEvent, { kind: 'car-sold-elsewhere' }>;

const when = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
const phone = PRODUCT.salesPhone.display;

/**
 * The seller hears of a buyer's offer (services/sales): amount, conditions and expiry, and three signed
 * links (accept, counter with an amount, decline) that open the answer page; no sign-in needed.
 */
export function offerReceivedLetter(event: OfferReceived, siteUrl: string, greeting: string): Letter {
  const v = event.vehicle;
  const link = (answer: 'accept' | 'counter' | 'decline') => `${siteUrl}${PIPELINE_PAGES.offerAnswer(event.token, answer)}`;
  return {
    subject: `An offer of ${formatPrice(event.amount)} for your ${v.title}`,
    greeting,
    blocks: [
      { p: `A buyer made an offer for your ${v.title}. Our associate checked it with the buyer; the decision is yours.` },
      { facts: [
        ['Offer', formatPrice(event.amount)],
        ...(v.price !== null ? [['Your asking price', formatPrice(v.price)] as [string, string]] : []),
        ['Conditions', event.conditions.length ? event.conditions.join('; ') : 'None'],
        ['Answer by', when.format(new Date(event.expiresAt))],
      ] },
      { button: { label: 'Accept the offer', url: link('accept') } },
      { p: `Counter with your own amount: ${link('counter')}` },
      { p: `Decline the offer: ${link('decline')}` },
      { small: `Each link opens a page where you confirm your answer. Without an answer the offer expires by itself. You also see every offer on your dashboard: ${siteUrl}${PIPELINE_PAGES.sellerDashboard}. Questions? Call ${phone}.` },
    ],
    reason: 'You receive this because you listed a vehicle on our marketplace.',
  };
}

/** A buyer with an open offer hears that another offer on the car was accepted. */
export function underOfferLetter(event: UnderOffer, siteUrl: string, greeting: string): Letter {
  const v = event.vehicle;
  return {
    subject: `The ${v.title} is now under offer`,
    greeting,
    blocks: [
      { p: `Thank you for your offer on the ${v.title}. The seller has accepted another buyer's offer, so the car is now under offer ("Sale pending").` },
      { p: 'Sales sometimes fall through. We keep your offer on file as a back-up and will tell you at once if the car becomes available again.' },
      { button: { label: 'See the car', url: `${siteUrl}${PAGES.vehicle(v.id)}` } },
      { small: `Questions? Call ${phone} or answer this mail.` },
    ],
    reason: 'You receive this because you made an offer through our sales team.',
  };
}

/** A buyer of a car sold to someone else: similar cars, and a choice to keep getting such suggestions. */
export function soldElsewhereLetter(event: SoldElsewhere, siteUrl: string, greeting: string): Letter {
  const v = event.vehicle;
  const stopUrl = `${siteUrl}${SALES_PAGES.conversation(event.stopToken)}&suggestions=stop`;
  return {
    subject: `The ${v.title} has been sold`,
    greeting,
    blocks: [
      { p: `Thank you for your interest in the ${v.title}. We are sorry to tell you that it has been sold to another buyer.` },
      ...(event.similar.length
        ? [
          { p: 'These cars are close to it in price and might suit you:' },
          { facts: event.similar.map((c): [string, string] => [c.title, `${c.price !== null ? `${formatPrice(c.price)} · ` : ''}${siteUrl}${PAGES.vehicle(c.id)}`]) },
        ]
        : [{ p: 'Our associate will gladly help you find a similar car.' }]),
      { button: { label: 'Keep getting cars like these', url: `${siteUrl}${event.searchPath}` } },
      { small: `Save that search to get new matches by mail. No more suggestions from us: ${stopUrl}` },
    ],
    reason: 'You receive this because you asked our sales team about this car.',
  };
}
