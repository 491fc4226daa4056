import { z } from 'zod';
import { LISTING_STATUSES } from './value-lists.js';
import { ListingStatusSchema, VehicleSchema } from './vehicle.js';

/**
 * Compare-and-set of a listing's status. `expectedUpdatedAt` (optional, the `updatedAt` the caller
 * reviewed) also refuses with 409 when the seller edited the listing since: an admin never approves
 * content they have not seen. The move must be an admin move of LISTING_STATUS_RULES (409 otherwise).
 */
export const InternalSetStatusSchema = z.strictObject({
  status: ListingStatusSchema,
  expectedStatus: ListingStatusSchema,
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be an ISO date-time' }).optional(),
  /** the moderator's reason of a rejection or the changes requested: the seller's mail quotes it, the dashboard shows it */
  reason: z.string().max(2000).nullable().optional(),
});
export type InternalSetStatus = z.infer<typeof InternalSetStatusSchema>;

export const InternalSetFeaturedSchema = z.strictObject({
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }),
});
export type InternalSetFeatured = z.infer<typeof InternalSetFeaturedSchema>;

/** POST /internal/vehicles/{id}/sale-pending (sales): the "Sale pending" badge on or off. */
export const InternalSalePendingSchema = z.strictObject({
  pending: z.boolean({ error: 'pending must be true or false' }),
});
export type InternalSalePending = z.infer<typeof InternalSalePendingSchema>;

/** POST /internal/vehicles/{id}/sale (sales): the recorded sale; `showPrice` is the seller's consent to show "Sold for $X". */
export const InternalRecordSaleSchema = z.strictObject({
  finalPrice: z.number({ error: 'finalPrice must be a whole number of dollars' }).int('finalPrice must be a whole number of dollars').positive('finalPrice must be positive').max(100_000_000, 'finalPrice is too large'),
  soldOn: z.string({ error: 'soldOn must be a date (YYYY-MM-DD)' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'soldOn must be a date (YYYY-MM-DD)'),
  showPrice: z.boolean({ error: 'showPrice must be true or false' }),
});
export type InternalRecordSale = z.infer<typeof InternalRecordSaleSchema>;

export const InquiryUpdateSchema = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false' }),
});

/** Query strings arrive as strings; empty means absent. */
const intParam = (label: string, min: number, max: number) =>
  z.string().max(12).optional().transform((v, ctx) => {
    const t = v?.trim();
    if (!t) return undefined;
    if (!/^\d+$/.test(t) || Number(t) < min || Number(t) > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number between ${min} and ${max}` });
      return z.NEVER;
    }
    return Number(t);
  });

const boolParam = (label: string) =>
  z.enum(['true', 'false', ''], { error: `${label} must be true or false` }).optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

export const INTERNAL_LIST_DEFAULTS = { page: 1, limit: 20, maxLimit: 100, order: 'newest' } as const;

/** GET /internal/vehicles: every status when `status` is absent; newest first unless order=oldest. */
export const InternalListQuerySchema = z.strictObject({
  status: z.enum(['', ...LISTING_STATUSES], { error: `status must be one of: ${LISTING_STATUSES.join(', ')}` }).optional()
    .transform((v) => (v ? (v as z.infer<typeof ListingStatusSchema>) : undefined)),
  page: intParam('page', 1, 100_000).transform((v) => v ?? INTERNAL_LIST_DEFAULTS.page),
  limit: intParam('limit', 1, INTERNAL_LIST_DEFAULTS.maxLimit).transform((v) => v ?? INTERNAL_LIST_DEFAULTS.limit),
  order: z.enum(['', 'oldest', 'newest'], { error: 'order must be oldest or newest' }).optional()
    .transform((v) => (v || INTERNAL_LIST_DEFAULTS.order) as 'oldest' | 'newest'),
});

export const ByVinQuerySchema = z.strictObject({
  excludeId: intParam('excludeId', 1, 2_147_483_647),
});

/**
 * GET /internal/vehicles/price-stats: comparable = same make and model (case-insensitive), and when
 * `year` is given, a model year within one of it; live statuses (pending, approved, sold).
 */
export const PriceStatsQuerySchema = z.strictObject({
  make: z.string({ error: 'make is required' }).trim().min(1, 'make is required').max(50),
  model: z.string({ error: 'model is required' }).trim().min(1, 'model is required').max(80),
  year: intParam('year', 1900, 2100),
  excludeId: intParam('excludeId', 1, 2_147_483_647),
});

export const InquiriesQuerySchema = z.strictObject({
  page: intParam('page', 1, 100_000).transform((v) => v ?? INTERNAL_LIST_DEFAULTS.page),
  limit: intParam('limit', 1, INTERNAL_LIST_DEFAULTS.maxLimit).transform((v) => v ?? INTERNAL_LIST_DEFAULTS.limit),
  handled: boolParam('handled'),
});

export const InternalListResponseSchema = z.object({ vehicles: z.array(VehicleSchema), total: z.number().int() });
export const CountsSchema = z.object({
  total: z.number().int(), pending: z.number().int(), approved: z.number().int(), rejected: z.number().int(), sold: z.number().int(),
  /** 0 from a listings replica older than the expiry job (rolling deploy) */
  expired: z.number().int().default(0),
});
export const PriceStatsSchema = z.object({ count: z.number().int(), median: z.number().nullable(), p10: z.number().nullable(), p90: z.number().nullable() });
