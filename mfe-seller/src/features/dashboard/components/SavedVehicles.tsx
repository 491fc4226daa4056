import { ButtonLink, Skeleton, HeartIcon } from '@rl/web-kit';
import styled from 'styled-components';
import { Card, CardHeader } from '../../../ui/layout';
import { useSavedVehicles } from '../hooks/useSavedVehicles';
import { MiniGrid, VehicleMiniCard } from './VehicleMiniCard';

/** The vehicles this browser saved (local storage), as small cards. */
export function SavedVehicles() {
  const { vehicles, isLoading, count } = useSavedVehicles();
  return (
    <Card aria-labelledby="saved-vehicles-title">
      <CardHeader>
        <div>
          <h2 id="saved-vehicles-title">Saved Vehicles</h2>
          <p>Vehicles you saved while browsing on this device.</p>
        </div>
        {vehicles.length > 0 && (
          <ButtonLink to="/search" $variant="outline" $size="sm">
            Browse more
          </ButtonLink>
        )}
      </CardHeader>
      {isLoading && vehicles.length === 0 ? (
        <MiniGrid aria-busy="true" aria-label="Loading saved vehicles">
          {Array.from({ length: Math.min(count, 3) }, (_, i) => (
            <li key={i}>
              <Skeleton $height="180px" />
            </li>
          ))}
        </MiniGrid>
      ) : vehicles.length === 0 ? (
        <Empty>
          <HeartIcon size={22} />
          <p>No saved vehicles yet. Tap the heart on any listing to keep it here.</p>
          <ButtonLink to="/search" $variant="outline" $size="sm">
            Browse vehicles
          </ButtonLink>
        </Empty>
      ) : (
        <MiniGrid>
          {vehicles.map((v) => (
            <VehicleMiniCard key={v.id} vehicle={v} />
          ))}
        </MiniGrid>
      )}
    </Card>
  );
}

const Empty = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 18px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  svg { color: ${({ theme }) => theme.colors.accent}; flex: none; }
  p { flex: 1 1 220px; }
`;
