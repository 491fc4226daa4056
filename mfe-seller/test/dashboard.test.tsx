import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { seller, vehicle } from './support/fixtures';
import { assign, lastToast, renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());
afterEach(() => jest.restoreAllMocks());

const listings = () => [
  vehicle({ id: 1, make: 'BMW', model: 'X5', year: 2022, price: '58900.00', status: 'pending', views: 3, createdAt: '2026-03-04T00:00:00Z' }),
  vehicle({ id: 2, make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, price: '124900.50', status: 'approved', views: 120, createdAt: '2026-03-03T00:00:00Z', isFeatured: true }),
  vehicle({ id: 3, make: 'Lexus', model: 'RX', year: 2020, price: '40000', status: 'rejected', views: 7, createdAt: '2026-03-02T00:00:00Z' }),
  vehicle({ id: 4, make: 'Audi', model: 'Q7', year: 2019, price: '30000', status: 'sold', views: 10, createdAt: '2026-03-01T00:00:00Z' }),
];

const table = () => screen.getByRole('table');
const rowOf = (name: string) => within(table()).getByText(new RegExp(name)).closest('tr') as HTMLElement;

test('a brand-new seller is greeted "Welcome", a returning one "Welcome back"', async () => {
  mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, []) });
  resetStores({ ...seller, firstName: 'Sam', createdAt: new Date(Date.now() - 60_000).toISOString() });
  const first = renderSeller('/dashboard');
  expect(await screen.findByText(/^Welcome, Sam\. Track your listings/)).toBeTruthy();
  expect(screen.queryByText(/Welcome back/)).toBeNull();
  first.unmount();
  resetStores({ ...seller, firstName: 'Sam', createdAt: '2026-01-01T00:00:00.000Z' });
  renderSeller('/dashboard');
  expect(await screen.findByText(/^Welcome back, Sam\. Track your listings/)).toBeTruthy();
});

test('stat cards: total listings, active (approved), pending and total views', async () => {
  mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, listings()) });
  renderSeller('/dashboard');
  expect(screen.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeTruthy();
  await screen.findByRole('table');
  const stats = screen.getByRole('region', { name: 'Listing statistics' });
  const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
  expect(value('Total Listings')).toBe('4');
  expect(value('Active Listings')).toBe('1');
  expect(value('Pending Review')).toBe('1');
  expect(value('Total Views')).toBe('140');
});

test('the table: columns, vehicle, price without decimals, status labels of spec §4, views and actions', async () => {
  mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, listings()) });
  renderSeller('/dashboard');
  await screen.findByRole('table');
  const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Vehicle', 'Price', 'Status', 'Views', 'Actions']);

  const porsche = rowOf('2021 Porsche 911');
  expect(within(porsche).getByText('2021 Porsche 911 Carrera S')).toBeTruthy();
  expect(within(porsche).getByText('$124,901')).toBeTruthy();
  expect(within(porsche).getByText('Featured')).toBeTruthy();
  expect(within(porsche).getByText('120')).toBeTruthy();

  const labels = Object.fromEntries(
    [['2022 BMW X5'], ['2021 Porsche 911'], ['2020 Lexus RX'], ['2019 Audi Q7']].map(([n]) => [n, rowOf(n).querySelector('[data-status]')?.textContent]),
  );
  expect(labels).toEqual({ '2022 BMW X5': 'Pending', '2021 Porsche 911': 'Active', '2020 Lexus RX': 'Rejected', '2019 Audi Q7': 'Sold' });

  const bmw = rowOf('2022 BMW X5');
  expect(within(bmw).getByRole('link', { name: 'View 2022 BMW X5' }).getAttribute('href')).toBe('/vehicles/1');
  expect(within(bmw).getByRole('link', { name: 'Edit 2022 BMW X5' }).getAttribute('href')).toBe('/create-listing?edit=1');
  expect(within(bmw).getByRole('button', { name: 'Delete 2022 BMW X5' })).toBeTruthy();
  // a sold listing cannot be edited any more (the server answers 409)
  expect((within(rowOf('2019 Audi Q7')).getByRole('button', { name: 'Edit 2019 Audi Q7' }) as HTMLButtonElement).disabled).toBe(true);

  expect(screen.getByRole('link', { name: 'Add New Listing' }).getAttribute('href')).toBe('/create-listing');
});

test('recent listings: the 3 newest', async () => {
  mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, listings()) });
  renderSeller('/dashboard');
  const recent = await screen.findByRole('region', { name: 'Recent Listings' });
  const names = within(recent).getAllByRole('link').map((a) => a.querySelector('strong')?.textContent);
  expect(names).toEqual(['2022 BMW X5', '2021 Porsche 911', '2020 Lexus RX']);
});

