import { z } from 'zod';
import { UserSchema } from './user.js';

/**
 * Two-factor sign-in (issue 26 point 2). TOTP (RFC 6238: 6 digits, 30 s step, one step of drift either way,
 * each code accepted once) and ten one-time recovery codes stored hashed. Mandatory for staff: a staff
 * account without a second factor signs in only as far as enrolling one.
 *
 * Signing in when a second factor is on (or must be enrolled):
 *   1. `POST /api/login {email, password}` answers **202** with a `SignInChallenge` instead of 200 with the user:
 *      `next: 'second-factor'` (type a code) or `next: 'enrol'` (staff without a second factor). The session is
 *      not signed in yet: every other route treats it as anonymous.
 *   2a. `POST /api/login/second-factor {code}` (6 digits from the app) or `{recoveryCode}` -> 200 the user.
 *   2b. enrolment: `POST /api/account/two-factor/totp/setup` -> secret, otpauth URI and QR code;
 *      `POST /api/account/two-factor/totp {code}` -> 200 with the ten recovery codes (shown once) and the user,
 *      now signed in.
 */
export const TWO_FACTOR_API = {
  /** POST { code } or { recoveryCode }: the second step of signing in */
  signInSecondFactor: '/api/login/second-factor',
  /** GET: my second factors */
  status: '/api/account/two-factor',
  /** POST: a new TOTP secret to scan (not active until confirmed with a code) */
  totpSetup: '/api/account/two-factor/totp/setup',
  /** POST { code }: turn the set-up secret on (replaces an older one); DELETE: turn TOTP off (not for staff) */
  totp: '/api/account/two-factor/totp',
  /** POST: ten new recovery codes (the old ones stop working) */
  recoveryCodes: '/api/account/two-factor/recovery-codes',
} as const;

export const TOTP = { digits: 6, periodSeconds: 30, driftSteps: 1, issuer: 'Remote Listings' } as const;
export const RECOVERY_CODE_COUNT = 10;
/** `xxxx-xxxx-xxxx-xxxx`, lower-case base32 (80 random bits); typed with or without dashes, any case. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}(-?[a-z2-7]{4}){3}$/i;

export const SecondFactorMethodSchema = z.enum(['totp', 'recovery-code']);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethodSchema>;

/** 202 answer of POST /api/login: the password was right, one more step is needed. */
export const SignInChallengeSchema = z.object({
  /** `second-factor`: send a code to POST /api/login/second-factor; `enrol`: staff must set up a second factor first */
  next: z.enum(['second-factor', 'enrol']),
  methods: z.array(SecondFactorMethodSchema),
  /** the step must be finished before this time (ISO), otherwise sign in again */
  expiresAt: z.string(),
});
export type SignInChallenge = z.infer<typeof SignInChallengeSchema>;
export const SIGN_IN_STEP_MINUTES = 10;

const totpCode = z.string({ error: 'Code is required' }).trim().regex(/^\d{6}$/, 'Code must be the 6 digits your authenticator app shows');
const recoveryCode = z.string({ error: 'Recovery code is required' }).trim().regex(RECOVERY_CODE_PATTERN, 'Recovery code must look like abcd-efgh-ijkl-mnop');

/** POST /api/login/second-factor: exactly one of `code` and `recoveryCode`. */
export const SecondFactorBodySchema = z.strictObject({ code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), { message: 'Send either code (6 digits) or recoveryCode', path: ['code'] });
export type SecondFactorBody = z.infer<typeof SecondFactorBodySchema>;

/** POST /api/account/two-factor/totp */
export const ConfirmTotpBodySchema = z.strictObject({ code: totpCode });
export type ConfirmTotpBody = z.infer<typeof ConfirmTotpBodySchema>;

export const TotpSetupSchema = z.object({
  /** base32, for typing into an app that cannot scan */
  secret: z.string(),
  otpauthUri: z.string(),
  /** the otpauth URI as an SVG QR code (a data: URL) */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

export const TwoFactorStatusSchema = z.object({
  totp: z.boolean(),
  totpEnabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** staff: a second factor cannot be turned off */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** Answer of turning TOTP on: the recovery codes, shown this once; during a sign-in, the now signed-in user. */
export const TotpEnabledSchema = z.object({ recoveryCodes: z.array(z.string()), user: UserSchema });
export type TotpEnabled = z.infer<typeof TotpEnabledSchema>;
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const TWO_FACTOR_COPY = {
  wrongCode: 'That code is not right, or it was already used. Wait for the next code and try again.',
  wrongRecoveryCode: 'That recovery code is not right, or it was already used.',
  tooManyFailures: 'Too many wrong codes for this account. Please wait 15 minutes and try again.',
  noPendingSignIn: 'Your sign-in has expired. Please sign in again with your password.',
  staffMustKeep: 'Staff accounts must keep two-factor sign-in on.',
  notSetUp: 'Set up the authenticator first: ask for a new QR code.',
} as const;
