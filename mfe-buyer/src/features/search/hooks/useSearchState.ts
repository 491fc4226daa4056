import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  clearedSearch, readSearchState, withFilters, withMoreResults, withSort, type FilterChanges, type SearchVariant,
} from '../search-state';

/** The search state read from the URL and the actions that write it back (one history entry each). */
export function useSearchState(variant: SearchVariant) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params, variant), [params, variant]);

  const setFilters = useCallback((changes: FilterChanges) => setParams((p) => withFilters(p, changes)), [setParams]);
  const setSort = useCallback((sortBy: string) => setParams((p) => withSort(p, sortBy)), [setParams]);
  // Load More replaces the entry: back goes to the previous search, not to fewer results.
  const loadMore = useCallback(
    () => setParams((p) => withMoreResults(p, variant), { replace: true, preventScrollReset: true }),
    [setParams, variant],
  );
  const clearAll = useCallback(() => setParams((p) => clearedSearch(p, variant)), [setParams, variant]);

  return { params, state, setFilters, setSort, loadMore, clearAll };
}
