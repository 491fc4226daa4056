import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { startSignIn } from '../navigation/full-page-navigation';
import { REDIRECT_DELAY_MS } from '../navigation/redirect-delay';
import { toast, type ToastInput } from '../toast/toast-store';
import { useSession } from './use-session';

/** `staff`: associates, moderators and admins (the admin app shows each the parts of their role). */
export type AccessRequirement = 'signedIn' | 'admin' | 'staff';
export type AccessState = 'checking' | 'allowed' | 'denied';

/**
 * Access rules of spec §6 for a screen: while the session is unknown the screen waits; when the
 * caller may not see it, a notice is shown and after 500 ms a signed-out caller goes to sign-in
 * (full navigation) and a signed-in one (admin screens) goes home.
 */
export function useAccessGuard(requirement: AccessRequirement, notice: ToastInput): AccessState {
  const { status, isAdmin, isStaff } = useSession();
  const navigate = useNavigate();
  const state: AccessState =
    status === 'unknown'
      ? 'checking'
      : status === 'signedIn' && (requirement === 'signedIn' || (requirement === 'staff' ? isStaff : isAdmin))
        ? 'allowed'
        : 'denied';

  useEffect(() => {
    if (state !== 'denied') return;
    toast(notice);
    const timer = setTimeout(() => {
      if (status === 'signedIn') navigate('/', { replace: true });
      else startSignIn({ next: `${window.location.pathname}${window.location.search}`, reason: requirement === 'signedIn' ? 'signed-out' : 'admin-only' });
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // The notice is copy, not state: re-running on a new object identity would toast twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, status, navigate]);

  return state;
}
