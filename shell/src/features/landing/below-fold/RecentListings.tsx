import { Button, ButtonLink } from '@rl/web-kit';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { CardSkeletons, CompareTray, VehicleCard, VehicleGrid } from '@rl/web-kit/vehicles';
import { RECENT_SHOWN, useRecentVehicles } from '../api/queries';
import { PAGES } from '@rl/contracts/pages';

/**
 * The latest approved listings as cards linking to /vehicles/{id}: 6 placeholders while loading,
 * 'No Recent Listings Yet' when there are none.
 */
export function RecentListings({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { data: answer, isError, refetch, isFetching } = useRecentVehicles();
  // the cards are rendered in a pass the browser can interrupt, not in the answer's blocking re-render
  const data = useDeferredValue(answer);
  if (data === undefined && !isError) {
    return (
      <CardSkeletons count={RECENT_SHOWN} label="Loading the latest listings" />
    );
  }
  if (isError) {
    return (
      <Notice role="alert">
        <p>We couldn't load the latest listings.</p>
        <Button type="button" $variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (!data || data.length === 0) {
    return (
      <Notice>
        <EmptyTitle as={`h${headingLevel}`}>No Recent Listings Yet</EmptyTitle>
        <p>New vehicles appear here as soon as our team approves them. Check back soon, or list yours today.</p>
        <ButtonLink to={PAGES.signIn} $variant="accent">
          Start Selling Today
        </ButtonLink>
      </Notice>
    );
  }
  return (
    <>
      <VehicleGrid>
        {data.slice(0, RECENT_SHOWN).map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard vehicle={vehicle} headingLevel={headingLevel} />
          </li>
        ))}
      </VehicleGrid>
      <CompareTray />
    </>
  );
}

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: 14px;
  padding: 48px 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const EmptyTitle = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.3rem;
`;