test('empty state: "No listings yet" with "Create First Listing"', async () => {
  mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, []) });
  renderSeller('/dashboard');
  expect(await screen.findByText('No listings yet')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Create First Listing' }).getAttribute('href')).toBe('/create-listing');
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Recent Listings' })).toBeNull();
});

test('status filter and "Show more" for long lists', async () => {
  const many = Array.from({ length: 14 }, (_, i) => vehicle({ id: 200 + i, model: `Model ${i}`, status: i < 12 ? 'approved' : 'pending' }));
  mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, many) });
  renderSeller('/dashboard');
  await screen.findByRole('table');
  expect(within(table()).getAllByRole('row')).toHaveLength(1 + 10);
  await userEvent.click(screen.getByRole('button', { name: 'Show more listings' }));
  expect(within(table()).getAllByRole('row')).toHaveLength(1 + 14);
  await userEvent.click(screen.getByRole('button', { name: /^Pending/ }));
  expect(within(table()).getAllByRole('row')).toHaveLength(1 + 2);
});

describe('delete', () => {
  test("asks first in the product's dialog (not the browser's confirm box); cancelling sends nothing", async () => {
    const fetch = mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, listings()) });
    const confirm = jest.spyOn(window, 'confirm');
    renderSeller('/dashboard');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2022 BMW X5' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete listing' });
    expect(within(dialog).getByText('Are you sure you want to delete this listing?')).toBeTruthy();
    expect(within(dialog).getByText('2022 BMW X5')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
    expect(callsTo(fetch, 'DELETE', '/api/vehicles/1')).toHaveLength(0);
  });

  test('success: DELETE, "Success: Vehicle listing deleted successfully", the list is refreshed', async () => {
    let list = listings();
    const fetch = mockFetchRoutes({
      'GET /api/user/vehicles': () => fakeResponse(200, list),
      'DELETE /api/vehicles/1': () => {
        list = list.filter((v) => v.id !== 1);
        return fakeResponse(204);
      },
    });
    renderSeller('/dashboard');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2022 BMW X5' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete listing' })).getByRole('button', { name: 'Delete listing' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Success', description: 'Vehicle listing deleted successfully' }));
    expect(fetch.mock.calls.find(([u, i]) => u === '/api/vehicles/1' && i?.method === 'DELETE')?.[1]).toMatchObject({ credentials: 'include' });
    await waitFor(() => expect(screen.queryByText('2022 BMW X5 xDrive40i')).toBeNull());
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/user/vehicles').length).toBeGreaterThanOrEqual(2));
  });

  test('401: "Unauthorized", then /api/login after 500 ms', async () => {
    mockFetchRoutes({
      'GET /api/user/vehicles': () => fakeResponse(200, listings()),
      'DELETE /api/vehicles/1': () => fakeResponse(401, apiError(401, 'Unauthorized', 'Sign in first')),
    });
    renderSeller('/dashboard');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2022 BMW X5' }));
    jest.useFakeTimers();
    try {
      await act(async () => {
        within(screen.getByRole('dialog', { name: 'Delete listing' })).getByRole('button', { name: 'Delete listing' }).click();
      });
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(lastToast()).toMatchObject({ title: 'Unauthorized', variant: 'destructive' });
      expect(assign).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(assign).toHaveBeenCalledWith('/api/login');
    } finally {
      jest.useRealTimers();
    }
  });

  test('other errors: "Error: Failed to delete vehicle listing", the listing stays', async () => {
    mockFetchRoutes({
      'GET /api/user/vehicles': () => fakeResponse(200, listings()),
      'DELETE /api/vehicles/1': () => fakeResponse(500, apiError(500, 'Internal Server Error', 'boom')),
    });
    renderSeller('/dashboard');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2022 BMW X5' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete listing' })).getByRole('button', { name: 'Delete listing' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to delete vehicle listing', variant: 'destructive' }));
    expect(screen.getByText('2022 BMW X5 xDrive40i')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

test('the listings call answering 401 (session ended): notice, then /api/login after 500 ms', async () => {
  mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(401, apiError(401, 'Unauthorized', 'Sign in first')) });
  jest.useFakeTimers();
  try {
    renderSeller('/dashboard');
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(assign).toHaveBeenCalledWith('/api/login');
  } finally {
    jest.useRealTimers();
  }
});

describe("the visitor's saved vehicles", () => {
  test('read from localStorage "savedVehicles" in one request; vanished ones are dropped', async () => {
    localStorage.setItem('savedVehicles', JSON.stringify([7, '8', 9]));
    const fetch = mockFetchRoutes({
      'GET /api/user/vehicles': () => fakeResponse(200, []),
      // 8 is no longer public, so the list answer leaves it out
      'GET /api/vehicles': () => fakeResponse(200, [
        vehicle({ id: 9, make: 'Audi', model: 'RS 5', year: 2021 }),
        vehicle({ id: 7, make: 'Tesla', model: 'Model S', year: 2021 }),
      ]),
    });
    renderSeller('/dashboard');
    const saved = screen.getByRole('region', { name: 'Saved Vehicles' });
    await within(saved).findByText('2021 Tesla Model S');
    expect(within(saved).getByText('2021 Audi RS 5')).toBeTruthy();
    expect(within(saved).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/vehicles/'))).toHaveLength(2);
    expect(callsTo(fetch, 'GET', '/api/vehicles').map((c) => c.url)).toEqual(['/api/vehicles?ids=9,8,7']);
  });

  test('nothing saved: an empty note with a link to browse', async () => {
    mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, []) });
    renderSeller('/dashboard');
    const saved = screen.getByRole('region', { name: 'Saved Vehicles' });
    expect(within(saved).getByText(/No saved vehicles yet/)).toBeTruthy();
    expect(within(saved).getByRole('link', { name: 'Browse vehicles' }).getAttribute('href')).toBe('/search');
  });
});

