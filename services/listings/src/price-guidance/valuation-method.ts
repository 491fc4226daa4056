import type { Confidence, PriceAdvice, PriceGuidancePoint, Valuation } from '@rl/contracts';
import { VALUATION_RADIUS_MILES } from '@rl/contracts';
import { EARTH_RADIUS, type GeoPoint } from '../geo/zip-codes.js';
import { comparablePool, keptComparables, MIN_COMPARABLES, priceGuidanceFor, rate, selectComparables, type PricedListing } from './price-method.js';
import type { LocatedListing } from './price-guidance.store.js';

/**
 * Instant valuation: the price-guidance method applied to a car that is not listed (services/listings/README.md,
 * "Instant valuation"). The estimate is the fair band a listing of that car would get; the confidence follows
 * from how many comparables it rests on and how far apart their prices are, nothing else.
 */

/** Confidence thresholds: comparables at least, and the band's width relative to its middle at most. */
const CONFIDENCE_RULES: readonly { confidence: Confidence; minComparables: number; maxSpread: number }[] = [
  { confidence: 'high', minComparables: 20, maxSpread: 0.15 },
  { confidence: 'medium', minComparables: 10, maxSpread: 0.3 },
];
/** How many of the nearest comparables a too-little-data answer shows. */
const NEAREST_SHOWN = 10;

export interface ValuedCar {
  year: number;
  trim: string | null;
  mileage: number;
  condition: string;
  price?: number;
}

const point = (c: PricedListing): PriceGuidancePoint => ({ price: c.price, mileage: c.mileage, year: c.year, ...(c.sale ? { sold: true } : {}) });

function milesBetween(a: GeoPoint, lat: number, lon: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(lat - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(lat)) * Math.sin(rad(lon - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function confidenceOf(comparables: number, low: number, high: number): Confidence {
  const spread = (high - low) / ((high + low) / 2);
  return CONFIDENCE_RULES.find((r) => comparables >= r.minComparables && spread <= r.maxSpread)?.confidence ?? 'low';
}

function summaryOf(confidence: Confidence, comparables: number, low: number, high: number): string {
  const halfWidth = Math.round(((high - low) / (high + low)) * 100);
  const rest = `${comparables} comparable cars, whose prices for a car like yours spread about ±${halfWidth} %`;
  if (confidence === 'high') return `High confidence: ${rest}.`;
  if (confidence === 'medium') return `Medium confidence: ${rest}. Treat the range as a guide.`;
  return `Low confidence: only ${rest}. Treat the range as a rough guide.`;
}

/** "Lower to $X to be rated Good": the highest whole-$100 price rated Good; null when the price is already Good or better. */
export function suggestedPrice(price: number, fairLow: number, fairHigh: number): { price: number; rating: ReturnType<typeof rate> } | null {
  const now = rate(price, fairLow, fairHigh);
  if (now === 'great' || now === 'good') return null;
  const target = Math.ceil(fairLow / 100) * 100 - 100;
  if (target <= 0 || rate(target, fairLow, fairHigh) !== 'good') return null;
  return { price: target, rating: 'good' };
}

/** The advice on a price against a band (the listing form): its rating, how many comparables ask less, the suggestion. */
export function priceAdvice(price: number, fairLow: number, fairHigh: number, points: readonly PriceGuidancePoint[]): PriceAdvice {
  return {
    price,
    rating: rate(price, fairLow, fairHigh),
    comparablesAskingLess: points.filter((p) => p.price < price).length,
    suggestion: suggestedPrice(price, fairLow, fairHigh),
  };
}

/** Values `car` from `pool` (listings and sales of its make + model group), counting comparables near `where`. */
export function valueCar(
  car: ValuedCar, pool: readonly LocatedListing[], where: GeoPoint | null, now: Date,
): Omit<Valuation, 'vehicle'> {
  const subject: PricedListing = { id: 0, trim: car.trim, year: car.year, mileage: car.mileage, price: car.price ?? 1, condition: car.condition, status: 'approved', changedAt: now };
  const comparables = comparablePool(pool, now);
  const result = priceGuidanceFor(subject, comparables, now);
  const selected = selectComparables(subject, comparables);
  const used = (result.guidance ? keptComparables(subject, selected) : selected) as LocatedListing[];
  const near = (c: LocatedListing) => where !== null && c.latitude !== null && c.longitude !== null && milesBetween(where, c.latitude, c.longitude) <= VALUATION_RADIUS_MILES;
  const nearby = where ? used.filter(near).length : null;
  const sales = used.filter((c) => c.sale).length;
  const base = { comparables: used.length, nearby, radiusMiles: VALUATION_RADIUS_MILES, sales };
  if (!result.guidance) {
    const shown = used.slice(0, NEAREST_SHOWN).map(point).sort((a, b) => a.mileage - b.mileage || a.price - b.price);
    const summary = used.length === 0
      ? 'Too little data: no comparable car is listed here or sold here in the last 180 days within three model years of yours, so we cannot give a range.'
      : `Too little data: only ${used.length} comparable ${used.length === 1 ? 'car' : 'cars'} (we need at least ${MIN_COMPARABLES}), so we do not give a range. ${used.length === 1 ? 'It is' : 'They are'} shown below.`;
    return { ...base, estimate: null, confidence: null, summary, points: shown, advice: null };
  }
  const { fairLow: low, fairHigh: high, points } = result.guidance;
  const mid = Math.round((low + high) / 200) * 100;
  const confidence = confidenceOf(used.length, low, high);
  return {
    ...base,
    estimate: { low, high, mid },
    confidence,
    summary: summaryOf(confidence, used.length, low, high),
    points,
    advice: car.price !== undefined ? priceAdvice(car.price, low, high, points) : null,
  };
}
