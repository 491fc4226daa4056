import type { SavedSearch } from '@rl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeResponse, mockFetchRoutes, type RouteHandler } from '@rl/web-build/jest/fetch-mock';
import { assign, lastToast, renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());
afterEach(() => jest.restoreAllMocks());

const porsche: SavedSearch = {
  id: 11,
  name: 'Weekend 911',
  filters: { make: 'Porsche', model: '911', maxPrice: '120000', features: ['Heated Seats'] },
  frequency: 'instant',
  paused: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const suvs: SavedSearch = {
  id: 12,
  name: 'Family SUV',
  filters: { bodyType: 'SUV', minYear: '2021' },
  frequency: 'daily',
  paused: true,
  createdAt: '2026-11-19T10:00:00.000Z',
};

/** The dashboard's other calls answer empty; saved searches come from `list` and are changed by PATCH. */
function dashboardApi(list: SavedSearch[], overrides: Record<string, RouteHandler> = {}) {
  let current = list;
  return mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, []),
    'GET /api/saved-searches': () => fakeResponse(200, { savedSearches: current }),
    ...Object.fromEntries(
      current.map((s) => [
        `PATCH /api/saved-searches/${s.id}`,
        ((init) => {
          const changed = { ...current.find((x) => x.id === s.id)!, ...JSON.parse(String(init?.body)) };
          current = current.map((x) => (x.id === s.id ? changed : x));
          return fakeResponse(200, changed);
        }) as RouteHandler,
      ]),
    ),
    ...Object.fromEntries(
      current.map((s) => [
        `DELETE /api/saved-searches/${s.id}`,
        (() => {
          current = current.filter((x) => x.id !== s.id);
          return fakeResponse(204);
        }) as RouteHandler,
      ]),
    ),
    ...overrides,
  });
}

const section = () => screen.findByRole('region', { name: 'Saved Searches' });
const item = async (name: string) => within(await section()).findByRole('article', { name });

test('each saved search: its name, its filters in words, a link that runs it, its alerts; paused ones say so', async () => {
  dashboardApi([porsche, suvs]);
  renderSeller('/dashboard');
  const first = await item('Weekend 911');
  expect(within(first).getByText('Porsche 911 · up to $120,000 · Heated Seats')).toBeTruthy();
  expect(within(first).getByRole('link', { name: 'See matches for “Weekend 911”' }).getAttribute('href')).toBe(
    '/search?make=Porsche&model=911&maxPrice=120000&features=Heated+Seats',
  );
  const alerts = within(first).getByRole('group', { name: 'Email alerts for “Weekend 911”' });
  expect((within(alerts).getByRole('radio', { name: 'Instant' }) as HTMLInputElement).checked).toBe(true);
  expect(within(first).queryByText('Paused')).toBeNull();

  const second = await item('Family SUV');
  expect(within(second).getByText('2021 or newer · SUV')).toBeTruthy();
  expect(within(second).getByText('Paused')).toBeTruthy();
  expect(within(second).getByRole('button', { name: 'Resume alerts for “Family SUV”' })).toBeTruthy();
  expect((within(second).getByRole('radio', { name: 'Daily' }) as HTMLInputElement).checked).toBe(true);
});

test('empty state invites a search', async () => {
  dashboardApi([]);
  renderSeller('/dashboard');
  const region = await section();
  expect(await within(region).findByText(/No saved searches yet/)).toBeTruthy();
  expect(within(region).getByRole('link', { name: 'Search vehicles' }).getAttribute('href')).toBe('/search');
});

test('switching to daily alerts and pausing are sent and confirmed', async () => {
  const fetch = dashboardApi([porsche]);
  renderSeller('/dashboard');
  const card = await item('Weekend 911');
  await userEvent.click(within(card).getByRole('radio', { name: 'Daily' }));
  await waitFor(() => expect(callsTo(fetch, 'PATCH', '/api/saved-searches/11')).toEqual([{ url: '/api/saved-searches/11', body: { frequency: 'daily' } }]));
  await waitFor(() => expect(lastToast()?.description).toBe('You will get one email a day with new matches for “Weekend 911”.'));

  await userEvent.click(within(card).getByRole('button', { name: 'Pause alerts for “Weekend 911”' }));
  expect(await within(card).findByText('Paused')).toBeTruthy();
  expect(callsTo(fetch, 'PATCH', '/api/saved-searches/11').at(-1)?.body).toEqual({ paused: true });
  await waitFor(() => expect(lastToast()?.title).toBe('Alerts paused'));
  expect(within(card).getByRole('button', { name: 'Resume alerts for “Weekend 911”' })).toBeTruthy();
});

