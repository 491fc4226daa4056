import { z } from 'zod';

/** Largest value numeric(10,2) holds. */
const MAX_PRICE = 99_999_999.99;
/** No premium vehicle sells for less: a lower price is a typo (or a $0 "make an offer" the platform does not do). */
const MIN_PRICE = 500;

/**
 * A price as the listing form sends it: a number or a string that may carry `$`, commas and spaces
 * ("$45,999.50"). Normalised to a string with two decimals, the way numeric(10,2) returns it.
 */
export const PriceInputSchema = z
  .union([z.number(), z.string().max(32, 'Price is too long')], { error: 'Price must be a number' })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.replace(/[$,\s]/g, '');
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Price must be a positive amount with at most 2 decimals' });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < MIN_PRICE) {
      ctx.addIssue({ code: 'custom', message: `Price must be at least $${MIN_PRICE}` });
      return z.NEVER;
    }
    if (n > MAX_PRICE) {
      ctx.addIssue({ code: 'custom', message: 'Price must be at most 99,999,999.99' });
      return z.NEVER;
    }
    return n.toFixed(2);
  });

