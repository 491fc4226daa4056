import type { CreateSavedSearchInput } from '@rl/contracts';
import { createSavedSearch, SAVED_SEARCHES_QUERY_KEY } from '@rl/web-kit/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/saved-searches; the dashboard's list is refreshed on success. */
export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedSearchInput) => createSavedSearch(input),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}
