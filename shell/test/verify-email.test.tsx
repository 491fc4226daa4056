import { ACCOUNT_COPY, API } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN, tokenRefusal, unverifiedJane } from './support/account';
import { apiError, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { screenCalls } from './support/screen-calls';
import { renderApp, resetStores } from './support/render-app';

beforeEach(() => {
  resetStores();
  window.sessionStorage.clear();
});

test('title; the token is sent once, the confirmation shown, and the session takes the confirmed user', async () => {
  const confirmed = { ...unverifiedJane, emailVerified: true };
  const fetch = mockFetchRoutes({ [`POST ${API.verifyEmail}`]: () => fakeResponse(200, confirmed) });
  renderApp(`/verify-email?token=${TOKEN}`, unverifiedJane);
  expect(await screen.findByText(ACCOUNT_COPY.verified)).toBeTruthy();
  expect(document.title).toBe('Confirm Email | Remote Listings');
  const calls = screenCalls(fetch) as [string, RequestInit][];
  expect(calls).toHaveLength(1);
  expect(calls[0]![0]).toBe(API.verifyEmail);
  expect(JSON.parse(calls[0]![1].body as string)).toEqual({ token: TOKEN });
  await waitFor(() => expect(useSessionStore.getState().user).toEqual(confirmed));
  expect(screen.getByRole('link', { name: 'Go to My Account' }).getAttribute('href')).toBe('/account');
});

test('a visitor: confirmed, and still signed out', async () => {
  mockFetchRoutes({ [`POST ${API.verifyEmail}`]: () => fakeResponse(200, { ...unverifiedJane, emailVerified: true }) });
  renderApp(`/verify-email?token=${TOKEN}`, 'visitor');
  expect(await screen.findByText(ACCOUNT_COPY.verified)).toBeTruthy();
  expect(useSessionStore.getState().status).toBe('signedOut');
});

test.each([
  ['expired', ACCOUNT_COPY.tokenExpired],
  ['used', ACCOUNT_COPY.tokenUsed],
  ['invalid', ACCOUNT_COPY.tokenInvalid],
] as const)('a refused token (%s), signed in: its message and Send a new link', async (reason, copy) => {
  const fetch = mockFetchRoutes({
    [`POST ${API.verifyEmail}`]: () => fakeResponse(400, tokenRefusal(reason)),
    [`POST ${API.resendVerification}`]: () => fakeResponse(200, { message: ACCOUNT_COPY.verificationSent }),
  });
  renderApp(`/verify-email?token=${TOKEN}`, unverifiedJane);
  expect(await screen.findByText(copy)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText(ACCOUNT_COPY.verificationSent)).toBeTruthy();
  expect((screenCalls(fetch) as [string, RequestInit][]).map(([url, init]) => `${init.method} ${url}`)).toEqual([
    `POST ${API.verifyEmail}`,
    `POST ${API.resendVerification}`,
  ]);
});

test('a refused token, visitor: no button to send a link, a way to sign in', async () => {
  mockFetchRoutes({ [`POST ${API.verifyEmail}`]: () => fakeResponse(400, tokenRefusal('expired')) });
  renderApp(`/verify-email?token=${TOKEN}`, 'visitor');
  expect(await screen.findByText(ACCOUNT_COPY.tokenExpired)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign in to get a new link' }).getAttribute('href')).toBe('/auth?next=%2Faccount');
});

test('a malformed token: not valid, the server is not asked', async () => {
  const fetch = mockFetchRoutes({});
  renderApp('/verify-email?token=abc', unverifiedJane);
  expect(await screen.findByText(ACCOUNT_COPY.tokenInvalid)).toBeTruthy();
  expect(screenCalls(fetch)).toEqual([]);
});

test('another failure: its message and Try again, which sends the token again', async () => {
  let answer = fakeResponse(503, apiError(503, 'Service Unavailable', 'The account service is unavailable'));
  const fetch = mockFetchRoutes({ [`POST ${API.verifyEmail}`]: () => answer });
  renderApp(`/verify-email?token=${TOKEN}`, 'visitor');
  expect(await screen.findByText('The account service is unavailable')).toBeTruthy();
  answer = fakeResponse(200, { ...unverifiedJane, emailVerified: true });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(ACCOUNT_COPY.verified)).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(2);
});
