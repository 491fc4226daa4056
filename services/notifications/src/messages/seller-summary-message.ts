import { PAGES, PERFORMANCE_METRIC_LABELS, PRODUCT, formatPrice, unsubscribePagePath, type NotificationEvent } from '@rl/contracts';
import type { Block, Letter } from './layout.js';

type SummaryEvent = Extract<NotificationEvent, { kind: 'seller-weekly-summary' }>;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
/** "Mon 16 Nov" of a YYYY-MM-DD day. */
const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** The weekly summary of a seller's live listings: each one's week in figures and the suggested price, when there is one. */
export function sellerSummaryLetter(event: SummaryEvent, siteUrl: string, greeting: string): Letter {
  const dashboard = `${siteUrl}${PAGES.dashboard}`;
  const blocks: Block[] = [
    { p: `Here is how your ${event.listings.length + event.moreCount === 1 ? 'listing' : 'listings'} did from ${dayLabel(event.from)} to ${dayLabel(event.to)}.` },
  ];
  for (const l of event.listings) {
    const v = l.vehicle;
    blocks.push({
      facts: [
        ['Vehicle', v.title],
        ...(v.price !== null ? [['Price', formatPrice(v.price)] as [string, string]] : []),
        [PERFORMANCE_METRIC_LABELS.impressions, l.impressions.toLocaleString('en-US')],
        [PERFORMANCE_METRIC_LABELS.views, l.views.toLocaleString('en-US')],
        [PERFORMANCE_METRIC_LABELS.saves, l.saves.toLocaleString('en-US')],
        [PERFORMANCE_METRIC_LABELS.inquiries, l.inquiries.toLocaleString('en-US')],
        ['Link', `${siteUrl}${PAGES.vehicle(v.id)}`],
      ],
    });
    if (l.suggestion) blocks.push({ p: `Lower to ${formatPrice(l.suggestion.price)} to be rated ${l.suggestion.ratingLabel}: you can apply it in one click on your dashboard.` });
  }
  if (event.moreCount > 0) blocks.push({ p: `…and ${plural(event.moreCount, 'more live listing', 'more live listings')}: see them on your dashboard.` });
  blocks.push(
    { button: { label: 'See the day-by-day figures', url: dashboard } },
    { small: `Turn this weekly mail off with the link below or under Email from us on ${siteUrl}${PAGES.account}.` },
  );
  return {
    subject: `Your week on ${PRODUCT.name}: ${plural(event.listings.reduce((n, l) => n + l.views, 0), 'view', 'views')}, ${plural(event.listings.reduce((n, l) => n + l.inquiries, 0), 'inquiry', 'inquiries')}`,
    greeting,
    blocks,
    reason: 'You receive this every week while you have a live listing.',
    unsubscribeUrl: `${siteUrl}${unsubscribePagePath(event.unsubscribeToken)}`,
  };
}
