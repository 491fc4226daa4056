import { screen, within } from '@testing-library/react';
import { fakeResponse, mockFetch } from './support/fetch-mock';
import { vehicle } from './support/fixtures';
import { renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());
afterEach(() => jest.restoreAllMocks());

const TEAM = { phone: '(800) 555-0142', email: 'sales@remotelistings.example' };

test('"Your associate" names the associate of each live listing, with the team\'s direct line and mail', async () => {
  mockFetch({
    'GET /api/user/vehicles': () => fakeResponse(200, [
      vehicle({ id: 1, make: 'BMW', model: 'X5', year: 2022, trim: null, status: 'approved' }),
      vehicle({ id: 2, make: 'Porsche', model: '911', year: 2021, trim: null, status: 'approved' }),
      vehicle({ id: 3, make: 'Audi', model: 'Q7', year: 2019, status: 'pending' }),
    ]),
    'GET /api/seller/associates': () => fakeResponse(200, { listings: [{ listingId: 1, associateName: 'Ava Associate' }, { listingId: 2, associateName: null }], team: TEAM }),
  });
  renderSeller('/dashboard');
  const card = (await screen.findByRole('heading', { name: 'Your associate' })).closest('section, article, div[aria-labelledby]') as HTMLElement;
  const items = within(card).getAllByRole('listitem').map((li) => li.textContent);
  // live listings only (the pending Audi is not listed)
  expect(items).toEqual(['2022 BMW X5Ava Associate', '2021 Porsche 911An associate is being assigned']);
  expect(within(card).getByRole('link', { name: TEAM.phone }).getAttribute('href')).toMatch(/^tel:/);
  expect(within(card).getByRole('link', { name: TEAM.email }).getAttribute('href')).toBe(`mailto:${TEAM.email}`);
  // never a buyer's details on the seller's side
  expect(card.textContent).not.toMatch(/@example\.com/);
});

test('no live listing: no card', async () => {
  mockFetch({
    'GET /api/user/vehicles': () => fakeResponse(200, [vehicle({ id: 3, status: 'pending' })]),
    'GET /api/seller/associates': () => fakeResponse(200, { listings: [], team: TEAM }),
  });
  renderSeller('/dashboard');
  await screen.findByRole('table');
  expect(screen.queryByRole('heading', { name: 'Your associate' })).toBeNull();
});