test('a change the server refuses is undone, with a notice', async () => {
  dashboardApi([porsche], {
    'PATCH /api/saved-searches/11': () => fakeResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'Please try again in a moment.' }),
  });
  renderSeller('/dashboard');
  const card = await item('Weekend 911');
  await userEvent.click(within(card).getByRole('radio', { name: 'Daily' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Saved search not changed', description: 'Please try again in a moment.', variant: 'destructive' }));
  expect((within(card).getByRole('radio', { name: 'Instant' }) as HTMLInputElement).checked).toBe(true);
});

test('rename in place: an empty name is refused, Enter saves, focus goes back to Rename', async () => {
  const fetch = dashboardApi([porsche]);
  renderSeller('/dashboard');
  const card = await item('Weekend 911');
  await userEvent.click(within(card).getByRole('button', { name: 'Rename “Weekend 911”' }));
  const input = within(card).getByRole('textbox', { name: 'Name' });
  expect(document.activeElement).toBe(input);
  await userEvent.clear(input);
  await userEvent.keyboard('{Enter}');
  expect(within(card).getByText('Give your search a name')).toBeTruthy();
  expect(callsTo(fetch, 'PATCH', '/api/saved-searches/11')).toEqual([]);

  await userEvent.type(input, 'Dream 911{Enter}');
  const renamed = await item('Dream 911');
  expect(callsTo(fetch, 'PATCH', '/api/saved-searches/11')).toEqual([{ url: '/api/saved-searches/11', body: { name: 'Dream 911' } }]);
  expect(lastToast()?.title).toBe('Saved search renamed');
  await waitFor(() => expect(document.activeElement).toBe(within(renamed).getByRole('button', { name: 'Rename “Dream 911”' })));
});

test('Escape leaves the name as it was', async () => {
  const fetch = dashboardApi([porsche]);
  renderSeller('/dashboard');
  const card = await item('Weekend 911');
  await userEvent.click(within(card).getByRole('button', { name: 'Rename “Weekend 911”' }));
  await userEvent.type(within(card).getByRole('textbox', { name: 'Name' }), ' changed{Escape}');
  expect(within(card).queryByRole('textbox')).toBeNull();
  expect(within(card).getByRole('heading', { name: 'Weekend 911' })).toBeTruthy();
  expect(callsTo(fetch, 'PATCH', '/api/saved-searches/11')).toEqual([]);
});

test('delete asks first; keeping it sends nothing, confirming removes it', async () => {
  const fetch = dashboardApi([porsche, suvs]);
  renderSeller('/dashboard');
  const card = await item('Weekend 911');
  await userEvent.click(within(card).getByRole('button', { name: 'Delete “Weekend 911”' }));
  let dialog = screen.getByRole('dialog', { name: 'Delete this saved search?' });
  expect(within(dialog).getByText('“Weekend 911” and its email alerts will be deleted. This cannot be undone.')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(callsTo(fetch, 'DELETE', '/api/saved-searches/11')).toEqual([]);

  await userEvent.click(within(card).getByRole('button', { name: 'Delete “Weekend 911”' }));
  dialog = screen.getByRole('dialog', { name: 'Delete this saved search?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Weekend 911' })).toBeNull());
  expect(callsTo(fetch, 'DELETE', '/api/saved-searches/11')).toHaveLength(1);
  expect(lastToast()).toMatchObject({ title: 'Saved search deleted', description: 'You will no longer get alerts for “Weekend 911”.' });
  expect(await item('Family SUV')).toBeTruthy();
});

test('a list that cannot be loaded offers to try again', async () => {
  let fail = true;
  dashboardApi([porsche], {
    'GET /api/saved-searches': () =>
      fail ? fakeResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }) : fakeResponse(200, { savedSearches: [porsche] }),
  });
  renderSeller('/dashboard');
  const region = await section();
  const alert = await within(region).findByRole('alert', {}, { timeout: 15_000 });
  expect(alert.textContent).toContain('Your saved searches could not be loaded.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await item('Weekend 911')).toBeTruthy();
});

test('a session that ended meanwhile: the change is not kept and sign-in follows', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  dashboardApi([porsche], { 'PATCH /api/saved-searches/11': () => fakeResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in' }) });
  renderSeller('/dashboard');
  const card = await item('Weekend 911');
  await userEvent.click(within(card).getByRole('button', { name: 'Pause alerts for “Weekend 911”' }));
  await waitFor(() => expect(lastToast()?.title).toBe('Unauthorized'));
  jest.advanceTimersByTime(600);
  expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fdashboard&reason=signed-out');
  expect(within(card).queryByText('Paused')).toBeNull();
  jest.useRealTimers();
});
