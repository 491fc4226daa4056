import { PAGES } from './routes/pages.js';
import { z } from 'zod';

/**
 * What cars sold for on the platform (issue 25, point 6): the public `/sold` page and its API. A result is
 * kept apart from anyone's identity (no seller, no buyer, no VIN). The final price is shown only where the
 * seller agreed at sale time (`finalPrice` null otherwise); price guidance uses every result either way.
 */
/** The page's path (STATIC_PAGES has its head and sitemap entry). */
export const SOLD_PAGE = PAGES.sold;

export const SOLD_DEFAULTS = { page: 1, limit: 24, maxLimit: 60, maxPage: 1000 } as const;

const pageParam = (label: string, max: number, fallback: number) =>
  z.string({ error: `${label} must be a whole number between 1 and ${max}` }).max(12).optional().transform((v, ctx) => {
    const t = v?.trim();
    if (!t) return fallback;
    if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number between 1 and ${max}` });
      return z.NEVER;
    }
    return Number(t);
  });

const filterText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), `${label} must not contain NUL characters`)
    .optional().transform((v) => (v ? v : undefined));

/** GET /api/vehicles/sold: make and model match case-insensitively; a model without a make is refused. */
export const SoldQuerySchema = z.strictObject({
  make: filterText('make', 50),
  model: filterText('model', 80),
  page: pageParam('page', SOLD_DEFAULTS.maxPage, SOLD_DEFAULTS.page),
  limit: pageParam('limit', SOLD_DEFAULTS.maxLimit, SOLD_DEFAULTS.limit),
}).superRefine((q, ctx) => {
  if (q.model && !q.make) ctx.addIssue({ code: 'custom', path: ['model'], message: 'model needs a make' });
});
export type SoldQuery = z.output<typeof SoldQuerySchema>;

export const SaleResultSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  mileage: z.number().int(),
  /** whole dollars; null when the seller did not agree to show it */
  finalPrice: z.number().int().nullable(),
  /** YYYY-MM-DD */
  soldOn: z.string(),
  /** the listing's first photo while the listing exists, else null */
  photo: z.string().nullable(),
  /** the listing's page while it is public (sold listings stay public for a while), else null */
  vehicleId: z.number().int().nullable(),
});
export type SaleResult = z.infer<typeof SaleResultSchema>;

export const SoldResultsSchema = z.object({
  results: z.array(SaleResultSchema),
  total: z.number().int(),
  /** makes with results, and the models of the chosen make (the page's filters) */
  makes: z.array(z.string()),
  models: z.array(z.string()),
});
export type SoldResults = z.infer<typeof SoldResultsSchema>;
