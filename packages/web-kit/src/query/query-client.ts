import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from '../api/api-client';

/** Spec §7: the default load is a GET on the query key joined as a URL (`['/api/vehicles', 3]`). */
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'), { on401: 'throw' });

/** Spec §9: cached data never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
