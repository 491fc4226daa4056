import { fullPageNavigation, useSessionStore, useToastStore } from '@rl/web-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';
import { alex, jane } from './support/users';

beforeEach(resetStores);

// The desktop bar is hidden below 1024 px by CSS; jsdom does not evaluate media queries, so
// queries include hidden elements.
const hidden = { hidden: true } as const;
const mainNav = () => screen.getByLabelText('Main');
const linkTargets = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link', hidden)
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('visitor header', () => {
  test('links: Buy Cars, Sell Your Car (to /auth), How It Works', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(linkTargets(mainNav())).toEqual([
      ['Buy Cars', '/search'],
      ['Sell Your Car', '/auth'],
      ['How It Works', '/how-it-works'],
    ]);
  });

  test('buttons Sell Your Car, Sign In and Register all go to /auth; no avatar menu', async () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    for (const name of ['Sign In', 'Register']) {
      expect(within(header).getByRole('link', { name, ...hidden }).getAttribute('href')).toBe('/auth');
    }
    const sell = within(header).getAllByRole('link', { name: 'Sell Your Car', ...hidden });
    expect(sell.map((a) => a.getAttribute('href'))).toEqual(['/auth', '/auth', '/auth']);
    expect(within(header).queryByRole('button', { name: 'Account menu', ...hidden })).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard', ...hidden })).toBeNull();
  });
});

describe('signed-in header', () => {
  test('user: Buy Cars, Sell Your Car (to /create-listing), Dashboard, no Admin', async () => {
    renderApp('/', jane);
    expect(linkTargets(mainNav())).toEqual([
      ['Buy Cars', '/search'],
      ['Sell Your Car', '/create-listing'],
      ['Dashboard', '/dashboard'],
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Sign In', ...hidden })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Register', ...hidden })).toBeNull();
  });

  test('avatar menu shows first name, last name and e-mail, and Log out; no Admin Dashboard for a user', async () => {
    renderApp('/', jane);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu', ...hidden }));
    const menu = screen.getByRole('menu', hidden);
    expect(within(menu).getByText('Jane Carter')).toBeTruthy();
    expect(within(menu).getByText('jane@example.com')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Log out', ...hidden })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard', ...hidden })).toBeNull();
  });

  test('admin: Admin link and Admin Dashboard menu item', async () => {
    renderApp('/', alex);
    expect(linkTargets(mainNav())).toContainEqual(['Admin', '/admin']);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu', ...hidden }));
    const item = screen.getByRole('menuitem', { name: 'Admin Dashboard', ...hidden });
    expect(item.getAttribute('href')).toBe('/admin');
  });

  test('the red Sell Your Car button goes to /create-listing', async () => {
    renderApp('/', jane);
    const header = screen.getByRole('banner');
    const sell = within(header).getAllByRole('link', { name: 'Sell Your Car', ...hidden });
    expect(sell.every((a) => a.getAttribute('href') === '/create-listing')).toBe(true);
  });

  test('Log out: POST /api/logout, notice, signed out, back to /', async () => {
    const fetch = mockFetchRoutes({ 'POST /api/logout': () => fakeResponse(204) });
    const { router } = renderApp('/faq', jane);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu', ...hidden }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out', ...hidden }));

    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.getByText('You have been successfully signed out.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(useSessionStore.getState().status).toBe('signedOut');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('Log out from a members-only screen: "Signed out", home, no sign-in redirect', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const assign = jest.fn();
    fullPageNavigation.assign = assign;
    mockFetchRoutes({ 'POST /api/logout': () => fakeResponse(204) });
    const { router } = renderApp('/dashboard', jane);
    await screen.findByRole('heading', { name: 'Stub dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu', ...hidden }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out', ...hidden }));

    expect(await screen.findByText('Signed out')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/');
    expect(useToastStore.getState().toasts[0].title).toBe('Signed out');
    expect(assign).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  test('a failed logout keeps the session and shows "Sign out failed" with the message', async () => {
    mockFetchRoutes({ 'POST /api/logout': () => fakeResponse(500, apiError(500, 'Internal Server Error', 'Session store unavailable')) });
    renderApp('/', jane);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu', ...hidden }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out', ...hidden }));

    expect(await screen.findByText('Sign out failed')).toBeTruthy();
    expect(screen.getByText('Session store unavailable')).toBeTruthy();
    expect(useSessionStore.getState().status).toBe('signedIn');
  });
});

test('while the session is unknown, neither sign-in buttons nor the avatar show', () => {
  renderApp('/', 'unknown');
  const header = screen.getByRole('banner');
  expect(within(header).queryByRole('link', { name: 'Sign In', ...hidden })).toBeNull();
  expect(within(header).queryByRole('button', { name: 'Account menu', ...hidden })).toBeNull();
});

describe('the unread count', () => {
  test('a buyer: the count on the avatar and next to My Messages; none at zero', async () => {
    mockFetchRoutes({ 'GET /api/messages/unread': () => fakeResponse(200, { messages: 2, desk: null }) });
    renderApp('/', jane);
    const trigger = screen.getByRole('button', { name: /Account menu/, ...hidden });
    expect((await within(trigger).findByRole('status', hidden)).textContent).toBe('2');
    expect(within(screen.getByRole('button', { name: 'Open menu', ...hidden })).getByRole('status', hidden).getAttribute('aria-label')).toBe('2 unread');
    await userEvent.click(trigger);
    expect(within(screen.getByRole('menuitem', { name: /My Messages/, ...hidden })).getByLabelText('2 unread')).toBeTruthy();
  });

  test('desk staff: the leads awaiting their answer count too, shown next to Admin Dashboard', async () => {
    mockFetchRoutes({ 'GET /api/messages/unread': () => fakeResponse(200, { messages: 0, desk: 3 }) });
    renderApp('/', alex);
    const trigger = screen.getByRole('button', { name: /Account menu/, ...hidden });
    expect((await within(trigger).findByRole('status', hidden)).textContent).toBe('3');
    await userEvent.click(trigger);
    expect(within(screen.getByRole('menuitem', { name: /Admin Dashboard/, ...hidden })).getByLabelText('3 awaiting your answer')).toBeTruthy();
    expect(within(screen.getByRole('menuitem', { name: /My Messages/, ...hidden })).queryByText(/\d/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu', ...hidden }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(within(sheet).getByRole('link', { name: /^Admin/ })).getByLabelText('3 awaiting your answer')).toBeTruthy();
  });

  test('zero, or the count failing: no badge', async () => {
    const fetch = mockFetchRoutes({ 'GET /api/messages/unread': () => fakeResponse(200, { messages: 0, desk: null }) });
    renderApp('/', jane);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/messages/unread', expect.anything()));
    expect(within(screen.getByRole('banner')).queryByRole('status', hidden)).toBeNull();
  });
});
