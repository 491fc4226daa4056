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

export const TOTP = { digits: 6, periodSeconds: 30, driftSteps: 1, issuer: 'Remote Listings' } as const;
export const RECOVERY_CODE_COUNT = 10;
/** `xxxx-xxxx-xxxx-xxxx`, lower-case base32 (80 random bits); typed with or without dashes, any case. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}(-?[a-z2-7]{4}){3}$/i;

export const SecondFactorMethodSchema = z.enum(['totp', 'recovery-code', 'passkey']);
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

const b64url = (label: string, max: number) => z.string({ error: `${label} is required` }).max(max, `${label} is too long`).regex(/^[A-Za-z0-9_-]*$/, `${label} must be base64url`);
const clientExtensionResults = z.record(z.string(), z.unknown());

/** What `startAuthentication` of @simplewebauthn/browser answers (WebAuthn AuthenticationResponseJSON). */
export const PasskeyAssertionSchema = z.strictObject({
  id: b64url('id', 1400),
  rawId: b64url('rawId', 1400),
  type: z.literal('public-key'),
  response: z.strictObject({
    clientDataJSON: b64url('clientDataJSON', 4000),
    authenticatorData: b64url('authenticatorData', 4000),
    signature: b64url('signature', 2000),
    userHandle: b64url('userHandle', 200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

/** What `startRegistration` of @simplewebauthn/browser answers (WebAuthn RegistrationResponseJSON). */
export const PasskeyAttestationSchema = z.strictObject({
  id: b64url('id', 1400),
  rawId: b64url('rawId', 1400),
  type: z.literal('public-key'),
  response: z.strictObject({
    clientDataJSON: b64url('clientDataJSON', 4000),
    attestationObject: b64url('attestationObject', 20000),
    authenticatorData: b64url('authenticatorData', 4000).optional(),
    transports: z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url('publicKey', 4000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});
export type PasskeyAttestation = z.infer<typeof PasskeyAttestationSchema>;

/** POST /api/login/second-factor: exactly one of `code`, `recoveryCode` and `passkey`. */
export const SecondFactorBodySchema = z.strictObject({ code: totpCode.optional(), recoveryCode: recoveryCode.optional(), passkey: PasskeyAssertionSchema.optional() })
  .refine((b) => [b.code, b.recoveryCode, b.passkey].filter((v) => v !== undefined).length === 1, { message: 'Send either code (6 digits), recoveryCode or passkey', path: ['code'] });
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

/** One of my passkeys, as /account lists it. */
export const PasskeySchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type Passkey = z.infer<typeof PasskeySchema>;

/** POST /api/account/two-factor/passkeys: the browser's answer to the registration options, and a name to tell it apart. */
export const RegisterPasskeyBodySchema = z.strictObject({
  name: z.string().trim().max(60, 'Name must be at most 60 characters').regex(/^[^\p{Cc}]*$/u, 'Name must be one line of text').optional(),
  response: PasskeyAttestationSchema,
});
export type RegisterPasskeyBody = z.infer<typeof RegisterPasskeyBodySchema>;

/** DELETE /api/account/two-factor/passkeys/:id */
export const PasskeyIdParamSchema = z.strictObject({ id: z.string().regex(/^\d{1,19}$/, 'id must be the id of one of your passkeys') });
export type PasskeyIdParam = z.infer<typeof PasskeyIdParamSchema>;

/**
 * Answer of adding a passkey: the passkey; `recoveryCodes` (shown once) when it was the account's first second
 * factor; the user (signed in by it when a member of staff enrolled it at sign-in).
 */
export const PasskeyAddedSchema = z.object({ passkey: PasskeySchema, recoveryCodes: z.array(z.string()).nullable(), user: UserSchema });
export type PasskeyAdded = z.infer<typeof PasskeyAddedSchema>;

/**
 * WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON): handed to
 * `startRegistration({ optionsJSON })` / `startAuthentication({ optionsJSON })` as they are.
 */
export const PasskeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

export const TwoFactorStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(PasskeySchema),
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
  wrongPasskey: 'That passkey could not be checked. Try again, or use a code from your authenticator app.',
  passkeyNotAdded: 'The passkey could not be added. Please try again.',
  passkeyNotFound: 'Passkey not found',
} as const;
