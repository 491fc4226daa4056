import { formatPrice, type PriceDrop, type PriceGuidance } from '@rl/contracts';

/** "Fair range $52,000 to $58,000 from 14 comparable listings" */
export function bandSentence(g: Pick<PriceGuidance, 'fairLow' | 'fairHigh' | 'comparables'>): string {
  const listings = g.comparables === 1 ? 'comparable listing' : 'comparable listings';
  return `Fair range ${formatPrice(g.fairLow)} to ${formatPrice(g.fairHigh)} from ${g.comparables.toLocaleString('en-US')} ${listings}`;
}

/** Where the asking price sits against the band, in words ("$1,200 below the fair range"). */
export function positionSentence(price: number, g: Pick<PriceGuidance, 'fairLow' | 'fairHigh'>): string {
  const at = `At ${formatPrice(price)}, this car is`;
  if (price < g.fairLow) return `${at} ${formatPrice(g.fairLow - price)} below the fair range.`;
  if (price > g.fairHigh) return `${at} ${formatPrice(price - g.fairHigh)} above the fair range.`;
  return `${at} within the fair range.`;
}

// made on first use (see web-kit formatDate)
let dayMonth: Intl.DateTimeFormat | undefined;
let dayMonthYear: Intl.DateTimeFormat | undefined;

/** "Nov 3", or "Nov 3, 2025" outside the current year. */
function dropDate(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (d.getFullYear() === now.getFullYear()) return (dayMonth ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })).format(d);
  return (dayMonthYear ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })).format(d);
}

/** "Price dropped $2,000 on Nov 3" */
export function dropSentence(drop: PriceDrop, now = new Date()): string {
  const amount = formatPrice(Math.max(0, drop.previousPrice - drop.price));
  const date = dropDate(drop.droppedAt, now);
  return date ? `Price dropped ${amount} on ${date}` : `Price dropped ${amount}`;
}

/**
 * Round axis values: about `count` ticks covering [min, max] on steps of 1, 2 or 5 times a power of ten.
 * The first and last tick enclose the range.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) {
    const pad = Math.max(1, Math.abs(min) * 0.05);
    return niceTicks(min - pad, max + pad, count);
  }
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let t = first; t < max + step - step * 1e-9; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  return ticks;
}

/** "$45k", "$1.2M": chart labels that fit a phone. */
export function shortDollars(n: number): string {
  if (Math.abs(n) >= 1_000_000) return `$${trim(n / 1_000_000)}M`;
  if (Math.abs(n) >= 1_000) return `$${trim(n / 1_000)}k`;
  return `$${Math.round(n)}`;
}

/** "20k mi", "0 mi" */
export function shortMiles(n: number): string {
  return n >= 1_000 ? `${trim(n / 1_000)}k mi` : `${Math.round(n)} mi`;
}

const trim = (n: number) => String(Math.round(n * 10) / 10);
