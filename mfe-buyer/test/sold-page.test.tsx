import type { SaleResult, SoldResults } from '@rl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VehicleCard } from '@rl/web-kit/vehicles';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { renderAt, renderWithProviders, resetStores } from './support/render';
import { aVehicle } from './support/vehicles';

const result = (o: Partial<SaleResult> = {}): SaleResult => ({
  id: 1, year: 2021, make: 'Porsche', model: 'Taycan', trim: '4S', mileage: 18_000, finalPrice: 94_500, soldOn: '2026-11-20',
  photo: '/media/img/taycan/large.webp', vehicleId: 12, ...o,
});

function soldApi(answer: (query: URLSearchParams) => SoldResults) {
  return mockFetch(route('GET', '/api/vehicles/sold', ({ query }) => fakeResponse(200, answer(query))));
}

beforeEach(() => resetStores());

describe('/sold', () => {
  it('lists recent results: photo, year make model, mileage, "Sold for $X" or no price, the date, a link while the page is public', async () => {
    soldApi(() => ({
      results: [result(), result({ id: 2, make: 'BMW', model: 'M3', trim: null, finalPrice: null, soldOn: '2026-11-02', photo: null, vehicleId: null })],
      total: 2, makes: ['BMW', 'Porsche'], models: [],
    }));
    renderAt('/sold');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recently Sold' })).toBeTruthy();
    const cards = await screen.findAllByTestId('sold-result');
    expect(cards).toHaveLength(2);
    const [taycan, m3] = cards as [HTMLElement, HTMLElement];
    expect(within(taycan).getByText('Sold for $94,500')).toBeTruthy();
    expect(within(taycan).getByRole('link', { name: '2021 Porsche Taycan' }).getAttribute('href')).toBe('/vehicles/12');
    expect(within(taycan).getByText('18,000 miles')).toBeTruthy();
    expect(within(taycan).getByText('Nov 20, 2026')).toBeTruthy();
    expect(within(taycan).getByRole('img', { name: '2021 Porsche Taycan' })).toBeTruthy();
    expect(within(m3).getByText('Sold, price not disclosed')).toBeTruthy();
    expect(within(m3).queryByRole('link')).toBeNull();
    expect(within(m3).getByRole('heading', { name: '2021 BMW M3' })).toBeTruthy();
    expect(screen.getByText('2 sales')).toBeTruthy();
  });

  it('filters by make, then model, in the URL and the API query', async () => {
    const { calls } = soldApi((query) => ({
      results: query.get('make') ? [result({ make: 'BMW', model: 'X5' })] : [result()],
      total: 1, makes: ['BMW', 'Porsche'], models: query.get('make') === 'BMW' ? ['M3', 'X5'] : [],
    }));
    renderAt('/sold');
    await screen.findAllByTestId('sold-result');
    expect((screen.getByLabelText('Model') as HTMLSelectElement).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Make'), 'BMW');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sold?make=BMW'));
    await waitFor(() => expect((screen.getByLabelText('Model') as HTMLSelectElement).disabled).toBe(false));
    await screen.findByRole('option', { name: 'X5' });
    await userEvent.selectOptions(screen.getByLabelText('Model'), 'X5');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sold?make=BMW&model=X5'));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/vehicles/sold?make=BMW&model=X5&limit=24'));
  });

  it('says so when there are no results yet', async () => {
    soldApi(() => ({ results: [], total: 0, makes: [], models: [] }));
    renderAt('/sold?make=Lotus');
    expect(await screen.findByText(/No recorded sales of Lotus yet/)).toBeTruthy();
  });
});

describe('"Sale pending"', () => {
  it('the card shows the badge on an approved listing with an accepted offer, never on a sold one', () => {
    const { unmount } = renderWithProviders(<VehicleCard vehicle={aVehicle({ status: 'approved', salePending: true })} />);
    expect(screen.getByTestId('sale-pending-badge').textContent).toBe('Sale pending');
    expect(screen.getByText('Certified')).toBeTruthy();
    unmount();
    renderWithProviders(<VehicleCard vehicle={aVehicle({ status: 'sold', salePending: true })} />);
    expect(screen.queryByText('Sale pending')).toBeNull();
  });

  it('the detail page shows the badge and still offers the contact form (back-up buyers)', async () => {
    const v = aVehicle({ id: 8, status: 'approved', salePending: true });
    mockFetch(
      route('GET', '/api/vehicles/8', () => fakeResponse(200, v)),
      route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: [], total: 0 })),
    );
    renderAt('/vehicles/8');
    expect(await screen.findByTestId('sale-pending-badge')).toBeTruthy();
    expect(screen.getByTestId('sale-pending-note').textContent).toMatch(/An offer on this car has been accepted/);
    expect(screen.getByRole('button', { name: /send/i })).toBeTruthy();
  });

  it('a sold car\'s page shows "Sold for $X" when the seller agreed, and the asking price otherwise', async () => {
    const sold = aVehicle({ id: 9, status: 'sold', price: '98000.00', soldAt: '2026-11-20T10:00:00Z' });
    mockFetch(
      route('GET', '/api/vehicles/9', () => fakeResponse(200, { ...sold, soldFor: 94_500 })),
      route('GET', '/api/vehicles/10', () => fakeResponse(200, { ...sold, id: 10, soldFor: null })),
      route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: [], total: 0 })),
    );
    const { unmount } = renderAt('/vehicles/9');
    expect((await screen.findByTestId('sold-for')).textContent).toBe('Sold for $94,500');
    expect(screen.getByText('Asking price was $98,000')).toBeTruthy();
    unmount();
    renderAt('/vehicles/10');
    await screen.findByText('This vehicle has been sold');
    expect(screen.queryByTestId('sold-for')).toBeNull();
    expect(screen.getAllByText('$98,000').length).toBeGreaterThan(0);
  });
});
