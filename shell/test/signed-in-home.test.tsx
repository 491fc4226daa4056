import { screen, waitFor, within } from '@testing-library/react';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';
import { jane } from './support/users';
import { ownVehicle, publicVehicle } from './support/vehicles';

beforeEach(() => {
  resetStores();
  localStorage.clear();
});

const myListings = [
  ownVehicle(1, { status: 'pending', make: 'Porsche', model: 'Macan', year: 2022, createdAt: '2026-11-20T10:00:00.000Z' }),
  ownVehicle(2, { status: 'approved', make: 'BMW', model: 'M4', year: 2022, createdAt: '2026-11-19T10:00:00.000Z' }),
  ownVehicle(3, { status: 'rejected', make: 'Lexus', model: 'LC', year: 2021, createdAt: '2026-11-18T10:00:00.000Z' }),
  ownVehicle(4, { status: 'sold', make: 'Audi', model: 'Q7', year: 2021, createdAt: '2026-11-17T10:00:00.000Z' }),
  ownVehicle(5, { status: 'approved', make: 'Tesla', model: 'Model S', year: 2021, createdAt: '2026-11-01T10:00:00.000Z' }),
];

function mockHomeApi(overrides: Parameters<typeof mockFetchRoutes>[0] = {}) {
  return mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, myListings),
    'GET /api/vehicles/recent': () => fakeResponse(200, [publicVehicle(40, { make: 'Chevrolet', model: 'Corvette', year: 2023 })]),
    ...overrides,
  });
}

test('a brand-new account is greeted "Welcome", not "Welcome back"', async () => {
  mockHomeApi();
  renderApp('/', { ...jane, createdAt: new Date(Date.now() - 5 * 60_000).toISOString() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeTruthy();
  expect(screen.queryByText(/Welcome back/)).toBeNull();
});

test('greets the user by first name, with Sell Your Car and the dashboard', async () => {
  mockHomeApi();
  renderApp('/', jane);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'Sell Your Car' }).getAttribute('href')).toBe('/create-listing');
  expect(within(main).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  // visitors' landing sections are not there
  expect(screen.queryByRole('link', { name: 'Start Selling Today' })).toBeNull();
});

test('the listings at a glance: counts and latest four with Pending / Active / Rejected / Sold', async () => {
  mockHomeApi();
  renderApp('/', jane);
  const panel = await screen.findByRole('region', { name: 'Your Listings' });
  const latest = await within(panel).findByRole('list', { name: 'Your latest listings' });
  const rows = within(latest).getAllByRole('listitem').map((li) => li.textContent);
  expect(rows).toEqual([
    expect.stringMatching(/2022 Porsche Macan.*Pending$/),
    expect.stringMatching(/2022 BMW M4.*Active$/),
    expect.stringMatching(/2021 Lexus LC.*Rejected$/),
    expect.stringMatching(/2021 Audi Q7.*Sold$/),
  ]);
  expect(within(latest).getByRole('link', { name: '2022 Porsche Macan' }).getAttribute('href')).toBe('/vehicles/1');
  const counts = within(panel).getByRole('list', { name: 'Listings by status' });
  expect(within(counts).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Pending', '2Active', '1Rejected', '1Sold']);
  expect(within(panel).getByText(/and 1 more in your/)).toBeTruthy();
});

test('an expired listing or one with changes requested adds its count; the four usual counts stay', async () => {
  mockHomeApi({ 'GET /api/user/vehicles': () => fakeResponse(200, [ownVehicle(1, { status: 'expired' }), ownVehicle(2, { status: 'approved' })]) });
  renderApp('/', jane);
  const panel = await screen.findByRole('region', { name: 'Your Listings' });
  const counts = await within(panel).findByRole('list', { name: 'Listings by status' });
  expect(within(counts).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['0Pending', '1Active', '0Rejected', '0Sold', '1Expired']);
});

test('no listings yet: an invitation to sell', async () => {
  mockHomeApi({ 'GET /api/user/vehicles': () => fakeResponse(200, []) });
  renderApp('/', jane);
  const panel = await screen.findByRole('region', { name: 'Your Listings' });
  expect(await within(panel).findByText('No listings yet')).toBeTruthy();
  expect(within(panel).getByRole('link', { name: 'Sell Your Car' }).getAttribute('href')).toBe('/create-listing');
});

test('saved vehicles: the ids in local storage, newest saved first; one no longer published is left out', async () => {
  localStorage.setItem('savedVehicles', JSON.stringify([7, 404, 8]));
  const fetch = mockHomeApi({
    // one request for every saved id (web-kit's useSavedVehicles); 404 is no longer published
    'GET /api/vehicles?ids=8,404,7': () =>
      fakeResponse(200, [
        publicVehicle(8, { make: 'Lexus', model: 'GX', year: 2022, price: '59800.00' }),
        publicVehicle(7, { make: 'Porsche', model: '911', year: 2021, price: '124900.00' }),
      ]),
  });
  renderApp('/', jane);
  const panel = await screen.findByRole('region', { name: 'Saved Vehicles' });
  const list = await within(panel).findByRole('list', { name: 'Your saved vehicles' });
  expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['2022 Lexus GX', '/vehicles/8'],
    ['2021 Porsche 911', '/vehicles/7'],
  ]);
  expect(within(panel).getByText('$124,900')).toBeTruthy();
  expect(fetch).toHaveBeenCalledWith('/api/vehicles?ids=8,404,7', expect.anything());
  expect(within(panel).queryByText(/could not be loaded/)).toBeNull();
  // the vanished one is dropped from the saved list too
  await waitFor(() => expect(JSON.parse(localStorage.getItem('savedVehicles')!)).toEqual([7, 8]));
});

test('no saved vehicles: an invitation to browse', async () => {
  mockHomeApi();
  renderApp('/', jane);
  const panel = await screen.findByRole('region', { name: 'Saved Vehicles' });
  expect(within(panel).getByText('No saved vehicles yet')).toBeTruthy();
  expect(within(panel).getByRole('link', { name: 'Browse Market Listings' }).getAttribute('href')).toBe('/search');
});

test('the latest listings from /api/vehicles/recent', async () => {
  mockHomeApi();
  renderApp('/', jane);
  const latest = await screen.findByRole('region', { name: 'Latest Listings' });
  const card = await within(latest).findByRole('link', { name: '2023 Chevrolet Corvette' });
  expect(card.getAttribute('href')).toBe('/vehicles/40');
  expect(within(latest).getByRole('link', { name: 'View All Vehicles' }).getAttribute('href')).toBe('/search');
});
