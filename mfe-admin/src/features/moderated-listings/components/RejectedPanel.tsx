import { useStats } from '../../../shared/hooks/useStats';
import { ListingsPanel } from './ListingsPanel';

/** 'Rejected Listings' tab: the spec's count line, then the paged list with each listing's history. */
export function RejectedPanel() {
  const stats = useStats();
  const n = stats.isLoading ? '...' : (stats.data?.rejected ?? 0);
  return (
    <ListingsPanel
      status="rejected"
      title="Rejected listings"
      lead={`${n} listings have been rejected`}
      emptyText="No rejected listings"
    />
  );
}
