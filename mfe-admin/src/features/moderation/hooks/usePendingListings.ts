import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, fetchPending } from '../../../api/admin-api';

/** One page of the pending queue (oldest first) and the queue's total. */
export const usePendingListings = (page = 1) =>
  useQuery({ queryKey: adminKeys.pending(page), queryFn: () => fetchPending(page), placeholderData: keepPreviousData });
