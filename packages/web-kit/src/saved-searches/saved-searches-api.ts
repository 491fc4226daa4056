import {
  type CreateSavedSearchInput, type SavedSearch, type SavedSearchList, type UpdateSavedSearchInput, API,
} from '@rl/contracts';
import { apiJson, apiSend, getJson } from '@rl/web-kit';

/** The react-query key of the signed-in user's saved searches (shared by every app that shows them). */
export const SAVED_SEARCHES_QUERY_KEY = [API.savedSearches] as const;

/** GET /api/saved-searches: the caller's saved searches, newest first. */
export async function fetchSavedSearches(): Promise<SavedSearch[]> {
  const answer = await getJson<SavedSearchList>(API.savedSearches);
  return answer?.savedSearches ?? [];
}

/** POST /api/saved-searches */
export function createSavedSearch(input: CreateSavedSearchInput): Promise<SavedSearch> {
  return apiJson<SavedSearch>('POST', API.savedSearches, input);
}

/** PATCH /api/saved-searches/{id}: rename, change the alert frequency, pause or resume. */
export function updateSavedSearch(id: number, changes: UpdateSavedSearchInput): Promise<SavedSearch> {
  return apiJson<SavedSearch>('PATCH', API.savedSearch(id), changes);
}

/** DELETE /api/saved-searches/{id} */
export async function deleteSavedSearch(id: number): Promise<void> {
  await apiSend('DELETE', API.savedSearch(id));
}
