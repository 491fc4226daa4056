import { SEARCH_DEFAULTS, type SavedSearch } from '@rl/contracts';
import type { SearchState } from '../search-state';

/**
 * What a saved search keeps of the search on screen: its filters and a sort other than the default
 * (the page, the page size and the view are about this visit only). A distance counts only around
 * a ZIP code, as in the search itself.
 */
export function savedSearchFilters(state: SearchState): SavedSearch['filters'] {
  const { features, radius, ...scalars } = state.filters;
  const out: SavedSearch['filters'] = {};
  for (const [key, value] of Object.entries(scalars)) if (value) out[key] = value;
  if (scalars.zipCode && radius) out.radius = radius;
  if (features.length > 0) out.features = features;
  if (state.sortBy !== SEARCH_DEFAULTS.sortBy) out.sortBy = state.sortBy;
  return out;
}
