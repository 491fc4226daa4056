import { unknownZipNotice } from '@rl/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { currentUrl, renderAt, resetStores } from './support/render';
import { aVehicle, vehicles } from './support/vehicles';

/** Search answers: `total` matches, the page asked for filled from a numbered list. */
function searchApi(total: number, extra: Partial<Parameters<typeof aVehicle>[0]> = {}) {
  return route('GET', '/api/vehicles/search', ({ query }) => {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 12);
    const from = (page - 1) * limit;
    const n = Math.max(0, Math.min(limit, total - from));
    return fakeResponse(200, { vehicles: Array.from({ length: n }, (_, i) => aVehicle({ id: 1000 + from + i, ...extra })), total });
  });
}
const listApi = (path: string, list: unknown[]) => route('GET', path, () => fakeResponse(200, list));
const catalog = route('GET', '/api/catalog/models', ({ query }) =>
  fakeResponse(200, { make: query.get('make'), models: query.get('make') === 'BMW' ? ['X3', 'X5', 'M4'] : ['911', 'Cayenne'] }),
);

const searchCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/vehicles/search')).map((c) => c.url);

beforeEach(() => {
  resetStores();
  // desktop unless a test says otherwise
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('main search', () => {
  it('shows 30 loading placeholders, then the results with their count', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockFetch(
      route('GET', '/api/vehicles/search', async () => {
        await gate;
        return fakeResponse(200, { vehicles: vehicles(3), total: 3 });
      }),
      listApi('/api/vehicles/featured', []),
      listApi('/api/vehicles/recent', []),
    );
    renderAt('/search');
    // the first test to render the lazy search chunk evaluates it (and the vehicles kit): slow on a busy machine
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Find Your Next Premium Vehicle');
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getAllByTestId('card-skeleton')).toHaveLength(30);
    await act(async () => release());
    expect(await screen.findByText('3 vehicles found')).toBeTruthy();
    expect(within(results).getAllByTestId('vehicle-card')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('reads the filters from the URL (/search?make=BMW) and sends them to the API', async () => {
    const { calls } = mockFetch(searchApi(2), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog);
    renderAt('/search?make=BMW&bodyType=SUV&features=Bluetooth&features=Sunroof');
    expect(await screen.findByText('2 vehicles found')).toBeTruthy();
    expect(searchCalls(calls)).toEqual([
      '/api/vehicles/search?make=BMW&bodyType=SUV&features=Bluetooth&features=Sunroof&sortBy=created_desc&page=1&limit=30',
    ]);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(((within(filters).getByLabelText('Make')) as HTMLInputElement).value).toBe('BMW');
    expect(((within(filters).getByLabelText('Body Type')) as HTMLInputElement).value).toBe('SUV');
    expect(((within(filters).getByRole('checkbox', { name: 'Bluetooth' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByText('4 filters applied').length).toBeGreaterThan(0);
  });

  it('changing the make in the filter panel writes the URL, clears the model and resets the page', async () => {
    mockFetch(searchApi(40), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog);
    const { router } = renderAt('/search?make=BMW&model=X5&page=2&limit=60');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await waitFor(() => expect(((within(filters).getByLabelText('Model')) as HTMLInputElement).value).toBe('X5'));
    fireEvent.change(within(filters).getByLabelText('Make'), { target: { value: 'Porsche' } });
    expect(currentUrl(router)).toBe('/search?make=Porsche');
    // 'any' clears
    fireEvent.change(within(filters).getByLabelText('Make'), { target: { value: 'any' } });
    expect(currentUrl(router)).toBe('/search');
  });

  it("the condition filter offers the sellers' own scale, says whose rating it is, and offers no New or Certified Pre-Owned", async () => {
    const { calls } = mockFetch(searchApi(2), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog);
    const { router } = renderAt('/search');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    const condition = within(filters).getByLabelText('Condition') as HTMLSelectElement;
    expect(within(condition).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any Condition', 'Excellent', 'Good', 'Fair', 'Poor']);
    expect(condition.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(condition.getAttribute('aria-describedby')!)?.textContent).toBe('As rated by the seller');
    fireEvent.change(condition, { target: { value: 'Good' } });
    expect(currentUrl(router)).toBe('/search?condition=Good');
    await waitFor(() => expect(searchCalls(calls).at(-1)).toContain('condition=Good&'));
  });

  it('an old link saying condition=New or Certified Pre-Owned shows the rating it stands for (Excellent)', async () => {
    const { calls } = mockFetch(searchApi(2), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog);
    renderAt('/search?condition=New');
    expect(await screen.findByText('2 vehicles found')).toBeTruthy();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const condition = within(filters).getByLabelText('Condition') as HTMLSelectElement;
    expect(condition.value).toBe('Excellent');
    expect(within(condition).queryByRole('option', { name: 'New' })).toBeNull();
    expect(searchCalls(calls)).toEqual(['/api/vehicles/search?condition=Excellent&sortBy=created_desc&page=1&limit=30']);
  });

  it("every make select offers the vehicle catalog's makes, the list sellers list under (Lucid, Rivian, Polestar…)", async () => {
    const makes = ['Acura', 'BMW', 'Lotus', 'Lucid', 'Polestar', 'Porsche', 'Rivian'];
    const { calls } = mockFetch(
      searchApi(2), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog,
      route('GET', '/api/catalog/makes', () => fakeResponse(200, { makes })),
    );
    const { router } = renderAt('/search');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    const panelMake = within(filters).getByLabelText('Make');
    await waitFor(() => expect(within(panelMake).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Makes', ...makes]));
    const hero = screen.getByRole('search', { name: 'Vehicle search' });
    expect(within(within(hero).getByLabelText('Make')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Makes', ...makes]);
    fireEvent.change(panelMake, { target: { value: 'Lucid' } });
    expect(currentUrl(router)).toBe('/search?make=Lucid');
    await waitFor(() => expect(searchCalls(calls).at(-1)).toContain('make=Lucid'));
    expect(calls.filter((c) => c.url === '/api/catalog/makes')).toHaveLength(1);
  });

  it('the model selector is disabled until a make is chosen', async () => {
    mockFetch(searchApi(0), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog);
    renderAt('/search');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(((within(filters).getByLabelText('Model')) as HTMLInputElement).disabled).toBe(true);
  });

  it('the hero search applies keyword, make, max price, body type and ZIP in one step', async () => {
    const user = userEvent.setup();
    mockFetch(searchApi(5), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog);
    const { router } = renderAt('/search');
    const hero = await screen.findByRole('search', { name: 'Vehicle search' });
    await user.type(within(hero).getByLabelText('Keyword'), 'sport');
    await user.selectOptions(within(hero).getByLabelText('Make'), 'Lexus');
    await user.selectOptions(within(hero).getByLabelText('Max Price'), '50000');
    await user.selectOptions(within(hero).getByLabelText('Body Type'), 'SUV');
    await user.type(within(hero).getByLabelText('ZIP Code'), '90210');
    expect(currentUrl(router)).toBe('/search');
    await user.click(within(hero).getByRole('button', { name: 'Search' }));
    expect(currentUrl(router)).toBe('/search?query=sport&make=Lexus&maxPrice=50000&bodyType=SUV&zipCode=90210');
    // max price offers any and the five amounts
    expect(within(within(hero).getByLabelText('Max Price')).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'any', '10000', '20000', '30000', '50000', '100000',
    ]);
  });

  it('brand chips map Range Rover to Land Rover and Corvette to Chevrolet Corvette', async () => {
    const user = userEvent.setup();
    mockFetch(searchApi(5), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog);
    const { router } = renderAt('/search?make=BMW&model=X5');
    const chips = await screen.findByRole('group', { name: 'Popular brands' });
    await user.click(within(chips).getByRole('button', { name: 'Range Rover' }));
    expect(currentUrl(router)).toBe('/search?make=Land+Rover');
    expect((within(chips).getByRole('button', { name: 'Range Rover' })).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(chips).getByRole('button', { name: 'Corvette' }));
    expect(currentUrl(router)).toBe('/search?make=Chevrolet&model=Corvette');
  });

  it('sorts with the labels of the selector and goes back to page 1', async () => {
    const user = userEvent.setup();
    mockFetch(searchApi(5), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []));
    const { router } = renderAt('/search?page=2');
    const sort = await screen.findByLabelText('Sort by');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Most Recent', 'Price: Low to High', 'Price: High to Low', 'Year: Newest First', 'Year: Oldest First',
      'Mileage: Low to High', 'Mileage: High to Low', 'Most Popular', 'Best deal',
    ]);
    await user.selectOptions(sort, 'price_asc');
    expect(currentUrl(router)).toBe('/search?sortBy=price_asc');
  });

  it('Load More Vehicles fetches 30 more; Clear All empties the filters', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(searchApi(75), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog);
    const { router } = renderAt('/search?make=BMW');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByTestId('vehicle-card')).toHaveLength(30));
    await user.click(screen.getByRole('button', { name: 'Load More Vehicles' }));
    await waitFor(() => expect(within(results).getAllByTestId('vehicle-card')).toHaveLength(60));
    expect(currentUrl(router)).toBe('/search?make=BMW&limit=60');
    expect(searchCalls(calls)).toEqual([
      '/api/vehicles/search?make=BMW&sortBy=created_desc&page=1&limit=30',
      '/api/vehicles/search?make=BMW&sortBy=created_desc&page=2&limit=30',
    ]);
    expect(screen.getByText('Showing 60 of 75 vehicles')).toBeTruthy();

    await user.click(screen.getAllByRole('button', { name: 'Clear All' })[0]);
    expect(currentUrl(router)).toBe('/search?limit=24');
    expect(screen.queryByText(/filters? applied/)).toBeNull();
  });

  it("shows 'No vehicles found' when nothing matches", async () => {
    mockFetch(searchApi(0), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []));
    renderAt('/search?make=Ferrari');
    expect(await screen.findByText('No vehicles found')).toBeTruthy();
    expect(screen.getByText('1 filter applied')).toBeTruthy();
  });

  it('an unknown ZIP code shows why nothing was found, not an error', async () => {
    const notice = unknownZipNotice('99999');
    mockFetch(
      route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: [], total: 0, notice })),
      listApi('/api/vehicles/featured', []),
      listApi('/api/vehicles/recent', []),
    );
    renderAt('/search?zipCode=99999');
    expect(await screen.findByText('No vehicles found')).toBeTruthy();
    expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("a failed search reads '{status}: {statusText}' and can be retried", async () => {
    mockFetch(
      route('GET', '/api/vehicles/search', () =>
        fakeResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid query', fields: [{ field: 'zipCode', message: 'zipCode is not a known US ZIP code' }] }, 'Bad Request'),
      ),
      listApi('/api/vehicles/featured', []),
      listApi('/api/vehicles/recent', []),
    );
    renderAt('/search?zipCode=00000');
    const alert = await screen.findByRole('alert');
    expect((alert).textContent).toContain('400: Bad Request');
    expect((alert).textContent).toContain('zipCode is not a known US ZIP code');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows up to 6 featured vehicles, the dashboard summary, quick actions and 3 recent listings', async () => {
    mockFetch(
      searchApi(10),
      listApi('/api/vehicles/featured', vehicles(8, { isFeatured: true })),
      listApi('/api/vehicles/recent', vehicles(12)),
    );
    renderAt('/search');
    const featured = await screen.findByRole('region', { name: 'Featured Vehicles' });
    await waitFor(() => expect(within(featured).getAllByTestId('vehicle-card')).toHaveLength(6));
    expect(within(featured).getAllByText('Featured')).toHaveLength(6);
    const recent = screen.getByRole('region', { name: 'Recent Listings' });
    await waitFor(() => expect(within(recent).getAllByTestId('vehicle-card')).toHaveLength(3));
    const dashboard = screen.getByRole('region', { name: 'Your Search Dashboard' });
    await waitFor(() => expect(within(dashboard).getByText('10')).toBeTruthy());
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect((within(actions).getByRole('link', { name: /Saved Vehicles/ })).getAttribute('href')).toBe('/search?view=saved');
  });

  it("shows 'No featured vehicles available' when there are none", async () => {
    mockFetch(searchApi(1), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []));
    renderAt('/search');
    expect(await screen.findByText('No featured vehicles available')).toBeTruthy();
  });
});

describe('filter drawer (small screens)', () => {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });

  it('opens as a dialog, traps focus, applies filters and closes on Escape', async () => {
    const user = userEvent.setup();
    mockFetch(searchApi(12), listApi('/api/vehicles/featured', []), listApi('/api/vehicles/recent', []), catalog);
    const { router } = renderAt('/search');
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    const open = await screen.findByRole('button', { name: 'Filters' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const close = within(dialog).getByRole('button', { name: 'Close filters' });
    expect(document.activeElement).toBe(close);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Heated Seats' }));
    expect(currentUrl(router)).toBe('/search?features=Heated+Seats');
    expect(within(dialog).getByText('1 filter applied')).toBeTruthy();

    // Tab from the last control wraps to the first
    const showButton = within(dialog).getByRole('button', { name: /Show/ });
    showButton.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(showButton);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters (1)' }));
  });
});

describe('simple variant (/search?view=simple)', () => {
  it('reads make and model from the query string, shows 12 placeholders and fetches 24', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = mockFetch(
      route('GET', '/api/vehicles/search', async () => {
        await gate;
        return fakeResponse(200, { vehicles: vehicles(2), total: 2 });
      }),
      catalog,
    );
    renderAt('/search?view=simple&make=BMW&model=X5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Vehicles' })).toBeTruthy();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(12);
    const bar = screen.getByRole('search', { name: 'Vehicle search' });
    expect(((within(bar).getByLabelText('Make')) as HTMLInputElement).value).toBe('BMW');
    await waitFor(() => expect(((within(bar).getByLabelText('Model')) as HTMLInputElement).value).toBe('X5'));
    await act(async () => release());
    expect(await screen.findByText('2 vehicles found')).toBeTruthy();
    expect(searchCalls(calls)).toEqual(['/api/vehicles/search?make=BMW&model=X5&sortBy=created_desc&page=1&limit=24']);
  });

  it('searches by make and model, toggles the filters, and Clear Search resets', async () => {
    const user = userEvent.setup();
    mockFetch(searchApi(3), catalog);
    const { router } = renderAt('/search?view=simple');
    const bar = await screen.findByRole('search', { name: 'Vehicle search' });
    await user.selectOptions(within(bar).getByLabelText('Make'), 'BMW');
    await waitFor(() => expect(((within(bar).getByLabelText('Model')) as HTMLInputElement).disabled).toBe(false));
    await waitFor(() => expect(within(within(bar).getByLabelText('Model')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(within(bar).getByLabelText('Model'), 'M4');
    await user.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(currentUrl(router)).toBe('/search?view=simple&make=BMW&model=M4');

    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect((toggle).getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /^Hide Filters/ }).getAttribute('aria-expanded')).toBe('true');
    await user.selectOptions(screen.getByLabelText('Fuel Type'), 'Electric');
    expect(currentUrl(router)).toBe('/search?view=simple&make=BMW&model=M4&fuelType=Electric');

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(currentUrl(router)).toBe('/search?view=simple');
  });

  it("a failed search reads 'Failed to search vehicles'", async () => {
    mockFetch(route('GET', '/api/vehicles/search', () => fakeResponse(500, '', 'Internal Server Error')));
    renderAt('/search?view=simple');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to search vehicles');
  });
});
