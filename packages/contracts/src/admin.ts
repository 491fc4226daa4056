import { z } from 'zod';
import { ListingStatusSchema, VehicleSchema } from './vehicle.js';

/** GET /api/admin/stats */
export const StatsSchema = z.object({ total: z.number().int(), pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() });
export type Stats = z.infer<typeof StatsSchema>;

/** PATCH /api/admin/vehicles/{id}/status: `{status}`, also `{vehicleId, status}`, with an optional reason. */
export const StatusUpdateSchema = z.strictObject({
  status: ListingStatusSchema,
  vehicleId: z.coerce.number().int().positive().optional(),
  reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional(),
});
export type StatusUpdate = z.infer<typeof StatusUpdateSchema>;

/** Automated checks shown to the admin on a pending listing. */
export const CHECK_CODES = [
  'vin_check_digit', 'vin_decode_mismatch', 'duplicate_vin', 'price_outlier', 'few_photos', 'missing_contact',
] as const;
export const CheckSchema = z.object({ code: z.enum(CHECK_CODES), ok: z.boolean(), message: z.string() });
export type Check = z.infer<typeof CheckSchema>;

export const PendingListingSchema = VehicleSchema.extend({ checks: z.array(CheckSchema) });
export type PendingListing = z.infer<typeof PendingListingSchema>;

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
});
export type Decision = z.infer<typeof DecisionSchema>;

/**
 * The one state machine of a listing's status (issue: moderation). Keys: from; values: allowed to.
 * rejected -> pending happens when the seller edits the listing (listings service), not by an admin.
 */
export const ADMIN_TRANSITIONS: Record<z.infer<typeof ListingStatusSchema>, readonly z.infer<typeof ListingStatusSchema>[]> = {
  pending: ['approved', 'rejected'],
  approved: ['sold', 'rejected'],
  rejected: [],
  sold: [],
};
