import { useSession } from '@rl/web-kit';
import { LandingHero } from './LandingHero';
import { SignedInHome } from './SignedInHome';
import { ValueStrip } from './ValueStrip';

/** `/`: the landing page for visitors, a home for signed-in users (later issues fill both in). */
export function HomePage() {
  const { user, isSignedIn } = useSession();
  return (
    <>
      {isSignedIn && user ? <SignedInHome user={user} /> : <LandingHero />}
      <ValueStrip />
    </>
  );
}
