import type { User } from '@rl/contracts';
import { jane } from './users';

/** A token as mailed links carry it: 43 base64url characters. */
export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/** Jane before she opened the link mailed after registering. */
export const unverifiedJane: User = { ...jane, emailVerified: false };

/** The 400 answer for a link that cannot be used. */
export const tokenRefusal = (reason: 'invalid' | 'expired' | 'used') => ({
  statusCode: 400,
  error: 'Bad Request',
  message: 'This link cannot be used',
  fields: [{ field: 'token', message: 'This link cannot be used' }],
  reason,
});

/** A 400 answer with field problems. */
export const fieldRefusal = (fields: Record<string, string>) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: 'Validation failed',
  fields: Object.entries(fields).map(([field, message]) => ({ field, message })),
});

/** The message shown under a labelled input (its aria-describedby error). */
export function errorOf(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ?? undefined;
}
