import { PAGES } from './routes/pages.js';

/**
 * Sending a visitor to sign in from a page they may not see, and back to it afterwards:
 * `/api/login?next=/dashboard&reason=signed-out` -> auth redirects to `/auth?next=...&reason=...`, the sign-in
 * page says why, and after signing in the visitor lands on `next`.
 */
export const SIGN_IN_REASONS = {
  'signed-out': 'You need to be signed in to see that page. Sign in and we will take you back to it.',
  'admin-only': 'That page is for admins. Sign in with an admin account to continue.',
  'save-search': 'Sign in to save your search and get an email when new matches are listed. We will take you back to it.',
} as const;
export type SignInReason = keyof typeof SIGN_IN_REASONS;

export const SIGN_IN_PAGE = PAGES.signIn;

/** A path of this site to return to, or null: never another origin (`//host`, `/\\host`), never control characters. */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return null;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

export const signInReason = (value: unknown): SignInReason | null =>
  typeof value === 'string' && Object.hasOwn(SIGN_IN_REASONS, value) ? (value as SignInReason) : null;

/** `base?next=...&reason=...` with only the valid parts. */
export function withSignInTarget(base: string, target: { next?: unknown; reason?: unknown }): string {
  const q = new URLSearchParams();
  const next = safeNextPath(target.next);
  const reason = signInReason(target.reason);
  if (next) q.set('next', next);
  if (reason) q.set('reason', reason);
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}
