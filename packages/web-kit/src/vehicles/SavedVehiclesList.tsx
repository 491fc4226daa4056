import { ButtonLink, gridGap, HeartIcon, mutedText, useSavedVehicles } from '@rl/web-kit';
import styled from 'styled-components';
import { formatPrice } from './format';
import { VehicleCard } from './VehicleCard';
import { CardSkeletons, VehicleGrid } from './VehicleGrid';
import { VehicleRow, VehicleRowSkeletons, VehicleRows } from './VehicleRows';

export interface SavedVehiclesListProps {
  /** 'cards' (the saved page: photo cards with save and compare) or 'rows' (a dashboard panel) */
  look?: 'cards' | 'rows';
  /** heading level of each card's title and of the empty note (default 3) */
  headingLevel?: 2 | 3 | 4;
  /** show at most this many (the newest saved first); all when omitted */
  max?: number;
  /** the list's accessible name */
  listLabel?: string;
  /** the empty note's link to the search */
  browseLabel?: string;
}

/**
 * The visitor's saved vehicles, newest saved first, loaded in one request. A listing that is gone
 * or no longer published drops out of the list (and out of the saved ids) silently.
 */
export function SavedVehiclesList({
  look = 'cards',
  headingLevel = 3,
  max,
  listLabel = 'Saved vehicles',
  browseLabel = 'Browse vehicles',
}: SavedVehiclesListProps) {
  const { ids, vehicles, isLoading, isError } = useSavedVehicles(max);

  if (ids.length === 0 || (!isLoading && !isError && vehicles.length === 0)) {
    return (
      <Empty $look={look}>
        <HeartIcon size={look === 'cards' ? 36 : 24} />
        <EmptyHeading as={`h${headingLevel}` as 'h3'}>No saved vehicles yet</EmptyHeading>
        <p>Tap the heart on any vehicle to keep it here.</p>
        <ButtonLink to="/search" $variant={look === 'cards' ? 'primary' : 'outline'} $size={look === 'cards' ? 'md' : 'sm'}>
          {browseLabel}
        </ButtonLink>
      </Empty>
    );
  }

  const loading = isLoading ? Math.min(ids.length, max ?? ids.length, 6) : 0;
  const loadingLabel = 'Loading saved vehicles';

  return (
    <Wrap>
      {vehicles.length > 0 &&
        (look === 'cards' ? (
          <VehicleGrid aria-label={listLabel}>
            {vehicles.map((v) => (
              <li key={v.id}>
                <VehicleCard vehicle={v} headingLevel={headingLevel} />
              </li>
            ))}
          </VehicleGrid>
        ) : (
          <VehicleRows aria-label={listLabel}>
            {vehicles.map((v) => (
              <VehicleRow key={v.id} vehicle={v} detail={v.location} aside={formatPrice(v.price)} />
            ))}
          </VehicleRows>
        ))}
      {loading > 0 &&
        (look === 'cards' ? <CardSkeletons count={loading} label={loadingLabel} /> : <VehicleRowSkeletons count={loading} label={loadingLabel} />)}
      {isError && <Note role="status">Your saved vehicles could not be loaded right now. Please try again later.</Note>}
    </Wrap>
  );
}

const Empty = styled.div<{ $look: 'cards' | 'rows' }>`
  display: grid;
  justify-items: ${({ $look }) => ($look === 'cards' ? 'center' : 'start')};
  gap: 10px;
  padding: ${({ $look }) => ($look === 'cards' ? '48px 24px' : '20px')};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme, $look }) => ($look === 'cards' ? theme.radii.lg : theme.radii.md)};
  background: ${({ theme, $look }) => ($look === 'cards' ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: ${({ $look }) => ($look === 'cards' ? 'center' : 'left')};
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;

const EmptyHeading = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.15rem;
`;

const Wrap = styled.div`${gridGap(20)}`;

const Note = styled.p`
  ${mutedText('0.9rem')}
`;
