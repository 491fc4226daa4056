import { Button, CarIcon, gridGap } from '@rl/web-kit';
import styled from 'styled-components';
import { EmptyState, ErrorBox } from '../../../shared/components/layout';
import { VehicleCard, CardSkeletons, VehicleGrid } from '@rl/web-kit/vehicles';
import { SearchError } from '../../../shared/api/vehicles-api';
import { useProgressiveCount } from '../../../shared/hooks/useProgressiveCount';
import type { SearchResults as Results } from '../hooks/useSearchResults';

/** Cards rendered at once when results arrive (a phone's first screens), then this many more per task. */
const FIRST_CARDS = 6;
const CARDS_PER_STEP = 6;

/** The result grid with its loading, empty, failure and Load More states. */
export function SearchResults({
  results,
  placeholders,
  failureMessage,
  onLoadMore,
  onClear,
  hasFilters,
}: {
  results: Results;
  placeholders: number;
  /** what a failed search reads (spec §8): the error's own text when omitted */
  failureMessage?: string;
  onLoadMore: () => void;
  onClear: () => void;
  hasFilters: boolean;
}) {
  const rendered = useProgressiveCount(results.vehicles.length, FIRST_CARDS, CARDS_PER_STEP);
  if (results.error) {
    const detail = results.error instanceof SearchError ? results.error.detail : null;
    return (
      <ErrorBox role="alert">
        <strong>{failureMessage ?? results.error.message}</strong>
        {detail && <p>{detail}</p>}
        <Button type="button" $variant="outline" $size="sm" onClick={results.retry}>
          Try again
        </Button>
      </ErrorBox>
    );
  }
  if (results.isLoading) return <CardSkeletons count={placeholders} label="Loading vehicles" />;
  if (results.vehicles.length === 0) {
    return (
      <EmptyState>
        <CarIcon size={40} />
        <h3>No vehicles found</h3>
        <p>{results.notice ?? 'Try adjusting your search or filters to see more vehicles.'}</p>
        {hasFilters && (
          <Button type="button" $variant="primary" onClick={onClear}>
            Clear All Filters
          </Button>
        )}
      </EmptyState>
    );
  }
  const canLoadMore = results.vehicles.length < results.total;
  return (
    <Wrap>
      <VehicleGrid>
        {results.vehicles.slice(0, rendered).map((v) => (
          <li key={v.id}>
            <VehicleCard vehicle={v} />
          </li>
        ))}
      </VehicleGrid>
      {results.moreError && (
        <ErrorBox role="alert">
          <strong>{failureMessage ?? results.moreError.message}</strong>
          <Button type="button" $variant="outline" $size="sm" onClick={results.retry}>
            Try again
          </Button>
        </ErrorBox>
      )}
      {(canLoadMore || results.isLoadingMore) && !results.moreError && (
        <More>
          <p>
            Showing {results.vehicles.length.toLocaleString('en-US')} of {results.total.toLocaleString('en-US')}
            {results.totalIsEstimate ? '+' : ''} vehicles
          </p>
          <Button type="button" $variant="primary" $size="lg" onClick={onLoadMore} disabled={results.isLoadingMore}>
            {results.isLoadingMore ? 'Loading...' : 'Load More Vehicles'}
          </Button>
        </More>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`${gridGap(28)}`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
  button { min-width: 240px; }
`;
