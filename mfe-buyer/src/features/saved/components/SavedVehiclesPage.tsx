import { Container, gridGap, Hero, HeroEyebrow, HeroLead, HeroTitle, useSavedVehicleIds, useSession } from '@rl/web-kit';
import { SavedVehiclesList } from '@rl/web-kit/vehicles';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PAGES } from '@rl/contracts/pages';

/** /search?view=saved: the saved vehicles, full page. */
export function SavedVehiclesPage() {
  const count = useSavedVehicleIds().length;
  const { isSignedIn } = useSession();
  const saved = `${count} saved ${count === 1 ? 'vehicle' : 'vehicles'}`;
  return (
    <>
      <Hero>
        <Container>
          <HeroEyebrow>Your favourites</HeroEyebrow>
          <HeroTitle>Saved Vehicles</HeroTitle>
          <HeroLead>
            {isSignedIn
              ? count === 0
                ? 'Vehicles you save appear here, on every device you sign in to.'
                : `${saved}, on every device you sign in to. We email you when a price drops.`
              : count === 0
                ? 'Vehicles you save appear here. Sign in to keep them on all your devices.'
                : `${saved}, kept on this device. Sign in to keep them on all your devices and hear about price drops.`}
          </HeroLead>
        </Container>
      </Hero>
      <Container>
        <Body>
          <SavedVehiclesList headingLevel={2} browseLabel="Browse Vehicles" />
          <Back>
            <Link to={PAGES.search}>Back to search</Link>
          </Back>
        </Body>
      </Container>
    </>
  );
}

const Body = styled.div`
  ${gridGap(24)}
  padding: 36px 0 72px;
`;

const Back = styled.p`
  text-align: center;
  a { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;
