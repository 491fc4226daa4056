import { useSessionStore } from '@rl/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { screenCalls } from './support/screen-calls';
import { renderApp, resetStores } from './support/render-app';
import { jane } from './support/users';

beforeEach(resetStores);

const openSheet = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
};

test('visitor sheet: same links, guest profile, Sign In and Register', async () => {
  renderApp('/');
  const sheet = await openSheet();
  const links = within(sheet).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['Buy Cars', '/search'],
    ['Sell Your Car', '/auth'],
    ['How It Works', '/how-it-works'],
    ['Sign In', '/auth'],
    ['Register', '/auth'],
  ]);
  expect(within(sheet).queryByRole('button', { name: /sign out/i })).toBeNull();
});

test('picking a link closes the sheet and navigates', async () => {
  const { router } = renderApp('/');
  const sheet = await openSheet();
  await userEvent.click(within(sheet).getByRole('link', { name: 'Buy Cars' }));
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  expect(router.state.location.pathname).toBe('/search');
  expect(await screen.findByRole('heading', { name: 'Stub search' })).toBeTruthy();
});

test('Escape and the close button close the sheet', async () => {
  renderApp('/');
  await openSheet();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  await openSheet();
  await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('signed-in sheet: profile block with name and e-mail, Dashboard link, Sign Out', async () => {
  const fetch = mockFetchRoutes({ 'POST /api/logout': () => fakeResponse(204) });
  renderApp('/faq', jane);
  const sheet = await openSheet();
  expect(within(sheet).getByText('Jane Carter')).toBeTruthy();
  expect(within(sheet).getByText('jane@example.com')).toBeTruthy();
  expect(within(sheet).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  expect(within(sheet).queryByRole('link', { name: 'Sign In' })).toBeNull();

  await userEvent.click(within(sheet).getByRole('button', { name: 'Sign Out' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await screen.findByText('Signed out')).toBeTruthy();
  expect(screenCalls(fetch)).toHaveLength(1);
  await waitFor(() => expect(useSessionStore.getState().status).toBe('signedOut'));
});

test('the sheet keeps keyboard focus inside it (Tab and Shift+Tab wrap round)', async () => {
  renderApp('/');
  const sheet = await openSheet();
  const close = within(sheet).getByRole('button', { name: 'Close menu' });
  const register = within(sheet).getByRole('link', { name: 'Register' });
  expect(document.activeElement).toBe(close);
  await userEvent.tab({ shift: true });
  expect(document.activeElement).toBe(register);
  await userEvent.tab();
  expect(document.activeElement).toBe(close);
  for (let i = 0; i < 10; i++) {
    await userEvent.tab();
    expect(sheet.contains(document.activeElement)).toBe(true);
  }
});
