import type { NextFunction, Request, Response } from 'express';
import { SIGN_IN_STEP_MINUTES, TWO_FACTOR_COPY, type SecondFactorMethod, type SignInChallenge } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { hasSecondFactor, needsSecondFactor, type UserEntity } from '../users/user.entity.js';

declare module 'express-session' {
  interface SessionData {
    /**
     * The password was right, the second step is missing: a code (`second-factor`), or for staff without one,
     * setting one up (`enrol`). The session is not signed in meanwhile.
     */
    pendingSignIn?: { userId: string; next: SignInChallenge['next']; expiresAt: string };
    /** how this session passed the second factor (absent: it did not) */
    secondFactor?: { method: SecondFactorMethod | 'enrolment'; at: string };
    /** a TOTP secret shown as a QR code, waiting for its first code (sealed with TotpSecretCipher, never in plain text) */
    totpSetup?: { userId: string; secret: string; at: string };
  }
}

/** Starts the second step of a sign-in: a fresh session id, nobody signed in, the step to do. */
export async function startSecondStep(req: Request, user: UserEntity): Promise<SignInChallenge> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  const next = hasSecondFactor(user) ? 'second-factor' : 'enrol';
  const expiresAt = new Date(Date.now() + SIGN_IN_STEP_MINUTES * 60_000).toISOString();
  req.session.pendingSignIn = { userId: user.id, next, expiresAt };
  const methods: SecondFactorMethod[] = [...(user.totpEnabledAt ? ['totp' as const] : []), ...(user.passkeysEnabledAt ? ['passkey' as const] : [])];
  return { next, methods: next === 'second-factor' ? [...methods, 'recovery-code'] : [], expiresAt };
}

/** The pending sign-in of this session waiting for `next`, or a 401 saying to sign in again. */
export function pendingSignIn(req: Request, next: SignInChallenge['next']): { userId: string } {
  const pending = req.session?.pendingSignIn;
  if (!pending || pending.next !== next || Date.parse(pending.expiresAt) < Date.now()) throw apiError(401, TWO_FACTOR_COPY.noPendingSignIn);
  return pending;
}

/** Notes on a signed-in session that it passed the second factor. */
export function markSecondFactor(req: Request, method: SecondFactorMethod | 'enrolment'): void {
  req.session.secondFactor = { method, at: new Date().toISOString() };
}

/**
 * After passport has loaded the session's user: an account that needs a second factor (staff, or anyone who
 * turned one on) counts as signed in only in a session that passed it. Any other session (from before the
 * factor was required, or a customer made staff) is anonymous to every route and to the identity answer.
 */
export function requireSecondFactor(req: Request, _res: Response, next: NextFunction): void {
  const user = req.user as UserEntity | undefined;
  if (user && needsSecondFactor(user) && !req.session?.secondFactor) req.user = undefined;
  next();
}
