// `@rl/web-kit/saved-searches`: not part of the shared singleton, so the first load never carries it; the
// search page and the dashboard bundle it into their own chunks (it holds no state of its own).
export {
  describeSearchFilters, summarizeSearchFilters, suggestSearchName, savedSearchUrl, type SearchFilterValues,
} from './describe-search';
export {
  SAVED_SEARCHES_QUERY_KEY, fetchSavedSearches, createSavedSearch, updateSavedSearch, deleteSavedSearch,
} from './saved-searches-api';
export { AlertFrequencyChoice, ALERT_FREQUENCY_COPY } from './AlertFrequencyChoice';
