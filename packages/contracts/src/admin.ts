import { z } from 'zod';
import { InquirySchema } from './contact.js';
import { LISTING_STATUSES } from './value-lists.js';
import { PhotoReviewSchema } from './photo-checks.js';
import { QUEUE_CHECK_FILTERS } from './moderation-queue.js';
import { ListingStatusSchema, VehicleSchema } from './vehicle.js';

/** GET /api/admin/stats (`sold` is extra: the spec's four cards read total, pending, approved, rejected). */
export const StatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  sold: z.number().int().optional(),
  /** listings that expired (out of search until their sellers renew them) */
  expired: z.number().int().optional(),
});
export type Stats = z.infer<typeof StatsSchema>;

const statusField = z.enum(LISTING_STATUSES, { error: `Status must be one of: ${LISTING_STATUSES.join(', ')}` });

/**
 * The common reasons a moderator picks from when rejecting a listing (the dialog adds free text; "Other"
 * needs it). The reason is mailed to the seller, so each is written to them.
 */
export const REJECTION_REASONS = [
  'The photos do not show this car',
  'The VIN does not match the car described',
  'The same car is already listed',
  'The price is not credible',
  'The description is misleading or incomplete',
  'The car cannot be sold here (salvage title, stolen or not yours to sell)',
  'Other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * PATCH /api/admin/vehicles/{id}/status: `{status}`, also `{vehicleId, status}` (vehicleId must match the
 * path), with a reason: required when rejecting (the seller is told why) and when requesting changes.
 */
export const StatusUpdateSchema = z.strictObject({
  status: statusField,
  vehicleId: z.coerce.number({ error: 'vehicleId must be a number' }).int('vehicleId must be a whole number').positive('vehicleId must be positive').optional(),
  reason: z.string({ error: 'Reason must be text' }).trim().max(1000, 'Reason must be at most 1000 characters').optional(),
  /** optional guard: refuse (409) unless the listing is in this status right now (e.g. 'pending' from the pending tab) */
  expectedStatus: z.enum(LISTING_STATUSES, { error: `expectedStatus must be one of: ${LISTING_STATUSES.join(', ')}` }).optional(),
  /** optional guard: the `updatedAt` of the listing as the admin reviewed it; 409 if the seller edited it since */
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be an ISO date-time' }).optional(),
}).refine((b) => b.status !== 'needs_changes' || Boolean(b.reason), {
  path: ['reason'], message: 'Notes are required when requesting changes: tell the seller what to change',
}).refine((b) => b.status !== 'rejected' || Boolean(b.reason), {
  path: ['reason'], message: 'A rejection needs a reason: tell the seller why the listing was rejected',
});
export type StatusUpdate = z.infer<typeof StatusUpdateSchema>;

/** Automated checks shown to the admin on a pending listing. */
export const CHECK_CODES = [
  'vin_check_digit', 'vin_decode_mismatch', 'duplicate_vin', 'price_outlier', 'few_photos', 'missing_contact',
  'photo_quality', 'angle_coverage',
] as const;
/**
 * `ok` false means "look at this". `status` says more: `unknown` when the check could not be run (an
 * unreachable dependency, too few comparables); `ok` stays true then, the message says why.
 */
export const CHECK_STATUSES = ['pass', 'fail', 'unknown'] as const;
export const CheckSchema = z.object({
  code: z.enum(CHECK_CODES),
  ok: z.boolean(),
  message: z.string(),
  status: z.enum(CHECK_STATUSES).optional(),
  /** photo_quality and angle_coverage: each photo with its angle tag and findings (null: not checked) */
  photos: z.array(PhotoReviewSchema).optional(),
  /** angle_coverage: the required angles no photo is tagged with */
  missingAngles: z.array(z.string()).optional(),
});
export type Check = z.infer<typeof CheckSchema>;

/** States of a decision row: `queued` = recorded, not yet applied by listings (outbox); `discarded` = never applied. */
export const DECISION_STATES = ['queued', 'applied', 'discarded'] as const;
export type DecisionState = (typeof DECISION_STATES)[number];

/** A moderator's answer to a seller's revision (see revisions.ts). */
export const REVISION_OUTCOMES = ['approved', 'rejected'] as const;

