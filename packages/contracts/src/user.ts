import { z } from 'zod';
import { singleLine } from './text.js';

const ROLES = ['user', 'associate', 'moderator', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Roles of the platform's own staff: associates work the sales desk, moderators review listings, admins do both. */
export const STAFF_ROLES = ['associate', 'moderator', 'admin'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** What each part of the admin app needs: the desk (associates), moderation (moderators); admins have both. */
export const STAFF_ACCESS = {
  desk: ['associate', 'admin'],
  moderation: ['moderator', 'admin'],
  staffManagement: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_ACCESS;

/** True when `role` may use `area` of the admin app (and its API routes). */
export function mayAccess(role: string | undefined, area: StaffArea): boolean {
  return (STAFF_ACCESS[area] as readonly string[]).includes(role ?? '');
}

export const LIMITS = {
  emailMax: 254,
  nameMax: 100,
  passwordMin: 6,
  passwordMax: 1024,
} as const;

/** The user object of spec §3 as the API returns it: never the password. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: RoleSchema,
  /** false until the user opens the link mailed after registering (the product works meanwhile) */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** An email address as every form takes it: trimmed, one line, at most LIMITS.emailMax characters. */
export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
  .refine(...singleLine('Email'))
  .pipe(z.email('Email must be a valid email address'));
const email = EmailSchema;

const optionalName = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.nameMax, `${label} must be at most ${LIMITS.nameMax} characters`)
    .refine(...singleLine(label))
    .optional()
    .nullable();

/** POST /api/register (spec §5: email format, password of at least 6; names optional). */
export const RegisterBodySchema = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** POST /api/login (spec §5: both required). */
export const LoginBodySchema = z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
    .refine(...singleLine('Email')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;
