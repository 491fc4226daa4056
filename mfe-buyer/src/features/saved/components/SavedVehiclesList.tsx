import { ButtonLink, useSavedVehicles, HeartIcon } from '@rl/web-kit';
import styled from 'styled-components';
import { EmptyState } from '../../../shared/components/layout';
import { VehicleCard } from '../../../shared/components/VehicleCard';
import { CardSkeletons, VehicleGrid } from '../../../shared/components/VehicleGrid';

export interface SavedVehiclesProps {
  /** heading level of each card's title (default 3) */
  headingLevel?: 2 | 3 | 4;
  /** show at most this many (the newest saved first); all when omitted */
  max?: number;
}

/**
 * The visitor's saved vehicles (local storage `savedVehicles`), newest saved first. A listing that
 * is gone or no longer published (404) drops out of the list silently. Exposed by the remote as
 * `./SavedVehicles` for the seller dashboard and the signed-in home.
 */
export function SavedVehiclesList({ headingLevel = 3, max }: SavedVehiclesProps) {
  const { ids, vehicles, isLoading, isError } = useSavedVehicles(max);

  if (ids.length === 0) {
    return (
      <EmptyState>
        <HeartIcon size={36} />
        <EmptyHeading as={`h${headingLevel}` as 'h3'}>No saved vehicles yet</EmptyHeading>
        <p>Tap the heart on any vehicle to keep it here.</p>
        <ButtonLink to="/search" $variant="primary">
          Browse Vehicles
        </ButtonLink>
      </EmptyState>
    );
  }

  const loading = isLoading ? Math.min(ids.length, max ?? ids.length) : 0;

  return (
    <Wrap>
      {vehicles.length > 0 && (
        <VehicleGrid aria-label="Saved vehicles">
          {vehicles.map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} headingLevel={headingLevel} />
            </li>
          ))}
        </VehicleGrid>
      )}
      {loading > 0 && <CardSkeletons count={Math.min(loading, 6)} label="Loading saved vehicles" />}
      {isError && <Note role="status">Your saved vehicles could not be loaded right now. Please try again later.</Note>}
    </Wrap>
  );
}

export default SavedVehiclesList;

const EmptyHeading = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.2rem;
`;

const Wrap = styled.div`
  display: grid;
  gap: 20px;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
