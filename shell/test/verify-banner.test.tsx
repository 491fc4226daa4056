import { ACCOUNT_COPY, API } from '@rl/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN, unverifiedJane } from './support/account';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores, setSession } from './support/render-app';
import { jane } from './support/users';

beforeEach(() => {
  resetStores();
  window.sessionStorage.clear();
});

const banner = () => screen.queryByRole('region', { name: 'Email confirmation' });

test('an unconfirmed user sees the banner above the page content, inside <main>', async () => {
  renderApp('/faq', unverifiedJane);
  const shown = await screen.findByRole('region', { name: 'Email confirmation' });
  expect(shown.textContent).toContain(ACCOUNT_COPY.verifyBanner);
  const main = screen.getByRole('main');
  expect(main.contains(shown)).toBe(true);
  const h1 = await screen.findByRole('heading', { level: 1 });
  expect(shown.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test.each([
  ['a visitor', 'visitor' as const],
  ['a confirmed user', jane],
  ['an unknown session', 'unknown' as const],
])('%s: nothing at all in its place', async (_, session) => {
  renderApp('/faq', session);
  await screen.findByRole('heading', { level: 1 });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(banner()).toBeNull();
  expect(screen.getByRole('main').firstElementChild?.textContent).not.toContain(ACCOUNT_COPY.verifyBanner);
});

test('not on the confirmation page', async () => {
  mockFetchRoutes({ [`POST ${API.verifyEmail}`]: () => new Promise(() => {}) });
  renderApp(`/verify-email?token=${TOKEN}`, unverifiedJane);
  await screen.findByRole('heading', { level: 1, name: 'Confirm Email' });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(banner()).toBeNull();
});

test('Resend link POSTs for a new link and says it was sent', async () => {
  const fetch = mockFetchRoutes({
    [`POST ${API.resendVerification}`]: () => fakeResponse(200, { message: ACCOUNT_COPY.verificationSent }),
  });
  renderApp('/faq', unverifiedJane);
  await screen.findByRole('region', { name: 'Email confirmation' });
  await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
  expect(await screen.findByText(ACCOUNT_COPY.verificationSent)).toBeTruthy();
  expect(fetch).toHaveBeenCalledWith(API.resendVerification, expect.objectContaining({ method: 'POST' }));
  expect(screen.getByRole('button', { name: 'Link sent' })).toHaveProperty('disabled', true);
});

test('dismissed: gone for the rest of the session (sessionStorage), also after a reload', async () => {
  const first = renderApp('/faq', unverifiedJane);
  await screen.findByRole('region', { name: 'Email confirmation' });
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss the reminder' }));
  expect(banner()).toBeNull();
  first.unmount();

  renderApp('/faq', unverifiedJane);
  await screen.findByRole('heading', { level: 1 });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(banner()).toBeNull();
});

test('goes away once the address is confirmed', async () => {
  renderApp('/faq', unverifiedJane);
  await screen.findByRole('region', { name: 'Email confirmation' });
  act(() => setSession({ ...unverifiedJane, emailVerified: true }));
  expect(banner()).toBeNull();
});
