import { useFirstScreenDone } from '@rl/web-kit';
import { lazy } from 'react';
import { DeferredSection } from '../../../shared/ui/DeferredSection';
import { LandingHero } from './LandingHero';
import { ValueStrip } from './ValueStrip';

// Everything below the first screen is one chunk, fetched when the visitor nears it.
const BelowTheFold = lazy(() => import('../below-fold/BelowTheFold'));

/** The visitor landing page (spec §1, §2). */
export function LandingPage() {
  // the gateway painted a picture of the hero for visitors (contracts LANDING_FIRST_SCREEN): the page takes its place
  useFirstScreenDone();
  return (
    <>
      <LandingHero />
      <ValueStrip />
      <DeferredSection placeholderHeight="1600px">
        <BelowTheFold />
      </DeferredSection>
    </>
  );
}
