import type { User } from '@rl/contracts';
import { ButtonLink, Container, gridGap, welcomeLine } from '@rl/web-kit';
import styled from 'styled-components';
import { RecentListings } from '../below-fold/RecentListings';
import { HeadActions, HeadText, SectionHead, SectionLead } from '../below-fold/section-styles';
import { Eyebrow, HeroInner, Lead, Title } from '../components/hero-styles';
import { MyListingsPanel } from './MyListingsPanel';
import { SavedVehiclesPanel } from './SavedVehiclesPanel';
import { PAGES } from '@rl/contracts/pages';

/**
 * `/` for a signed-in user: a greeting, their listings with statuses, Sell Your Car, saved
 * vehicles and the latest listings.
 */
export default function SignedInHome({ user }: { user: User }) {
  return (
    <>
      <Greeting>
        <HeroInner>
          <Eyebrow>Your garage</Eyebrow>
          <Title>{welcomeLine(user)}</Title>
          <Lead>Here is where your listings stand, the cars you saved, and what just arrived on the market.</Lead>
          <Actions>
            <ButtonLink to={PAGES.createListing} $variant="accent" $size="lg">
              Sell Your Car
            </ButtonLink>
            <ButtonLink to={PAGES.dashboard} $variant="light" $size="lg">
              Go to Dashboard
            </ButtonLink>
          </Actions>
        </HeroInner>
      </Greeting>
      <Body>
        <Panels>
          <MyListingsPanel />
          <SavedVehiclesPanel />
        </Panels>
        <Latest aria-labelledby="latest-title">
          <SectionHead>
            <HeadText>
              <h2 id="latest-title">Latest Listings</h2>
              <SectionLead>Just approved by our team.</SectionLead>
            </HeadText>
            <HeadActions>
              <ButtonLink to={PAGES.search} $variant="primary">
                View All Vehicles
              </ButtonLink>
            </HeadActions>
          </SectionHead>
          <RecentListings />
        </Latest>
      </Body>
    </>
  );
}

const Greeting = styled.section`
  color: ${({ theme }) => theme.colors.textOnDark};
  background:
    radial-gradient(800px 400px at 90% 0%, rgba(214, 32, 42, 0.18), transparent 60%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.ink}, ${({ theme }) => theme.colors.navy});
  padding: 48px 0 88px;
  ${({ theme }) => theme.media.lg} { padding: 64px 0 104px; }
  h1 { font-size: clamp(2rem, 5vw, 3rem); }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 6px;
  > * { flex: 1 1 100%; }
  ${({ theme }) => theme.media.sm} { > * { flex: 0 0 auto; } }
`;

const Body = styled(Container)`
  ${gridGap(48)}
  margin-top: -56px;
  padding-bottom: 72px;
`;

const Panels = styled.div`
  ${gridGap(20)}
  ${({ theme }) => theme.media.lg} { grid-template-columns: 3fr 2fr; gap: 24px; }
`;

const Latest = styled.section`
  ${gridGap(24)}
  h2 { font-size: clamp(1.5rem, 3vw, 2rem); }
`;
