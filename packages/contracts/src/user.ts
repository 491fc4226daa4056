import { z } from 'zod';
import { singleLine } from './text.js';

const ROLES = ['user', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

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

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
  .refine(...singleLine('Email'))
  .pipe(z.email('Email must be a valid email address'));

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
