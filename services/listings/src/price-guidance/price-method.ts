import type { PriceGuidance, PriceRating } from '@rl/contracts';
import { ComparablePool } from './comparable-pool.js';
import { mad, median, quantile } from './statistics.js';

/**
 * The fair-price method, pure and deterministic (services/listings/README.md, "Fair-price guidance",
 * explains it and why). Every listing it sees belongs to one make + model group.
 */

/** Bumped whenever the method or its constants change; stored with every result. */
export const METHOD_VERSION = 2;

/** Fewer comparables than this after outliers are set aside: no guidance at all. */
export const MIN_COMPARABLES = 5;
/** Model years either side of the car; widened to the next step only while there are too few comparables. */
export const YEAR_WINDOWS = [2, 3] as const;
/** Sold listings count as comparables for this long after the sale. */
export const SOLD_WITHIN_DAYS = 180;
/**
 * A sale recorded on the platform (what a buyer really paid) counts this many times in the medians, the
 * outlier test and the band, as if it were that many listings asking its final price; an asking price once.
 */
export const SALE_WEIGHT = 3;
/** The closest comparables (by model year, then mileage) at most; also bounds the work per car. */
export const MAX_COMPARABLES = 100;

/** Value lost per 10,000 miles (4 %), per model year of age (9 %), compounded. */
const MILEAGE_RATE_PER_10K = 0.04;
const YEAR_RATE = 0.09;
const K_MILES = -Math.log(1 - MILEAGE_RATE_PER_10K) / 10_000;
const K_YEAR = -Math.log(1 - YEAR_RATE);

/** Value relative to a car in good condition. */
const CONDITION_FACTORS: Readonly<Record<string, number>> = { excellent: 1.06, good: 1, fair: 0.9, poor: 0.75 };
/**
 * A trim's premium is the median residual of its comparables, shrunk towards none by n / (n + TRIM_SHRINK):
 * one listing of a trim says little about the trim, five say a good deal.
 */
const TRIM_SHRINK = 2;
/** Adjusted prices further than this many robust standard deviations (1.4826 MAD) from the median are outliers. */
const OUTLIER_SIGMAS = 3;
/**
 * Floor of the robust spread (log scale, 10 %): a handful of close prices has a tiny MAD, and only clearly
 * wrong prices (beyond about 1.56 or 0.64 times the median) should be set aside, not ordinary variation.
 */
const MIN_LOG_SPREAD = 0.1;
/** The band: the middle half of the adjusted prices, at least ±3 % around their median, widened to whole $100s. */
const BAND_QUANTILES = [0.25, 0.75] as const;
const MIN_BAND_HALF_WIDTH = 0.03;
const ROUND_TO = 100;
/** Great: at least 7 % under the band; Overpriced: more than 7 % over it. */
const FAR_FROM_BAND = 0.07;

export interface PricedListing {
  id: number;
  trim: string | null;
  year: number;
  mileage: number;
  price: number;
  condition: string;
  status: string;
  /** last status change; for a sold listing, when it was sold */
  changedAt: Date;
  /** the listing's VIN when it has one (identical listings count once: see ComparablePool) */
  vin?: string | null;
  /** a recorded sale (sale_results): `price` is its final price, weighted SALE_WEIGHT; its id is negative (-sale id) */
  sale?: boolean;
}

export interface GuidanceResult {
  /** null: fewer than MIN_COMPARABLES comparables */
  guidance: PriceGuidance | null;
  /** comparables the band is drawn from (or that were found, when too few) */
  comparables: number;
  /** sort key of the best-deal sort (see dealScore); null without guidance */
  dealScore: number | null;
}

