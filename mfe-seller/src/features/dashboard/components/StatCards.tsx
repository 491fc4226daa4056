import { CheckIcon, ClockIcon, EyeIcon, ListIcon } from '@rl/web-kit';
import { StatCards as StatCardRow, formatCount } from '@rl/web-kit/vehicles';
import type { ListingStats } from '../model/stats';

/** Four cards: total listings, active (approved), pending review, total views. */
export function StatCards({ stats, loading }: { stats: ListingStats; loading: boolean }) {
  const value = (n: number) => (loading ? '...' : formatCount(n));
  return (
    <StatCardRow
      busy={loading}
      items={[
        { key: 'total', icon: <ListIcon size={18} />, tone: '#1d2f52', label: 'Total Listings', value: value(stats.total) },
        { key: 'active', icon: <CheckIcon size={18} />, tone: '#17603c', label: 'Active Listings', value: value(stats.active) },
        { key: 'pending', icon: <ClockIcon size={18} />, tone: '#8a5a00', label: 'Pending Review', value: value(stats.pending) },
        { key: 'views', icon: <EyeIcon size={18} />, tone: '#7a5d1f', label: 'Total Views', value: value(stats.views) },
      ]}
    />
  );
}
