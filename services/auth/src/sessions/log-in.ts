import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity.js';

declare module 'express-session' {
  interface SessionData {
    /** when, from where and with what browser this session signed in (the owner's list of sessions) */
    signedIn?: { at: string; address: string | null; userAgent: string };
  }
}

/**
 * passport's req.login as a promise: regenerates the session id, then stores the user in it, with when, from
 * where and with which browser it signed in.
 */
export function logIn(req: Request, user: UserEntity): Promise<void> {
  return new Promise<void>((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve()))).then(() => recordSignIn(req));
}

/** Notes on a freshly signed-in session when, from where and with which browser it signed in. */
export function recordSignIn(req: Request): void {
  req.session.signedIn = { at: new Date().toISOString(), address: req.ip ?? null, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 400) };
}

/** Logs out and destroys the server-side session. */
export function logOutAndDestroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logout((err) => {
      if (err) return reject(err);
      if (!req.session) return resolve();
      req.session.destroy((e) => (e ? reject(e) : resolve()));
    });
  });
}
