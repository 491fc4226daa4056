import { API, SEARCH_FIRST_REQUEST } from '@rl/contracts';
import { readSearchState, resultRequests } from '../src/features/search/search-state';

// The gateway preloads SEARCH_FIRST_REQUEST on /search without a query (contracts site-pages.ts); the browser
// reuses that answer only if the search page asks for exactly this URL first.
describe("the search page's first request", () => {
  it('is the one the gateway preloads for /search without a query', () => {
    const [first] = resultRequests(readSearchState(new URLSearchParams(''), 'main'));
    expect(`${API.vehiclesSearch}?${first!.query}`).toBe(SEARCH_FIRST_REQUEST);
  });
});
