import { API } from '@rl/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';

beforeEach(() => resetStores());

const TOKEN = `51.1796692684.${'A'.repeat(43)}`;
const POST = `POST ${API.stillAvailable}`;
const result = (outcome: string) => ({ outcome, vehicleId: 51, title: '2023 Lotus Emira', expiresAt: '2027-02-23T12:00:00.000Z' });

test('confirmed: the token is sent once, without a session; the page says until when the listing stays on sale', async () => {
  const fetch = mockFetchRoutes({ [POST]: () => fakeResponse(200, result('confirmed')) });
  renderApp(`/still-available?token=${TOKEN}`, 'visitor');
  expect(await screen.findByText('Your 2023 Lotus Emira stays on sale until February 23, 2027.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Thanks for confirming' })).toBeTruthy();
  expect(document.title).toBe('Still Available | Remote Listings');
  const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0][1].body)).toEqual({ token: TOKEN });
  expect(screen.getByRole('link', { name: 'See the listing' }).getAttribute('href')).toBe('/vehicles/51');
  expect(screen.getByRole('link', { name: 'Go to my dashboard' }).getAttribute('href')).toBe('/dashboard');
});

test.each([
  ['renewed', 'Your listing is back on sale', 'Your 2023 Lotus Emira is back in search until February 23, 2027.'],
  ['already', 'Already confirmed', 'Your 2023 Lotus Emira stays on sale until February 23, 2027.'],
])('%s', async (outcome, title, text) => {
  mockFetchRoutes({ [POST]: () => fakeResponse(200, result(outcome)) });
  renderApp(`/still-available?token=${TOKEN}`, 'visitor');
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getByText(text)).toBeTruthy();
});

test('a sold listing (409): the server\'s reason, no retry, the way to the dashboard', async () => {
  mockFetchRoutes({ [POST]: () => fakeResponse(409, { statusCode: 409, error: 'Conflict', message: 'This listing is marked as sold, so it cannot be confirmed' }) });
  renderApp(`/still-available?token=${TOKEN}`, 'visitor');
  expect((await screen.findByRole('alert')).textContent).toContain('This listing is marked as sold, so it cannot be confirmed');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toBeTruthy();
});

test.each([
  ['no token', '/still-available'],
  ['a mangled token', '/still-available?token=51.short'],
])('%s: nothing is sent, the bad-link message', async (_case, path) => {
  const fetch = mockFetchRoutes({});
  renderApp(path, 'visitor');
  expect((await screen.findByRole('alert')).textContent).toContain('This link does not work.');
  expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
});

test('a link the server refuses (400 naming token): the bad-link message', async () => {
  mockFetchRoutes({ [POST]: () => fakeResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', fields: [{ field: 'token', message: 'This listing no longer exists' }] }) });
  renderApp(`/still-available?token=${TOKEN}`, 'visitor');
  expect((await screen.findByRole('alert')).textContent).toContain('This link does not work.');
});

test('the service not answering: its message, and the same link can be tried again', async () => {
  let down = true;
  mockFetchRoutes({
    [POST]: () => (down
      ? fakeResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'The service is busy. Please try again in a moment.' })
      : fakeResponse(200, result('confirmed'))),
  });
  renderApp(`/still-available?token=${TOKEN}`, 'visitor');
  expect((await screen.findByRole('alert')).textContent).toContain('The service is busy');
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Thanks for confirming' })).toBeTruthy();
});
