import type { SavedSearch, UpdateSavedSearchInput } from '@rl/contracts';
import { describeError, isHttpError, REDIRECT_DELAY_MS, startSignIn, toast } from '@rl/web-kit';
import { deleteSavedSearch, SAVED_SEARCHES_QUERY_KEY, updateSavedSearch } from '@rl/web-kit/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_SIGNED_OUT } from '../../../shared/access/access-notices';
import { SAVED_SEARCH_NOTICES } from '../saved-searches-copy';
import { PAGES } from '@rl/contracts/pages';

type Update = { search: SavedSearch; changes: UpdateSavedSearchInput };

function noticeFor({ search, changes }: Update, saved: SavedSearch) {
  if (changes.name !== undefined) return SAVED_SEARCH_NOTICES.renamed(saved.name);
  if (changes.paused !== undefined) return (changes.paused ? SAVED_SEARCH_NOTICES.paused : SAVED_SEARCH_NOTICES.resumed)(search.name);
  return SAVED_SEARCH_NOTICES.frequency(search.name, saved.frequency);
}

function reportFailure(error: unknown) {
  if (isHttpError(error) && error.status === 401) {
    toast(DASHBOARD_SIGNED_OUT);
    setTimeout(() => startSignIn({ next: PAGES.dashboard, reason: 'signed-out' }), REDIRECT_DELAY_MS);
    return;
  }
  toast(SAVED_SEARCH_NOTICES.failed(describeError(error)));
}

/**
 * Rename, alert frequency, pause/resume and delete. A change shows at once and is undone with a
 * notice when the server refuses it; the list is read again afterwards either way.
 */
export function useSavedSearchActions() {
  const client = useQueryClient();
  const setList = (change: (list: SavedSearch[]) => SavedSearch[]) =>
    client.setQueryData<SavedSearch[]>(SAVED_SEARCHES_QUERY_KEY, (list) => (list ? change(list) : list));
  const settle = () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY });

  const update = useMutation({
    mutationFn: ({ search, changes }: Update) => updateSavedSearch(search.id, changes),
    onMutate: async ({ search, changes }) => {
      await client.cancelQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY });
      const previous = client.getQueryData<SavedSearch[]>(SAVED_SEARCHES_QUERY_KEY);
      setList((list) => list.map((s) => (s.id === search.id ? ({ ...s, ...changes } as SavedSearch) : s)));
      return { previous };
    },
    onSuccess: (saved, variables) => {
      setList((list) => list.map((s) => (s.id === saved.id ? saved : s)));
      toast(noticeFor(variables, saved));
    },
    onError: (error, _variables, context) => {
      if (context?.previous) client.setQueryData(SAVED_SEARCHES_QUERY_KEY, context.previous);
      reportFailure(error);
    },
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: (search: SavedSearch) => deleteSavedSearch(search.id),
    onSuccess: (_answer, search) => {
      setList((list) => list.filter((s) => s.id !== search.id));
      toast(SAVED_SEARCH_NOTICES.deleted(search.name));
    },
    onError: reportFailure,
    onSettled: settle,
  });

  return {
    /** resolves true once the server took the change (failures are reported by a notice) */
    change: (search: SavedSearch, changes: UpdateSavedSearchInput) =>
      update.mutateAsync({ search, changes }).then(() => true, () => false),
    remove: (search: SavedSearch) => remove.mutateAsync(search).then(() => true, () => false),
    /** the search a change or deletion is on its way for */
    busyId: update.isPending ? update.variables?.search.id : remove.isPending ? remove.variables?.id : undefined,
  };
}
