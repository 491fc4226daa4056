import { apiErrorBody, fullPageNavigation, isHttpError, REDIRECT_DELAY_MS, startSignIn, toast, type ToastInput } from '@rl/web-kit';
import { ADMIN_ONLY } from '../access-notice';

/**
 * The notice for a failed admin change (spec §8): a 401 says 'Unauthorized: Admin access required.
 * Redirecting...' and starts sign-in after 500 ms; a 403 (signed in, but no longer an admin) shows the
 * same notice and goes home, as §6 does for a non-admin opening /admin; a 409 (the listing changed meanwhile, a move that is
 * not allowed) shows the server's own reason; anything else shows `fallback`.
 * Returns the HTTP status when there was one.
 */
export function reportAdminError(error: unknown, fallback: ToastInput): number | undefined {
  const status = isHttpError(error) ? error.status : undefined;
  if (status === 401) {
    toast(ADMIN_ONLY);
    setTimeout(startSignIn, REDIRECT_DELAY_MS);
  } else if (status === 403) {
    toast(ADMIN_ONLY);
    setTimeout(() => fullPageNavigation.assign('/'), REDIRECT_DELAY_MS);
  } else if (status === 409) {
    toast({ ...fallback, description: apiErrorBody(error)?.message ?? fallback.description });
  } else {
    toast(fallback);
  }
  return status;
}
