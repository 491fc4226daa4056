import type { QueueCheckFilter } from '@rl/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, fetchPending } from '../../../shared/api/admin-api';

/** One page of the pending queue (oldest first), filtered by check results, and the filtered total. */
export const usePendingListings = (page = 1, checks: QueueCheckFilter = 'all') =>
  useQuery({ queryKey: adminKeys.pending(page, checks), queryFn: () => fetchPending(page, checks), placeholderData: keepPreviousData });
