import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { vehicle } from './support/fixtures';
import { renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());
afterEach(() => jest.restoreAllMocks());

const TEAM = { phone: '(800) 555-0142', email: 'sales@remotelistings.example' };

test('"Your associate" names the associate of each live listing, with the team\'s direct line and mail', async () => {
  mockFetchRoutes({
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
  mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, [vehicle({ id: 3, status: 'pending' })]),
    'GET /api/seller/associates': () => fakeResponse(200, { listings: [], team: TEAM }),
  });
  renderSeller('/dashboard');
  await screen.findByRole('table');
  expect(screen.queryByRole('heading', { name: 'Your associate' })).toBeNull();
});

test('the seller reads the associate\'s messages of a live listing and answers from the dashboard', async () => {
  const sent: unknown[] = [];
  const thread = [
    { id: 1, author: 'associate', authorName: 'Ava Associate', body: 'Could you send the last service invoice?', via: 'web', createdAt: '2026-03-04T10:00:00.000Z' },
  ];
  mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, [vehicle({ id: 1, make: 'BMW', model: 'X5', year: 2022, trim: null, status: 'approved' })]),
    'GET /api/seller/associates': () => fakeResponse(200, { listings: [{ listingId: 1, associateName: 'Ava Associate' }], team: TEAM }),
    'GET /api/seller/threads': () => fakeResponse(200, { threads: [{ listingId: 1, vehicle: { id: 1, title: 'BMW X5', price: 1, photo: null }, associateName: 'Ava Associate', messages: thread }] }),
    'POST /api/seller/threads/1': (init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return fakeResponse(201, { id: 2, author: 'seller', authorName: 'Sam', body: 'Uploaded tonight.', via: 'web', createdAt: '2026-03-04T11:00:00.000Z' });
    },
  });
  const user = userEvent.setup();
  renderSeller('/dashboard');
  await user.click(await screen.findByRole('button', { name: /Messages with your associate \(1\)/ }));
  const region = screen.getByRole('region', { name: 'Messages about your 2022 BMW X5' });
  expect(within(region).getByText('Could you send the last service invoice?')).toBeTruthy();
  await user.type(within(region).getByLabelText('Your message to your associate'), 'Uploaded tonight.');
  await user.click(within(region).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent).toEqual([{ body: 'Uploaded tonight.' }]));
});
