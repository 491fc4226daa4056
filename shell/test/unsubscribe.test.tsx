import { API } from '@rl/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';

beforeEach(() => resetStores());

const TOKEN = `ss.42.${'A'.repeat(43)}`;
const POST = `POST ${API.alertsUnsubscribe}`;
const badToken = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'Validation failed',
  fields: [{ field: 'token', message: 'token is not a valid unsubscribe link' }],
};

test('opening the link sends nothing (a mail scanner opens links): the page asks for one click', async () => {
  const fetch = mockFetchRoutes({ [POST]: () => fakeResponse(200, { unsubscribed: 'saved-search', name: 'Weekend 911' }) });
  renderApp(`/unsubscribe?token=${TOKEN}`, 'visitor');
  expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  expect(screen.getByText('Stop the email alerts this link came with? Press Unsubscribe to confirm.')).toBeTruthy();
  await new Promise((r) => setTimeout(r, 100));
  expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  expect(screen.getByRole('link', { name: 'Manage your alerts' }).getAttribute('href')).toBe('/dashboard#saved-searches');
});

test('a saved search: one click sends the token once, without a session, and the page names what was stopped', async () => {
  const fetch = mockFetchRoutes({ [POST]: () => fakeResponse(200, { unsubscribed: 'saved-search', name: 'Weekend 911' }) });
  renderApp(`/unsubscribe?token=${TOKEN}`, 'visitor');
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText('You will no longer get alerts for “Weekend 911”.')).toBeTruthy();
  expect(document.title).toBe('Unsubscribe | Remote Listings');
  expect(screen.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
  const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0][1].body)).toEqual({ token: TOKEN });
  expect(screen.getByRole('link', { name: 'Manage your alerts' }).getAttribute('href')).toBe('/dashboard#saved-searches');
});

test('price-drop alerts', async () => {
  mockFetchRoutes({ [POST]: () => fakeResponse(200, { unsubscribed: 'price-drops' }) });
  renderApp(`/unsubscribe?token=pd.u-1.${'b'.repeat(43)}`, 'visitor');
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText('You will no longer get price-drop alerts for your saved vehicles.')).toBeTruthy();
});

test('a link the server refuses: a clear message and the way to the dashboard', async () => {
  mockFetchRoutes({ [POST]: () => fakeResponse(400, badToken) });
  renderApp(`/unsubscribe?token=${TOKEN}`, 'visitor');
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect((await screen.findByRole('alert')).textContent).toContain('This unsubscribe link does not work.');
  expect(screen.getByRole('link', { name: 'Manage your alerts' }).getAttribute('href')).toBe('/dashboard#saved-searches');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test.each([
  ['no token', '/unsubscribe'],
  ['a mangled token', '/unsubscribe?token=ss.42.short'],
])('%s: nothing is sent, the same message', async (_case, path) => {
  const fetch = mockFetchRoutes({});
  renderApp(path, 'visitor');
  expect((await screen.findByRole('alert')).textContent).toContain('This unsubscribe link does not work.');
  expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
});

test('the service not answering: its message, and the same link can be tried again', async () => {
  let down = true;
  const fetch = mockFetchRoutes({
    [POST]: () =>
      down
        ? fakeResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'The service is busy. Please try again in a moment.' })
        : fakeResponse(200, { unsubscribed: 'saved-search', name: 'Family SUV' }),
  });
  renderApp(`/unsubscribe?token=${TOKEN}`, 'visitor');
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect((await screen.findByRole('alert')).textContent).toContain('The service is busy. Please try again in a moment.');
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('You will no longer get alerts for “Family SUV”.')).toBeTruthy();
  expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
});
