import { PAGES } from './routes/pages.js';
import { z } from 'zod';
import { singleLine } from './text.js';
import { EmailSchema, LIMITS } from './user.js';
import { PasskeyAssertionSchema } from './two-factor.js';

/**
 * Account basics: profile, email verification and change, password change and recovery, data export and
 * deletion. Tokens sent by mail are random, stored hashed, single use; their lifetimes are here so pages
 * and mails can say them.
 */
export const ACCOUNT_TOKEN_TTL = {
  /** password reset link */
  resetPasswordMinutes: 60,
  /** verify-email and change-email links */
  verifyEmailHours: 48,
} as const;

/** Pages of the shell that mails link to (`?token=...`). */
export const ACCOUNT_PAGES = {
  account: PAGES.account,
  resetPassword: PAGES.resetPassword,
  verifyEmail: PAGES.verifyEmail,
  forgotPassword: `${PAGES.signIn}?mode=forgot`,
} as const;

/** A session as its owner sees it: `id` names it (a digest of the session id, never the id itself). */
export const SESSION_PUBLIC_ID_PATTERN = /^[0-9a-f]{16}$/;
export const SessionIdParamSchema = z.string().regex(SESSION_PUBLIC_ID_PATTERN, 'id must name one of your sessions');
export const UserIdParamSchema = z.uuid('id must be a user id');
export const SessionParamsSchema = z.object({ id: SessionIdParamSchema });
export const UserParamsSchema = z.object({ id: UserIdParamSchema });
export const SessionInfoSchema = z.object({
  id: z.string(),
  /** "Chrome 156 on Linux"; "Unknown browser" when the browser did not say */
  browser: z.string(),
  /** the address it signed in from */
  address: z.string().nullable(),
  /** ISO time; null for sessions from before this was recorded */
  signedInAt: z.string().nullable(),
  /** ISO time, to within a few minutes */
  lastSeenAt: z.string(),
  /** the session making this request */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;
export const EndedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;

const email = EmailSchema;

const newPassword = (label: string) => z
  .string({ error: `${label} is required` })
  .min(LIMITS.passwordMin, `${label} must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `${label} must be at most ${LIMITS.passwordMax} characters`);

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(LIMITS.passwordMax, `Current password must be at most ${LIMITS.passwordMax} characters`);

const name = (label: string) => z
  .string({ error: `${label} must be text` })
  .trim()
  .max(LIMITS.nameMax, `${label} must be at most ${LIMITS.nameMax} characters`)
  .refine(...singleLine(label))
  .nullable()
  .transform((v) => v || null);

/** A token from a mailed link: 43 base64url characters (32 random bytes). */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const token = z.string({ error: 'The link is incomplete' }).regex(ACCOUNT_TOKEN_PATTERN, 'This link is not valid');

/** PATCH /api/account */
export const UpdateProfileBodySchema = z.strictObject({ firstName: name('First name'), lastName: name('Last name') });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** POST /api/account/email: the new address receives a link; the change happens when it is opened. */
export const ChangeEmailBodySchema = z.strictObject({ email, currentPassword });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

/** POST /api/account/password: every other session of the user is signed out. */
export const ChangePasswordBodySchema = z.strictObject({ currentPassword, newPassword: newPassword('New password') });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** POST /api/account/verify-email (verify the address, or confirm a change of address) */
export const VerifyEmailBodySchema = z.strictObject({ token });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

/** POST /api/password/forgot: the same answer whether or not the address has an account. */
export const ForgotPasswordBodySchema = z.strictObject({ email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** POST /api/password/reset: every session of the user is signed out. */
export const ResetPasswordBodySchema = z.strictObject({ token, password: newPassword('Password') });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** POST /api/account/delete */
export const DeleteAccountBodySchema = z.strictObject({ currentPassword });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** Answer of the mail-sending routes (forgot password, change email, resend verification). */
export const AccountMessageSchema = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof AccountMessageSchema>;

/** The product's copy for these flows. */
export const ACCOUNT_COPY = {
  forgotSent: 'If an account exists for that email, we have sent it a link to reset the password. The link works for one hour.',
  resetDone: 'Your password has been changed. Sign in with your new password.',
  tokenInvalid: 'This link is not valid. It may have been copied incompletely.',
  tokenExpired: 'This link has expired. Ask for a new one below.',
  tokenUsed: 'This link has already been used. Ask for a new one below.',
  verifyBanner: 'Please confirm your email address: we sent you a link.',
  verified: 'Your email address is confirmed.',
  emailChangeSent: (to: string) => `We sent a link to ${to}. Your email changes when you open it.`,
  emailChanged: 'Your email address has been changed.',
  verificationSent: 'We sent you a new confirmation link.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  profileSaved: 'Your name has been saved.',
  accountDeleted: 'Your account has been deleted.',
} as const;

/** Why a mailed token was refused: the `reason` of the 400 answer (field `token`). */
export const TOKEN_PROBLEMS = ['invalid', 'expired', 'used'] as const;
export type TokenProblem = (typeof TOKEN_PROBLEMS)[number];

/** GET /api/account/export */
export interface AccountExport {
  exportedAt: string;
  account: { id: string; email: string; emailVerified: boolean; firstName: string | null; lastName: string | null; role: string; createdAt: string };
  listings: unknown[];
  inquiriesSent: unknown[];
  savedSearches: unknown[];
  /** ids of the listings the user saved (favourites kept on the server) */
  savedVehicles: number[];
  /** the user's conversations with the sales team (as a buyer) and with their associates (as a seller) */
  conversations: unknown[];
}

/** Body of the erase call: inquiries are found by the sender's address as well as by account. */
export const EraseUserBodySchema = z.strictObject({ email: z.string().min(3).max(254) });
export type EraseUserBody = z.infer<typeof EraseUserBodySchema>;

export const UserListingsDataSchema = z.object({
  listings: z.array(z.unknown()), inquiriesSent: z.array(z.unknown()),
  /** absent from a listings service older than saved searches */
  savedSearches: z.array(z.unknown()).default([]), savedVehicles: z.array(z.number()).default([]),
});
export type UserListingsData = z.infer<typeof UserListingsDataSchema>;

/** Answer of the erase call: what was removed. */
export const ErasedUserSchema = z.object({
  listingsRemoved: z.number().int(), inquiriesAnonymised: z.number().int(),
  savedSearchesRemoved: z.number().int().default(0), savedVehiclesRemoved: z.number().int().default(0),
});
export type ErasedUser = z.infer<typeof ErasedUserSchema>;

/**
 * Sensitive actions (exporting data, managing staff) need a sign-in, or the password confirmed again, within
 * `windowMinutes`; otherwise they answer 403 with `error` below, and the apps ask for the password and retry.
 */
export const REAUTHENTICATION = {
  windowMinutes: 10,
  error: 'Reauthentication Required',
  message: 'Please enter your password again to continue.',
} as const;

export const ReauthenticateBodySchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  /** the 6-digit code of the authenticator app, or */
  code: z.string({ error: 'Code must be text' }).trim().regex(/^\d{6}$/, 'Code must be the 6 digits your authenticator app shows').optional(),
  /**
   * the browser's answer to POST /api/account/reauthenticate/passkey/options: one of the two is required when
   * two-factor sign-in is on (400 naming `code` and/or `passkey`, the factors the account has)
   */
  passkey: PasskeyAssertionSchema.optional(),
}).refine((b) => b.code === undefined || b.passkey === undefined, { message: 'Send either code or passkey, not both', path: ['code'] });
export type ReauthenticateBody = z.infer<typeof ReauthenticateBodySchema>;
export const ReauthenticatedSchema = z.object({ confirmedUntil: z.string() });
export type Reauthenticated = z.infer<typeof ReauthenticatedSchema>;
