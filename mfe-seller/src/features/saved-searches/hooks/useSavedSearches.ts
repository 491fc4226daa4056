import type { SavedSearch } from '@rl/contracts';
import { fetchSavedSearches, SAVED_SEARCHES_QUERY_KEY } from '@rl/web-kit/saved-searches';
import { useQuery } from '@tanstack/react-query';

/** GET /api/saved-searches: the signed-in user's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery<SavedSearch[]>({ queryKey: SAVED_SEARCHES_QUERY_KEY, queryFn: fetchSavedSearches });
}
