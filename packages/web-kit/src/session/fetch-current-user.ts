import { API, SESSION_PROBE_HEADER, type User } from '@rl/contracts';
import { discardBody } from '../api/api-client';

/** An unanswered user call must not leave the session unknown forever: give up and count it as a failure. */
export const USER_REQUEST_TIMEOUT_MS = 10_000;

/**
 * GET /api/user (spec §7/§8) as the session probe: the user, null for a visitor (204 to the probe header,
 * or 401), and 'Failed to fetch user' for any other non-OK answer.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), USER_REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(API.user, { credentials: 'include', signal: controller.signal, headers: { [SESSION_PROBE_HEADER]: '1' } });
    if (res.status === 204) return null;
    // a visitor's 401 is judged by its status alone; its body is cancelled so the request ends
    if (!res.ok) await discardBody(res);
    if (res.status === 401) return null;
    if (!res.ok) throw new Error('Failed to fetch user');
    return (await res.json()) as User;
  } finally {
    clearTimeout(timer);
  }
}