/** One audit-log entry (GET /api/admin/vehicles/{id}/history). */
export const DecisionSchema = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  adminId: z.string(),
  adminEmail: z.string().nullable(),
  fromStatus: ListingStatusSchema,
  toStatus: ListingStatusSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** absent in older readers; `applied` for every decision that changed the listing */
  state: z.enum(DECISION_STATES).optional(),
  appliedAt: z.string().nullable().optional(),
  /** why a decision was discarded, or the last delivery error of a queued one */
  note: z.string().nullable().optional(),
  /** set when the decision answered a seller's revision of a live listing (the status stays as it was) */
  revisionId: z.number().int().nullable().optional(),
  revisionOutcome: z.enum(REVISION_OUTCOMES).nullable().optional(),
});
export type Decision = z.infer<typeof DecisionSchema>;
export const HistoryResponseSchema = z.array(DecisionSchema);

/** GET /api/admin/vehicles/pending: every field (admin-only ones too), the checks, and a decision still being applied. */
export const PendingListingSchema = VehicleSchema.extend({
  checks: z.array(CheckSchema),
  /** a decision recorded but not yet applied by the listings service (it will be retried) */
  queuedDecision: DecisionSchema.nullable().optional(),
});
export type PendingListing = z.infer<typeof PendingListingSchema>;
/** The pending list is an array, oldest first; the `x-total-count` header carries the total. */
export const PendingListResponseSchema = z.array(PendingListingSchema);
/** GET /api/admin/vehicles/pending?page=&limit=&checks= (checks: see QUEUE_CHECK_FILTERS; paging counts the filtered queue) */
export const PendingListQuerySchema = z.strictObject({
  checks: z.enum(QUEUE_CHECK_FILTERS, { error: `checks must be one of: ${QUEUE_CHECK_FILTERS.join(', ')}` }).default('all'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(50),
});

/**
 * PATCH /api/admin/vehicles/{id}/status answer. 200: `applied` (the listing now has the status) or
 * `unchanged` (it already had it: nothing recorded). 202: `queued` (recorded; the listings service was
 * unreachable, the decision is retried until it lands).
 */
export const STATUS_OUTCOMES = ['applied', 'unchanged', 'queued'] as const;
export const StatusUpdateResultSchema = z.object({
  outcome: z.enum(STATUS_OUTCOMES),
  message: z.string(),
  vehicleId: z.number().int(),
  status: ListingStatusSchema,
  previousStatus: ListingStatusSchema,
  decision: DecisionSchema.nullable(),
});
export type StatusUpdateResult = z.infer<typeof StatusUpdateResultSchema>;

/** GET /api/admin/vehicles?status=&page=&limit= (newest first) */
export const AdminVehicleListQuerySchema = z.strictObject({
  status: statusField,
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
});
export type AdminVehicleListQuery = z.infer<typeof AdminVehicleListQuerySchema>;
export const AdminVehicleListResponseSchema = z.object({
  vehicles: z.array(VehicleSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int(),
});
export type AdminVehicleListResponse = z.infer<typeof AdminVehicleListResponseSchema>;

/** PATCH /api/admin/vehicles/{id}/featured -> Vehicle */
export const AdminFeaturedUpdateSchema = z.strictObject({ isFeatured: z.boolean({ error: 'isFeatured must be true or false' }) });
export type AdminFeaturedUpdate = z.infer<typeof AdminFeaturedUpdateSchema>;

const booleanQuery = z.enum(['true', 'false'], { error: 'handled must be true or false' }).transform((v) => v === 'true');
/** GET /api/admin/inquiries?page=&limit=&handled= (newest first) */
export const InquiryListQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
  handled: booleanQuery.optional(),
});
export type InquiryListQuery = z.infer<typeof InquiryListQuerySchema>;
export const InquiryListResponseSchema = z.object({
  inquiries: z.array(InquirySchema), total: z.number().int(), page: z.number().int(), limit: z.number().int(),
});
export type InquiryListResponse = z.infer<typeof InquiryListResponseSchema>;
/** PATCH /api/admin/inquiries/{id} -> Inquiry */
export const AdminInquiryUpdateSchema = z.strictObject({ handled: z.boolean({ error: 'handled must be true or false' }) });
export type AdminInquiryUpdate = z.infer<typeof AdminInquiryUpdateSchema>;
