import type { PublicVehicle } from '@rl/contracts';
import { useFirstScreenAnswer } from '@rl/web-kit';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchSearch, vehicleKeys } from '../../../shared/api/vehicles-api';
import { resultRequests, type SearchState } from '../search-state';

export interface SearchResults {
  vehicles: PublicVehicle[];
  total: number;
  totalIsEstimate: boolean;
  /** why the search found nothing, when the server says (an unknown ZIP code) */
  notice?: string;
  /** nothing to show yet (first part loading) */
  isLoading: boolean;
  /** a later part (Load More) is loading */
  isLoadingMore: boolean;
  /** the first part failed: the search failed */
  error: Error | null;
  /** a later part failed */
  moreError: Error | null;
  retry: () => void;
}

/**
 * The results the URL asks for, fetched in cached parts (see resultRequests). Under the gateway's first
 * screen the caller suspends until the first part is in (useFirstScreenAnswer).
 */
export function useSearchResults(state: SearchState): SearchResults {
  const requests = useMemo(() => resultRequests(state), [state]);
  const firstPart = requests[0]?.query ?? '';
  const asked = useFirstScreenAnswer(vehicleKeys.search(firstPart), () => fetchSearch(firstPart), requests.length > 0);
  const queries = useQueries({
    queries: requests.map((r, i) => ({
      retryOnMount: !(asked && i === 0),
      queryKey: vehicleKeys.search(r.query),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchSearch(r.query, signal),
    })),
  });

  const [first, ...rest] = queries;
  const seen = new Set<number>();
  const vehicles: PublicVehicle[] = [];
  for (const q of queries) {
    if (!q.data) break; // keep the order: stop at the first part still loading
    for (const v of q.data.vehicles) {
      if (!seen.has(v.id)) {
        seen.add(v.id);
        vehicles.push(v);
      }
    }
  }
  const failedMore = rest.find((q) => q.error);
  return {
    vehicles,
    total: first?.data?.total ?? 0,
    totalIsEstimate: Boolean(first?.data?.totalIsEstimate),
    notice: first?.data?.notice,
    isLoading: Boolean(first?.isPending),
    isLoadingMore: Boolean(first?.data) && rest.some((q) => q.isPending),
    error: (first?.error as Error | null) ?? null,
    moreError: (failedMore?.error as Error | undefined) ?? null,
    retry: () => {
      for (const q of queries) if (q.error) void q.refetch();
    },
  };
}
