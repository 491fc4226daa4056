import { ButtonLink } from '@rl/web-kit';
import { useStats } from '../../../shared/hooks/useStats';
import { ListingsPanel } from './ListingsPanel';
import { PAGES } from '@rl/contracts/pages';

/** 'Approved Listings' tab: the spec's count line and link to search, then the paged list. */
export function ApprovedPanel() {
  const stats = useStats();
  const n = stats.isLoading ? '...' : (stats.data?.approved ?? 0);
  return (
    <ListingsPanel
      status="approved"
      title="Approved listings"
      lead={`${n} listings have been approved`}
      actions={
        <ButtonLink to={PAGES.search} $variant="primary" $size="sm">
          View All Approved Listings
        </ButtonLink>
      }
      emptyText="No approved listings yet"
    />
  );
}
