import type { User } from '@rl/contracts';
import { fullPageNavigation, useSessionStore } from '@rl/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { userFixture } from '@rl/web-build/jest/user-fixtures';
import { renderAt, resetStores, toasts } from './support/render';
import { vehicles } from './support/vehicles';

const buyer: User = userFixture({ id: 'u-buyer', email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' });

const pageApis = [
  route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: vehicles(2), total: 2 })),
  route('GET', '/api/vehicles/featured', () => fakeResponse(200, [])),
  route('GET', '/api/vehicles/recent', () => fakeResponse(200, [])),
  route('GET', '/api/catalog/models', () => fakeResponse(200, { make: 'Porsche', models: ['911', 'Cayenne'] })),
];

type SavedBody = { name: string; filters: Record<string, unknown>; frequency: string };
const savedAnswer = (body: SavedBody) =>
  fakeResponse(201, { id: 7, paused: false, createdAt: '2026-11-24T10:00:00.000Z', ...body });

const SEARCH = '/search?make=Porsche&maxPrice=100000&features=Heated+Seats&sortBy=price_asc&limit=60';

beforeEach(() => {
  resetStores();
  delete (window as { matchMedia?: unknown }).matchMedia;
  useSessionStore.setState({ status: 'signedIn', user: buyer });
});

async function openDialog() {
  // the search screen loads on demand: the first render of a run can take a while
  await userEvent.click(await screen.findByRole('button', { name: 'Save search' }, { timeout: 20_000 }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

test('a signed-in buyer saves the search with its filters, a suggested name and daily alerts', async () => {
  const { calls } = mockFetch(
    ...pageApis,
    route('POST', '/api/saved-searches', ({ body }) => savedAnswer(body as SavedBody)),
  );
  renderAt(SEARCH);
  const dialog = await openDialog();
  const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
  expect(name.value).toBe('Porsche, up to $100,000, Heated Seats');
  expect(document.activeElement).toBe(name);
  expect(within(dialog).getByText('Porsche · up to $100,000 · Heated Seats')).toBeTruthy();
  expect((within(dialog).getByRole('radio', { name: /Instant/ }) as HTMLInputElement).checked).toBe(true);

  await userEvent.clear(name);
  await userEvent.type(name, 'Weekend 911');
  await userEvent.click(within(dialog).getByRole('radio', { name: /Daily/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const posts = calls.filter((c) => c.method === 'POST').map(({ url, body }) => ({ url, body }));
  // the page size of this visit is not part of the saved search; a chosen sort is
  expect(posts).toEqual([
    {
      url: '/api/saved-searches',
      body: {
        name: 'Weekend 911',
        filters: { make: 'Porsche', maxPrice: '100000', features: ['Heated Seats'], sortBy: 'price_asc' },
        frequency: 'daily',
      },
    },
  ]);
  expect(toasts()).toEqual([
    {
      title: 'Search saved',
      description: 'We will email you about new matches for “Weekend 911”. Manage your saved searches in My Account.',
      variant: 'default',
    },
  ]);
});

test('once saved, the button reads "Saved" and leads to the saved searches in My Account; a search already saved reads "Saved" at once', async () => {
  let mine: unknown[] = [];
  mockFetch(
    ...pageApis,
    route('GET', '/api/saved-searches', () => fakeResponse(200, { savedSearches: mine })),
    route('POST', '/api/saved-searches', ({ body }) => {
      mine = [{ id: 7, paused: false, createdAt: '2026-11-24T10:00:00.000Z', ...(body as SavedBody) }];
      return savedAnswer(body as SavedBody);
    }),
  );
  const { unmount } = renderAt('/search?make=Porsche&maxPrice=100000');
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
  const saved = await screen.findByRole('link', { name: 'Saved' });
  expect(saved.getAttribute('href')).toBe('/account#saved-searches');
  expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
  unmount();

  // the same search, its parameters in another order and case: already saved
  const again = renderAt('/search?maxPrice=100000&make=porsche');
  expect(await screen.findByRole('link', { name: 'Saved' }, { timeout: 20_000 })).toBeTruthy();
  again.unmount();
  // another search is not
  renderAt('/search?make=Porsche&maxPrice=90000');
  expect(await screen.findByRole('button', { name: 'Save search' }, { timeout: 20_000 })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Saved' })).toBeNull());
});

test('an empty name is refused before anything is sent; a name the server refuses is shown at the field', async () => {
  const { calls } = mockFetch(
    ...pageApis,
    route('POST', '/api/saved-searches', () =>
      fakeResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', fields: [{ field: 'name', message: 'Name must be a single line' }] }),
    ),
  );
  renderAt('/search?make=BMW');
  const dialog = await openDialog();
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  await userEvent.clear(name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
  expect(within(dialog).getByText('Give your search a name')).toBeTruthy();
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

  await userEvent.type(name, 'BMW');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
  expect(await within(dialog).findByText('Name must be a single line')).toBeTruthy();
  expect(screen.getByRole('dialog')).toBeTruthy();
});

test('a refusal such as the limit of saved searches is a notice, and the dialog stays open to try again', async () => {
  mockFetch(
    ...pageApis,
    route('POST', '/api/saved-searches', () =>
      fakeResponse(409, { statusCode: 409, error: 'Conflict', message: 'You can keep at most 25 saved searches. Delete one to save another.' }),
    ),
  );
  renderAt('/search?make=BMW');
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
  await waitFor(() =>
    expect(toasts()).toEqual([
      { title: 'Search not saved', description: 'You can keep at most 25 saved searches. Delete one to save another.', variant: 'destructive' },
    ]),
  );
  expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeTruthy();
});

test('a visitor is invited to sign in and comes back to the same search', async () => {
  useSessionStore.setState({ status: 'signedOut', user: null });
  const assign = jest.spyOn(fullPageNavigation, 'assign').mockImplementation(() => {});
  const { calls } = mockFetch(...pageApis);
  renderAt('/search?make=Porsche&model=911');
  const dialog = await openDialog();
  expect(within(dialog).getByText(/Sign in or create a free account to save this search/)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fsearch%3Fmake%3DPorsche%26model%3D911&reason=save-search');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  assign.mockRestore();
});

test('while the session is still being checked the button waits', async () => {
  useSessionStore.setState({ status: 'unknown', user: null });
  mockFetch(...pageApis);
  renderAt('/search');
  expect((await screen.findByRole('button', { name: 'Save search' }, { timeout: 20_000 }) as HTMLButtonElement).disabled).toBe(true);
});

test('the simple search saves its filters too, without the view', async () => {
  const { calls } = mockFetch(
    ...pageApis,
    route('POST', '/api/saved-searches', ({ body }) => savedAnswer(body as SavedBody)),
  );
  renderAt('/search?view=simple&make=Porsche&model=911');
  const dialog = await openDialog();
  expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Porsche 911');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    { name: 'Porsche 911', filters: { make: 'Porsche', model: '911' }, frequency: 'instant' },
  ]));
});
