import { PAGES, PRODUCT, formatPrice, unsubscribePagePath, type NotificationEvent, API } from '@rl/contracts';
import type { Block, Letter } from './layout.js';

type AlertEvent = Extract<NotificationEvent, { kind: 'saved-search-match' | 'price-drop' }>;
type Vehicle = { id: number; title: string; price: number | null };

const isAlert = (event: NotificationEvent): event is AlertEvent => event.kind === 'saved-search-match' || event.kind === 'price-drop';

const vehicleUrl = (siteUrl: string, v: Vehicle) => `${siteUrl}${PAGES.vehicle(v.id)}`;
const vehicleBlock = (siteUrl: string, v: Vehicle): Block => ({
  facts: [['Vehicle', v.title], ...(v.price !== null ? [['Price', formatPrice(v.price)] as [string, string]] : []), ['Link', vehicleUrl(siteUrl, v)]],
});
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Headers of alert mails and the weekly seller summary (RFC 2369 / RFC 8058): mail providers show an unsubscribe button and post
 * `List-Unsubscribe=One-Click` to the URL, which stops the alert without a session.
 */
export function alertHeaders(event: NotificationEvent, siteUrl: string): Record<string, string> {
  if (!isAlert(event) && event.kind !== 'seller-weekly-summary') return {};
  return {
    'List-Unsubscribe': `<${siteUrl}${API.alertsUnsubscribe}?token=${encodeURIComponent(event.unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Saved-search matches (one listing, or the day's digest) and price drops of saved cars. */
export function alertLetter(event: AlertEvent, siteUrl: string, greeting: string): Letter {
  const unsubscribeUrl = `${siteUrl}${unsubscribePagePath(event.unsubscribeToken)}`;
  if (event.kind === 'price-drop') {
    const v = event.vehicle;
    const saved = Math.max(0, event.previousPrice - event.price);
    return {
      subject: `Price drop: ${v.title} is now ${formatPrice(event.price)}`,
      greeting,
      blocks: [
        { p: `Good news: the price of the ${v.title} you saved went down by ${formatPrice(saved)}.` },
        { facts: [['Vehicle', v.title], ['Was', formatPrice(event.previousPrice)], ['Now', formatPrice(event.price)], ['Link', vehicleUrl(siteUrl, v)]] },
        { button: { label: 'See the car', url: vehicleUrl(siteUrl, v) } },
        { p: `Want to see it or ask a question? Call or text our sales line at ${PRODUCT.salesPhone.display}, 7 days a week.` },
        { small: 'Unsubscribing stops price-drop mails for every car you saved; your saved cars stay saved.' },
      ],
      reason: 'You receive this because you saved this car while signed in.',
      unsubscribeUrl,
    };
  }
  const name = `“${event.searchName}”`;
  const resultsUrl = `${siteUrl}${event.searchPath}`;
  const manage: Block = { small: `Change how often you hear about this search, pause it or delete it on your dashboard: ${siteUrl}${PAGES.dashboard}` };
  if (!event.digest) {
    const v = event.vehicles[0]!;
    return {
      subject: `New match for ${name}: ${v.title}`,
      greeting,
      blocks: [
        { p: `A new listing matches your saved search ${name}.` },
        vehicleBlock(siteUrl, v),
        { button: { label: 'See the car', url: vehicleUrl(siteUrl, v) } },
        { p: `See every listing that matches: ${resultsUrl}` },
        manage,
      ],
      reason: `You receive this because you saved the search ${name} with instant email alerts.`,
      unsubscribeUrl,
    };
  }
  const total = event.vehicles.length + event.moreCount;
  return {
    subject: `${plural(total, 'new match', 'new matches')} for ${name}`,
    greeting,
    blocks: [
      { p: `Here ${total === 1 ? 'is the new listing' : `are the ${plural(total, 'new listing', 'new listings')}`} for your saved search ${name}.` },
      ...event.vehicles.map((v) => vehicleBlock(siteUrl, v)),
      ...(event.moreCount > 0 ? [{ p: `…and ${plural(event.moreCount, 'more listing', 'more listings')}.` }] : []),
      { button: { label: 'See all results', url: resultsUrl } },
      manage,
    ],
    reason: `You receive this because you saved the search ${name} with daily email alerts.`,
    unsubscribeUrl,
  };
}