const cents = (x: number) => Math.round(x * 100) / 100;
const trimKey = (t: string | null) => (t ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
const conditionFactor = (c: string) => CONDITION_FACTORS[c] ?? 1;

/** Listings that may be compared with others: approved, or sold (a sold listing or a recorded sale) within SOLD_WITHIN_DAYS of `now`. */
function isComparable(l: PricedListing, now: Date): boolean {
  if (l.status === 'approved') return true;
  return l.status === 'sold' && now.getTime() - l.changedAt.getTime() <= SOLD_WITHIN_DAYS * 86_400_000;
}

/** Every listing of the group that may serve as a comparable (for any car). */
export function comparablePool(group: readonly PricedListing[], now: Date): ComparablePool {
  return new ComparablePool(group.filter((l) => l.price > 0 && isComparable(l, now)));
}

/**
 * The comparables of `car`: not itself, within the narrowest year window that has MIN_COMPARABLES, the
 * closest first (by model year, then mileage, then id), MAX_COMPARABLES at most.
 */
export function selectComparables(car: PricedListing, pool: ComparablePool): PricedListing[] {
  const widest = YEAR_WINDOWS[YEAR_WINDOWS.length - 1]!;
  let window: number = widest;
  for (const w of YEAR_WINDOWS) {
    let n = 0;
    for (let y = car.year - w; y <= car.year + w; y++) n += pool.count(y, car);
    if (n >= MIN_COMPARABLES) {
      window = w;
      break;
    }
  }
  const out: PricedListing[] = [];
  for (let d = 0; d <= window && out.length < MAX_COMPARABLES; d++) {
    const left = MAX_COMPARABLES - out.length;
    const years = d === 0 ? [car.year] : [car.year - d, car.year + d];
    const found = years.flatMap((y) => pool.nearestInYear(y, car, left));
    found.sort((a, b) => Math.abs(a.mileage - car.mileage) - Math.abs(b.mileage - car.mileage) || a.id - b.id);
    out.push(...found.slice(0, left));
  }
  return out;
}

/** log of a comparable's price as if it had the car's mileage and model year and were in good condition */
function logPriceAtCarsAge(c: PricedListing, car: PricedListing): number {
  return Math.log(c.price) + K_MILES * (c.mileage - car.mileage) + K_YEAR * (car.year - c.year) - Math.log(conditionFactor(c.condition));
}

/** Trim premiums (log scale) from the comparables' residuals, shrunk by n / (n + TRIM_SHRINK). */
function trimPremiums(comps: readonly PricedListing[], logs: readonly number[]): Map<string, number> {
  const centre = median(logs);
  const byTrim = new Map<string, number[]>();
  comps.forEach((c, i) => {
    const k = trimKey(c.trim);
    byTrim.set(k, [...(byTrim.get(k) ?? []), logs[i]! - centre]);
  });
  const premiums = new Map<string, number>();
  for (const [k, residuals] of byTrim) premiums.set(k, median(residuals) * (residuals.length / (residuals.length + TRIM_SHRINK)));
  return premiums;
}

/** How many times a comparable counts in the medians and the band. */
export const weightOf = (c: Pick<PricedListing, 'sale'>) => (c.sale ? SALE_WEIGHT : 1);
/** The sample with each value repeated by its (whole) weight: the weighted statistics are the plain ones of it. */
const weighted = (xs: readonly number[], of: readonly PricedListing[]) => xs.flatMap((x, i) => Array<number>(weightOf(of[i]!)).fill(x));

/**
 * Comparables' prices adjusted to the car (mileage, year, condition, trim), outliers set aside; `sample` is
 * the kept prices with each sale repeated SALE_WEIGHT times (what the band is drawn from).
 */
function adjustedPrices(car: PricedListing, comps: readonly PricedListing[]): { kept: PricedListing[]; prices: number[]; sample: number[] } {
  if (comps.length === 0) return { kept: [], prices: [], sample: [] };
  const logs = comps.map((c) => logPriceAtCarsAge(c, car));
  const premiums = trimPremiums(comps, logs);
  const carPremium = premiums.get(trimKey(car.trim)) ?? 0;
  const adjusted = comps.map((c, i) => logs[i]! - (premiums.get(trimKey(c.trim)) ?? 0) + carPremium + Math.log(conditionFactor(car.condition)));
  const all = weighted(adjusted, comps);
  const centre = median(all);
  const limit = OUTLIER_SIGMAS * 1.4826 * Math.max(mad(all), MIN_LOG_SPREAD);
  const kept: PricedListing[] = [];
  const prices: number[] = [];
  comps.forEach((c, i) => {
    if (Math.abs(adjusted[i]! - centre) > limit) return;
    kept.push(c);
    prices.push(cents(Math.exp(adjusted[i]!)));
  });
  return { kept, prices, sample: weighted(prices, kept) };
}

/** The comparables the band is drawn from: `comps` without the outliers (what priceGuidanceFor keeps). */
export function keptComparables(car: PricedListing, comps: readonly PricedListing[]): PricedListing[] {
  return adjustedPrices(car, comps).kept;
}

/** The rating of a price against a band. */
export function rate(price: number, fairLow: number, fairHigh: number): PriceRating {
  // thresholds in whole cents, so 7 % under $31,000 is exactly $28,830
  if (price <= cents(fairLow * (1 - FAR_FROM_BAND))) return 'great';
  if (price < fairLow) return 'good';
  if (price <= fairHigh) return 'fair';
  if (price <= cents(fairHigh * (1 + FAR_FROM_BAND))) return 'high';
  return 'overpriced';
}

/**
 * The best-deal sort key, ordered like the ratings: under the band, the fraction under its low end
 * (negative); inside it, the position from low (0) to high (1); over it, 1 + the fraction over its high end.
 * So `dealScore < 0` is exactly "great or good".
 */
export function dealScore(price: number, fairLow: number, fairHigh: number): number {
  if (price < fairLow) return price / fairLow - 1;
  if (price <= fairHigh) return fairHigh > fairLow ? (price - fairLow) / (fairHigh - fairLow) : 0;
  return 1 + (price / fairHigh - 1);
}

const down = (x: number) => Math.floor(x / ROUND_TO) * ROUND_TO;
const up = (x: number) => Math.ceil(x / ROUND_TO) * ROUND_TO;

/** Guidance for one car from the listings of its make + model group (the car may be among them). */
export function priceGuidanceFor(car: PricedListing, group: readonly PricedListing[] | ComparablePool, now: Date): GuidanceResult {
  const comps = selectComparables(car, group instanceof ComparablePool ? group : comparablePool(group, now));
  if (comps.length < MIN_COMPARABLES) return { guidance: null, comparables: comps.length, dealScore: null };
  const { kept, sample } = adjustedPrices(car, comps);
  if (kept.length < MIN_COMPARABLES) return { guidance: null, comparables: kept.length, dealScore: null };
  const mid = median(sample);
  const fairLow = down(Math.min(quantile(sample, BAND_QUANTILES[0]), mid * (1 - MIN_BAND_HALF_WIDTH)));
  const fairHigh = up(Math.max(quantile(sample, BAND_QUANTILES[1]), mid * (1 + MIN_BAND_HALF_WIDTH)));
  const points = kept
    .map((c) => ({ price: c.price, mileage: c.mileage, year: c.year, ...(c.sale ? { sold: true } : {}) }))
    .sort((a, b) => a.mileage - b.mileage || a.price - b.price || a.year - b.year || Number(a.sold ?? false) - Number(b.sold ?? false));
  return {
    guidance: { rating: rate(car.price, fairLow, fairHigh), fairLow, fairHigh, comparables: kept.length, points },
    comparables: kept.length,
    dealScore: dealScore(car.price, fairLow, fairHigh),
  };
}

/** Guidance for every approved listing of a group (sold and other listings get none). */
export function groupGuidance(group: readonly PricedListing[], now: Date): Map<number, GuidanceResult> {
  const out = new Map<number, GuidanceResult>();
  const pool = comparablePool(group, now);
  for (const car of [...group].sort((a, b) => a.id - b.id)) {
    if (car.status === 'approved') out.set(car.id, priceGuidanceFor(car, pool, now));
  }
  return out;
}
