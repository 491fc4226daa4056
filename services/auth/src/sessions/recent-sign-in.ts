import { HttpException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionData } from 'express-session';
import { REAUTHENTICATION } from '@rl/contracts';

const WINDOW_MS = REAUTHENTICATION.windowMinutes * 60_000;

declare module 'express-session' {
  interface SessionData {
    /** when the owner last typed their password again (POST /api/account/reauthenticate) */
    confirmedAt?: string;
  }
}

/** True when the session signed in, or confirmed the password again, within the window. */
export function signedInRecently(session: Partial<SessionData> | undefined, now = Date.now()): boolean {
  const times = [session?.signedIn?.at, session?.confirmedAt].map((t) => (t ? Date.parse(t) : NaN)).filter((t) => !Number.isNaN(t));
  return times.some((t) => now - t <= WINDOW_MS);
}

/**
 * For the actions a stolen session must not take at once (exporting data, managing staff): a sign-in or the
 * password confirmed within REAUTHENTICATION.windowMinutes, else 403 `Reauthentication Required`. Put it after
 * the check that the caller is signed in.
 */
@Injectable()
export class RecentSignInGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<Request>();
    if (!req.user || signedInRecently(req.session)) return true;
    throw new HttpException({ statusCode: 403, error: REAUTHENTICATION.error, message: REAUTHENTICATION.message }, 403);
  }
}
