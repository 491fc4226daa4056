import { useSessionStore } from '@rl/web-kit';
import { lazy, Suspense } from 'react';
import { RouteLoading } from '../../../shared/ui/RouteLoading';
import { LandingPage } from './LandingPage';

// Signed-in users get their own home; visitors never download it.
const SignedInHome = lazy(() => import('../home/SignedInHome'));

/**
 * `/`: the landing page for visitors, a home for signed-in users. While the session is still being
 * asked for, the landing page shows: most visitors are signed out, and its hero paints at once.
 */
export function HomePage() {
  // only the signed-in user: a visitor's session becoming known does not render the landing page again
  const user = useSessionStore((s) => (s.status === 'signedIn' ? s.user : null));
  if (user) {
    return (
      <Suspense fallback={<RouteLoading />}>
        <SignedInHome user={user} />
      </Suspense>
    );
  }
  return <LandingPage />;
}
