import { API, type User } from '@rl/contracts';

/**
 * GET /api/user (spec §7/§8): the user, null on 401, and 'Failed to fetch user' for any other
 * non-OK answer.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  const res = await fetch(API.user, { credentials: 'include' });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error('Failed to fetch user');
  return (await res.json()) as User;
}
