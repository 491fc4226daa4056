import type { ListingStatus } from '@rl/contracts';

/** How a seller sees their listing's status (spec: pending/approved/rejected/sold). */
export const STATUS_LABELS: Record<ListingStatus, string> = {
  pending: 'Pending',
  approved: 'Active',
  rejected: 'Rejected',
  sold: 'Sold',
};

export const STATUS_ORDER: readonly ListingStatus[] = ['pending', 'approved', 'rejected', 'sold'];

export const STATUS_COLORS: Record<ListingStatus, { fg: string; bg: string }> = {
  pending: { fg: '#7a4f00', bg: '#fff3d6' },
  approved: { fg: '#176240', bg: '#e2f4ea' },
  rejected: { fg: '#a11d14', bg: '#fde8e7' },
  sold: { fg: '#1c3d6e', bg: '#e6edf7' },
};
