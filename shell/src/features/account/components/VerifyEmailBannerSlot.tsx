import { useSession } from '@rl/web-kit';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';

// The banner's copy lives with the account contracts (and zod): it loads only for the users who see it.
const VerifyEmailBanner = lazy(() => import('./VerifyEmailBanner'));

/** sessionStorage: the id of the user who closed the banner in this tab. */
const BANNER_DISMISSED_KEY = 'rl.verifyEmailBanner.dismissed';

function dismissedFor(): string | null {
  try {
    return window.sessionStorage.getItem(BANNER_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * Where the "please confirm your email" banner goes: nothing at all (no space taken) for visitors,
 * confirmed users, a user who closed it in this tab, and on the confirmation page itself.
 */
export function VerifyEmailBannerSlot() {
  const { user, isSignedIn } = useSession();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(dismissedFor);
  // only an explicit false: a user object from before the field existed does not nag
  if (!isSignedIn || !user || user.emailVerified !== false || dismissed === user.id || pathname === '/verify-email') return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(BANNER_DISMISSED_KEY, user.id);
    } catch {
      // storage refused (private mode): closed until the next page load only
    }
    setDismissed(user.id);
  };
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner onDismiss={dismiss} />
    </Suspense>
  );
}
