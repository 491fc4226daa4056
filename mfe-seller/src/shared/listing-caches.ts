import { API } from '@rl/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a listing is created, edited or deleted: the seller's list and every cached vehicle answer
 * (detail, search, recent, featured) are refetched, since the data load never goes stale by itself.
 */
export function refreshListingCaches(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const head = queryKey[0];
      return typeof head === 'string' && (head === API.userVehicles || head.startsWith(API.vehicles));
    },
  });
}
