import { z } from 'zod';
import { singleLine } from './text.js';
import { EmailSchema, LIMITS, StaffRoleSchema } from './user.js';

/**
 * Staff management in the admin app (admins only, services/auth): invitations by mail, role changes,
 * deactivation (sessions end at once; sales hands the person's open leads to other associates).
 */
/** How long an invitation's link works. */
export const STAFF_INVITE_TTL_HOURS = 72;

/** `invited`: no password set yet; `deactivated`: can no longer sign in. */
export const STAFF_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

const email = EmailSchema;

const name = (label: string) => z
  .string({ error: `${label} is required` })
  .trim()
  .min(1, `${label} is required`)
  .max(LIMITS.nameMax, `${label} must be at most ${LIMITS.nameMax} characters`)
  .refine(...singleLine(label));

const roleField = z.enum(StaffRoleSchema.options, { error: 'Role must be associate, moderator or admin' });

/** POST /api/staff/invitations */
export const StaffInviteBodySchema = z.strictObject({
  email,
  firstName: name('First name'),
  lastName: name('Last name'),
  role: roleField,
});
export type StaffInviteBody = z.infer<typeof StaffInviteBodySchema>;

/** PATCH /api/staff/{id} */
export const StaffRoleBodySchema = z.strictObject({ role: roleField });
export type StaffRoleBody = z.infer<typeof StaffRoleBodySchema>;

/** `:id` of a member of staff (a user id). */
export const StaffIdParamSchema = z.object({ id: z.uuid('id must be a staff account id') });
export type StaffIdParam = z.infer<typeof StaffIdParamSchema>;

export const StaffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: StaffRoleSchema,
  status: z.enum(STAFF_STATUSES),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const StaffAccountsResponseSchema = z.object({ staff: z.array(StaffAccountSchema) });
export type StaffAccountsResponse = z.infer<typeof StaffAccountsResponseSchema>;
