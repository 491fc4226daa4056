import { LISTING_STATUSES, STATUS_LABELS, type ListingStatus, type Vehicle } from '@rl/contracts';
import { Button, ButtonLink, gridGap, mutedText, plainList, Skeleton } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StatusBadge, VehicleRow, VehicleRows, formatPrice } from '@rl/web-kit/vehicles';
import { useMyVehicles } from '../api/queries';
import { Empty, Panel, PanelHead } from './panel-styles';
import { PAGES } from '@rl/contracts/pages';

/** Listings shown here; the dashboard has them all. */
const MY_LISTINGS_SHOWN = 4;

const newestFirst = (a: Vehicle, b: Vehicle) => b.createdAt.localeCompare(a.createdAt);

/** The seller's listings at a glance: counts by status and the latest few with their status. */
export function MyListingsPanel() {
  const { data, isPending, isError, refetch, isFetching } = useMyVehicles();
  return (
    <Panel aria-labelledby="my-listings-title">
      <PanelHead>
        <h2 id="my-listings-title">Your Listings</h2>
        <Link to={PAGES.dashboard}>Manage in Dashboard</Link>
      </PanelHead>
      {isPending ? (
        <div aria-busy="true" aria-label="Loading your listings" style={{ display: 'grid', gap: 12 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="60px" />
          ))}
        </div>
      ) : isError ? (
        <Empty role="alert">
          <p>We couldn't load your listings.</p>
          <Button type="button" $variant="outline" $size="sm" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        </Empty>
      ) : data.length === 0 ? (
        <Empty>
          <h3>No listings yet</h3>
          <p>List your car once with photos; your associate handles every buyer from there.</p>
          <ButtonLink to={PAGES.createListing} $variant="accent" $size="sm">
            Sell Your Car
          </ButtonLink>
        </Empty>
      ) : (
        <>
          <Counts aria-label="Listings by status">
            {LISTING_STATUSES.filter((status) => ALWAYS_COUNTED.has(status) || count(data, status) > 0).map((status) => (
              <li key={status}>
                <strong>{count(data, status)}</strong>
                <span>{STATUS_LABELS[status]}</span>
              </li>
            ))}
          </Counts>
          <VehicleRows aria-label="Your latest listings">
            {[...data].sort(newestFirst).slice(0, MY_LISTINGS_SHOWN).map((v) => (
              <VehicleRow key={v.id} vehicle={v} detail={formatPrice(v.price)} aside={<StatusBadge status={v.status} />} />
            ))}
          </VehicleRows>
          {data.length > MY_LISTINGS_SHOWN && (
            <More>
              and {data.length - MY_LISTINGS_SHOWN} more in your <Link to={PAGES.dashboard}>dashboard</Link>
            </More>
          )}
        </>
      )}
    </Panel>
  );
}

/** The statuses every seller has a count for; the others (changes requested, expired) show only when they happen. */
const ALWAYS_COUNTED = new Set<ListingStatus>(['pending', 'approved', 'rejected', 'sold']);
const count = (list: Vehicle[], status: ListingStatus) => list.filter((v) => v.status === status).length;

const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  ${plainList}
  li {
    ${gridGap(2)}
    padding: 12px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    text-align: center;
  }
  strong { font-size: 1.4rem; font-weight: 800; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; }
`;

const More = styled.p`
  ${mutedText('0.9rem')}
`;
