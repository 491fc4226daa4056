import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiQuery, countActiveFilters, readSearchState, withFilters } from '../src/features/search/search-state';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { currentUrl, renderAt, resetStores } from './support/render';
import { aVehicle } from './support/vehicles';

function api() {
  return mockFetch(
    route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: [aVehicle({ priceRating: 'great' })], total: 1 })),
    route('GET', '/api/vehicles/featured', () => fakeResponse(200, [])),
    route('GET', '/api/vehicles/recent', () => fakeResponse(200, [])),
  );
}
/** The screens are lazy chunks: the first render of a test file waits for one to load. */
const LAZY_MS = 10_000;
const searchCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/vehicles/search')).map((c) => c.url);

beforeEach(() => {
  resetStores();
  delete (window as { matchMedia?: unknown }).matchMedia; // desktop: the filters sit in the sidebar
});

describe("search: 'Good deals or better' and 'Best deal'", () => {
  it('reads deal=good from the URL, ticks the filter, counts it and asks the API for it', async () => {
    const { calls } = api();
    renderAt('/search?deal=good');
    expect(await screen.findByText('1 vehicle found', {}, { timeout: LAZY_MS })).toBeTruthy();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect((within(filters).getByRole('checkbox', { name: 'Good deals or better' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByText('1 filter applied').length).toBeGreaterThan(0);
    expect(searchCalls(calls)).toEqual(['/api/vehicles/search?deal=good&sortBy=created_desc&page=1&limit=30']);
  });

  it('ticking the filter writes deal=good into the URL and goes back to page 1; unticking removes it', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderAt('/search?make=BMW&page=3');
    const box = await screen.findByRole('checkbox', { name: 'Good deals or better' }, { timeout: LAZY_MS });
    await user.click(box);
    expect(currentUrl(router)).toBe('/search?make=BMW&deal=good');
    await user.click(screen.getByRole('checkbox', { name: 'Good deals or better' }));
    expect(currentUrl(router)).toBe('/search?make=BMW');
  });

  it("offers 'Best deal' in the sort selector and sends sortBy=best-deal", async () => {
    const user = userEvent.setup();
    const { calls } = api();
    const { router } = renderAt('/search');
    const sort = await screen.findByLabelText('Sort by', {}, { timeout: LAZY_MS });
    await user.selectOptions(sort, 'Best deal');
    expect(currentUrl(router)).toBe('/search?sortBy=best-deal');
    await waitFor(() => expect(searchCalls(calls)).toContain('/api/vehicles/search?sortBy=best-deal&page=1&limit=30'));
  });

  it('ignores a deal value it does not know, as for every hand-edited filter', () => {
    const state = readSearchState(new URLSearchParams('deal=cheap'), 'main');
    expect(state.filters.deal).toBeUndefined();
    expect(countActiveFilters(state.filters)).toBe(0);
    const good = readSearchState(new URLSearchParams('deal=GOOD'), 'main');
    expect(good.filters.deal).toBe('good');
    expect(apiQuery(good)).toBe('deal=good&sortBy=created_desc&page=1&limit=30');
    expect(withFilters(new URLSearchParams('deal=good&page=2'), { deal: undefined }).toString()).toBe('');
  });
});
