/**
 * Price ratings, best deal first (services/listings/README.md, "Fair-price guidance", has the method).
 * No zod here: cards import the labels, and a page of cards should not download the schema library.
 * `price-guidance.ts` re-exports all of it.
 */
export const PRICE_RATINGS = ['great', 'good', 'fair', 'high', 'overpriced'] as const;
export type PriceRating = (typeof PRICE_RATINGS)[number];

export const PRICE_RATING_LABELS: Record<PriceRating, string> = {
  great: 'Great price',
  good: 'Good price',
  fair: 'Fair price',
  high: 'High price',
  overpriced: 'Overpriced',
};

/** Values of the search filter `deal`; `good` keeps listings rated great or good. */
export const DEAL_FILTERS = ['good'] as const;
export type DealFilter = (typeof DEAL_FILTERS)[number];
export const DEAL_FILTER_LABELS: Record<DealFilter, string> = { good: 'Good deals or better' };
/** The ratings the search filter `deal=good` keeps. */
export const GOOD_DEAL_RATINGS: readonly PriceRating[] = ['great', 'good'];
