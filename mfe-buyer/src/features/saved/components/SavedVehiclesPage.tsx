import { Container, useSavedVehicleIds } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Eyebrow, Hero, Lead, Title } from '../../../shared/components/hero';
import { SavedVehiclesList } from './SavedVehiclesList';

/** /search?view=saved: the saved vehicles, full page. */
export function SavedVehiclesPage() {
  const count = useSavedVehicleIds().length;
  return (
    <>
      <Hero>
        <Container>
          <Eyebrow>Your favourites</Eyebrow>
          <Title>Saved Vehicles</Title>
          <Lead>
            {count === 0
              ? 'Vehicles you save appear here, on this device.'
              : `${count} saved ${count === 1 ? 'vehicle' : 'vehicles'}, kept on this device.`}
          </Lead>
        </Container>
      </Hero>
      <Container>
        <Body>
          <SavedVehiclesList headingLevel={2} />
          <Back>
            <Link to="/search">Back to search</Link>
          </Back>
        </Body>
      </Container>
    </>
  );
}

const Body = styled.div`
  display: grid;
  gap: 24px;
  padding: 36px 0 72px;
`;

const Back = styled.p`
  text-align: center;
  a { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;
