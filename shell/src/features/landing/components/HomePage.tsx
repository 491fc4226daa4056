import { useSession } from '@rl/web-kit';
import { lazy, Suspense } from 'react';
import { RouteLoading } from '../../../remotes/RouteLoading';
import { LandingPage } from './LandingPage';

// Signed-in users get their own home; visitors never download it.
const SignedInHome = lazy(() => import('../home/SignedInHome'));

/**
 * `/`: the landing page for visitors, a home for signed-in users. While the session is still being
 * asked for, the landing page shows: most visitors are signed out, and its hero paints at once.
 */
export function HomePage() {
  const { user, isSignedIn } = useSession();
  if (isSignedIn && user) {
    return (
      <Suspense fallback={<RouteLoading />}>
        <SignedInHome user={user} />
      </Suspense>
    );
  }
  return <LandingPage />;
}
