import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity.js';

/** passport's req.login as a promise: regenerates the session id, then stores the user in it. */
export function logIn(req: Request, user: UserEntity): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
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
