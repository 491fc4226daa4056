import { z } from 'zod';

/** How long a drop is "recent": cards show a "Price drop" badge for this many days after it. */
export const RECENT_PRICE_DROP_DAYS = 14;

/** A lowered asking price of a listing that buyers had seen before (amounts in dollars). */
export const PriceDropSchema = z.object({
  previousPrice: z.number(),
  price: z.number(),
  /** ISO 8601 */
  droppedAt: z.string(),
});
export type PriceDrop = z.infer<typeof PriceDropSchema>;
