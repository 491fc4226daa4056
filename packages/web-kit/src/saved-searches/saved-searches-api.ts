import {
  SAVED_API, type CreateSavedSearchInput, type SavedSearch, type SavedSearchList, type UpdateSavedSearchInput,
} from '@rl/contracts';
import { apiJson, apiSend, getJson } from '@rl/web-kit';

/** The react-query key of the signed-in user's saved searches (shared by every app that shows them). */
export const SAVED_SEARCHES_QUERY_KEY = [SAVED_API.savedSearches] as const;

/** GET /api/saved-searches: the caller's saved searches, newest first. */
export async function fetchSavedSearches(): Promise<SavedSearch[]> {
  const answer = await getJson<SavedSearchList>(SAVED_API.savedSearches);
  return answer?.savedSearches ?? [];
}

/** POST /api/saved-searches */
export function createSavedSearch(input: CreateSavedSearchInput): Promise<SavedSearch> {
  return apiJson<SavedSearch>('POST', SAVED_API.savedSearches, input);
}

/** PATCH /api/saved-searches/{id}: rename, change the alert frequency, pause or resume. */
export function updateSavedSearch(id: number, changes: UpdateSavedSearchInput): Promise<SavedSearch> {
  return apiJson<SavedSearch>('PATCH', SAVED_API.savedSearch(id), changes);
}

/** DELETE /api/saved-searches/{id} */
export async function deleteSavedSearch(id: number): Promise<void> {
  await apiSend('DELETE', SAVED_API.savedSearch(id));
}
