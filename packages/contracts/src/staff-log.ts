import { z } from 'zod';
import { singleLine } from './text.js';

/**
 * The staff action log (issue 26 point 5): every action of a member of staff, with who (id, email, role),
 * what (action, object), a before/after summary, when, from which address and in which request. Kept 400 days
 * in auth's table `staff_actions`, which a database trigger keeps append-only (UPDATE, TRUNCATE and DELETE
 * refused; only rows past the retention can be deleted, by the cleanup). Other services record through
 * service-kit's `StaffActionOutbox` (`recordStaffAction`), handed to auth's internal route
 * (INTERNAL_ROUTES.auth.staffActions); admins read it at ROUTES.staffLog.
 */
export const STAFF_LOG_RETENTION_DAYS = 400;

/** Actions recorded so far; services may add their own (`area.verb`, lower-case). */
export const STAFF_ACTIONS = [
  'staff.sign-in', 'staff.second-factor-enrolled', 'staff.second-factor-changed', 'staff.recovery-codes-renewed',
  'staff.invite', 'staff.role-change', 'staff.deactivate', 'staff.end-user-sessions',
  'listing.status', 'listing.featured', 'listing.request-changes', 'revision.approve', 'revision.reject', 'inquiry.update',
  'lead.reassign', 'listing.reassign', 'lead.stage', 'offer.record', 'offer.decline', 'offer.buyer-accepts-counter', 'offer.withdraw',
  'sale.deposit', 'sale.record', 'lead.reply', 'lead.note', 'listing.seller-message',
  'viewing.schedule', 'viewing.update', 'viewing.cancel', 'user.data-export', 'user.data-delete',
] as const;
export const STAFF_ACTION_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

const summary = z.record(z.string(), z.unknown()).nullable();

/** What a service hands over: one staff action. `dedupeKey` makes a second hand-over harmless. */
export const StaffActionRecordSchema = z.strictObject({
  dedupeKey: z.string().min(1).max(200),
  service: z.string().min(1).max(32),
  actorId: z.string().min(1).max(100),
  actorEmail: z.string().max(254).nullable(),
  actorRole: z.string().min(1).max(16),
  action: z.string().max(64).regex(STAFF_ACTION_PATTERN),
  objectType: z.string().min(1).max(32),
  objectId: z.string().max(100).nullable(),
  before: summary,
  after: summary,
  address: z.string().max(64).nullable(),
  requestId: z.string().max(100).nullable(),
  /** when the action happened (ISO); the log also keeps when it was recorded */
  occurredAt: z.string(),
});
export type StaffActionRecord = z.infer<typeof StaffActionRecordSchema>;

export const StaffActionSchema = z.object({
  id: z.string(),
  at: z.string(),
  occurredAt: z.string(),
  service: z.string(),
  actorId: z.string(),
  actorEmail: z.string().nullable(),
  actorRole: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  before: summary,
  after: summary,
  address: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type StaffAction = z.infer<typeof StaffActionSchema>;

const filterText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).refine(...singleLine(label)).optional()
  .transform((v) => v || undefined);
const time = (label: string) => z.string().trim().optional().transform((v) => v || undefined)
  .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), `${label} must be a date or time (ISO 8601)`);

/** GET /api/staff/log: every filter optional; `actor` matches the id or part of the email, `action` a prefix. */
export const StaffLogQuerySchema = z.strictObject({
  actor: filterText('Actor', 254),
  action: filterText('Action', 64),
  objectType: filterText('Object type', 32),
  objectId: filterText('Object id', 100),
  from: time('From'),
  to: time('To'),
  /** the id of the last entry of the previous page */
  before: z.string().regex(/^\d{1,19}$/, 'before must be an entry id').optional(),
  limit: z.string().regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 200').optional()
    .transform((v) => (v === undefined ? 50 : Number(v))).refine((n) => n >= 1 && n <= 200, 'limit must be a whole number from 1 to 200'),
});
export type StaffLogQuery = z.infer<typeof StaffLogQuerySchema>;

export const StaffLogResponseSchema = z.object({ entries: z.array(StaffActionSchema), nextBefore: z.string().nullable() });
export type StaffLogResponse = z.infer<typeof StaffLogResponseSchema>;
