import { z } from 'zod';

import { PRICE_RATINGS } from './price-rating.js';

// the ratings, their labels and the deal filter live in a zod-free module that browsers import
export {
  PRICE_RATINGS, PRICE_RATING_LABELS, type PriceRating, DEAL_FILTERS, DEAL_FILTER_LABELS, type DealFilter, GOOD_DEAL_RATINGS,
} from './price-rating.js';

export const PriceRatingSchema = z.enum(PRICE_RATINGS);

/** One comparable listing of the chart: its asking price against its mileage. */
export const PriceGuidancePointSchema = z.object({
  price: z.number(),
  mileage: z.number().int(),
  year: z.number().int(),
  /** a sale recorded on the platform (its final price), not an asking price (absent: an asking price) */
  sold: z.boolean().optional(),
});
export type PriceGuidancePoint = z.infer<typeof PriceGuidancePointSchema>;

/**
 * A listing's fair-price band from comparable listings (whole dollars). Null on the detail answer when
 * there are too few comparables or it has not been computed yet: never a made-up number.
 */
export const PriceGuidanceSchema = z.object({
  rating: PriceRatingSchema,
  fairLow: z.number(),
  fairHigh: z.number(),
  /** how many comparable listings the band is drawn from */
  comparables: z.number().int(),
  /** the comparables' asking prices, or final prices of recorded sales (`sold`), not adjusted, against mileage, for the chart */
  points: z.array(PriceGuidancePointSchema),
});
export type PriceGuidance = z.infer<typeof PriceGuidanceSchema>;

/** BullMQ queue that recomputes guidance off the request path. */
export const PRICE_GUIDANCE_QUEUE = 'price-guidance';

/** Job payloads: one make+model group, or every group (the nightly run). */
export const PriceGuidanceJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('group'), makeKey: z.string(), modelKey: z.string() }),
  z.object({ kind: z.literal('all') }),
]);
export type PriceGuidanceJob = z.infer<typeof PriceGuidanceJobSchema>;
