import { PAGES } from './routes/pages.js';
import { z } from 'zod';
import { PriceGuidancePointSchema, PriceRatingSchema } from './price-guidance.js';
import { CONDITIONS } from './value-lists.js';
import { noNul, YEAR_MIN, yearMax } from './vehicle.js';

/**
 * Instant valuation (issue 28): what a car is worth from the comparables price guidance uses, for anyone
 * (under the vehicle lookup limits), and the same answer with a price for the listing form's advice.
 */
/** The public page and its prefilled hand-over to the listing form. */
export const VALUATION_PAGE = PAGES.valuation;

/** Radius (miles) of "comparables near you". */
export const VALUATION_RADIUS_MILES = 100;
/** Most miles a car may have covered per year of age (plus one year), above which the mileage is refused as impossible. */
export const MAX_MILES_PER_YEAR = 60_000;
export const MAX_MILEAGE = 999_999;

export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`).refine(...noNul(label));

/** Whole numbers only, sent as JSON numbers (a typed "45,000" is the page's to clean). */
const whole = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`);

/**
 * POST /api/valuations. The make/model combination is checked against the vehicle catalog and the ZIP
 * code against the ZIP data by the service (400 naming `model`, `year` or `zipCode`). `price`: the listing
 * form's advice (the rating that price would get and how many comparables ask less).
 */
export const ValuationRequestSchema = z.strictObject({
  year: whole('Year', YEAR_MIN, 9999).refine((y) => y <= yearMax(), { message: 'Year cannot be later than next year' }),
  make: text('Make', 50),
  model: text('Model', 80),
  trim: z.string({ error: 'Trim must be text' }).trim().max(80, 'Trim must be at most 80 characters').refine(...noNul('Trim')).nullish().transform((v) => (v ? v : null)),
  mileage: whole('Mileage', 0, MAX_MILEAGE),
  /** absent: valued as in good condition (the listing form asks before the condition is chosen) */
  condition: z.enum(CONDITIONS, { error: `Condition must be one of: ${CONDITIONS.join(', ')}` }).default('good'),
  /** absent: no count of comparables nearby (the listing form asks before the ZIP code is typed); the page always sends it */
  zipCode: z.string({ error: 'ZIP code must be text' }).trim().regex(/^\d{5}$/, 'ZIP code must be 5 digits').optional(),
  price: whole('Price', 1, 100_000_000).optional(),
}).superRefine((r, ctx) => {
  const age = Math.max(0, yearMax() - 1 - r.year);
  if (r.mileage > (age + 1) * MAX_MILES_PER_YEAR) {
    ctx.addIssue({ code: 'custom', path: ['mileage'], message: `Mileage of ${r.mileage.toLocaleString('en-US')} is not possible for a ${r.year} car` });
  }
});
export type ValuationRequest = z.input<typeof ValuationRequestSchema>;
export type ValuationQuery = z.output<typeof ValuationRequestSchema>;

/** The listing form's advice on a typed price (present when the request had a price and there is an estimate). */
export const PriceAdviceSchema = z.object({
  price: z.number().int(),
  rating: PriceRatingSchema,
  /** comparables asking (or sold for) less than the price */
  comparablesAskingLess: z.number().int(),
  /** "Lower to $X to be rated Good": the highest whole-$100 price rated Good, when the price is rated worse than Good */
  suggestion: z.object({ price: z.number().int(), rating: PriceRatingSchema }).nullable(),
});
export type PriceAdvice = z.infer<typeof PriceAdviceSchema>;

export const ValuationSchema = z.object({
  /** the catalog spelling of what was valued */
  vehicle: z.object({ year: z.number().int(), make: z.string(), model: z.string(), trim: z.string().nullable() }),
  /** the estimated market range (whole dollars); null when there is too little data */
  estimate: z.object({ low: z.number().int(), high: z.number().int(), mid: z.number().int() }).nullable(),
  /** null with the estimate */
  confidence: z.enum(CONFIDENCES).nullable(),
  /** plain words: why this confidence, or that there is too little data */
  summary: z.string(),
  /** comparables the estimate rests on (or that were found, when too few) */
  comparables: z.number().int(),
  /** how many of them are within VALUATION_RADIUS_MILES of the ZIP code (recorded sales have no place: never counted); null without a ZIP code */
  nearby: z.number().int().nullable(),
  radiusMiles: z.number().int(),
  /** sales recorded on the platform among the comparables */
  sales: z.number().int(),
  /** the comparables (too little data: the nearest ones found), unadjusted, for the chart */
  points: z.array(PriceGuidancePointSchema),
  advice: PriceAdviceSchema.nullable(),
});
export type Valuation = z.infer<typeof ValuationSchema>;

/** Query keys of the listing form's prefill from the valuation page. */
export const VALUATION_PREFILL_KEYS = ['year', 'make', 'model', 'trim', 'mileage', 'condition', 'zipCode', 'vin'] as const;

/** `/create-listing?...`: the listing form opened with what the valuation page knows. */
export function listingPrefillUrl(values: Partial<Record<(typeof VALUATION_PREFILL_KEYS)[number], string | number | null>>): string {
  const q = new URLSearchParams();
  for (const k of VALUATION_PREFILL_KEYS) {
    const v = values[k];
    if (v !== undefined && v !== null && String(v) !== '') q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `${PAGES.createListing}?${s}` : PAGES.createListing;
}