test('a live listing shows where its latest changes stand: under review, rejected with the reason, approved', async () => {
  const revision = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
    id, status, changedFields: ['mileage', 'description'], proposed: {}, createdAt: '2026-11-20T10:00:00.000Z', decidedAt: null, reason: null, ...extra,
  });
  mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, [
      { ...vehicle({ id: 1, make: 'BMW', model: 'X5', year: 2022, status: 'approved' }), revision: revision(11, 'pending') },
      { ...vehicle({ id: 2, make: 'Porsche', model: '911', year: 2021, status: 'approved' }), revision: revision(12, 'rejected', { reason: 'Mileage cannot go down' }) },
      { ...vehicle({ id: 3, make: 'Lexus', model: 'RX', year: 2020, status: 'approved' }), revision: revision(13, 'approved') },
      { ...vehicle({ id: 4, make: 'Audi', model: 'Q7', year: 2019, status: 'approved' }), revision: revision(14, 'withdrawn') },
      { ...vehicle({ id: 5, make: 'Volvo', model: 'XC90', year: 2023, status: 'approved' }), revision: null },
    ]),
  });
  renderSeller('/dashboard');
  await screen.findByRole('table');
  const review = within(rowOf('2022 BMW X5')).getByRole('status', { name: 'Changes under review for 2022 BMW X5' });
  expect(review.textContent).toMatch(/Changes under review/);
  expect(review.textContent).toMatch(/Buyers see the approved version until our team approves your changes \(Mileage, Description\)/);
  expect(within(rowOf('2021 Porsche 911')).getByRole('note', { name: 'Changes rejected for 2021 Porsche 911' }).textContent)
    .toMatch(/Changes rejected: Mileage cannot go down/);
  expect(within(rowOf('2020 Lexus RX')).getByRole('status', { name: 'Changes approved for 2020 Lexus RX' })).toBeTruthy();
  expect(within(rowOf('2019 Audi Q7')).queryByText(/Changes/)).toBeNull();
  expect(within(rowOf('2023 Volvo XC90')).queryByText(/Changes/)).toBeNull();
});

test('listings waiting for the seller come first, even past the first page: notes, rejected changes, changes under review', async () => {
  const revision = (status: string) => ({ id: 1, status, changedFields: ['mileage'], proposed: {}, createdAt: '2026-11-20T10:00:00.000Z', decidedAt: null, reason: null });
  const plain = Array.from({ length: 12 }, (_, i) => vehicle({ id: 100 + i, make: 'Audi', model: 'A4', year: 2010 + i, status: 'approved' }));
  mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, [
      ...plain,
      { ...vehicle({ id: 3, make: 'BMW', model: 'X5', year: 2022, status: 'approved' }), revision: revision('pending') },
      { ...vehicle({ id: 2, make: 'Porsche', model: '911', year: 2021, status: 'approved' }), revision: revision('rejected') },
      vehicle({ id: 1, make: 'Lexus', model: 'RX', year: 2020, status: 'needs_changes' }),
    ]),
  });
  renderSeller('/dashboard');
  const table = await screen.findByRole('table');
  const names = within(table).getAllByRole('row').slice(1, 4).map((r) => r.textContent);
  expect(names).toEqual([expect.stringContaining('2020 Lexus RX'), expect.stringContaining('2021 Porsche 911'), expect.stringContaining('2022 BMW X5')]);
});
