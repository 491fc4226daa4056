import { ACCOUNT_COPY, ACCOUNT_PAGES, API } from '@rl/contracts';
import { fullPageNavigation, useSessionStore, useToastStore } from '@rl/web-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, fieldRefusal, unverifiedJane } from './support/account';
import { apiError, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';
import { jane } from './support/users';
import { appRoutes } from '../src/app/routes';

beforeEach(() => {
  resetStores();
  window.sessionStorage.clear();
});

const openAccount = async (user = jane) => {
  const view = renderApp('/account', user);
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return view;
};
const section = (name: string) => screen.getByRole('region', { name });
const form = (name: string) => screen.getByRole('form', { name });
/** No request changed anything (reading the list of sessions is all). */
const expectNothingSent = (fetch: jest.Mock) =>
  expect(fetch.mock.calls.filter((c) => ((c[1] as RequestInit | undefined)?.method ?? 'GET') !== 'GET')).toEqual([]);
/** The body of the one request with a body (the page also reads its list of sessions). */
const bodyOf = (fetch: jest.Mock) => {
  const sent = fetch.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.body !== undefined);
  expect(sent).toHaveLength(1);
  return JSON.parse((sent[0]![1] as RequestInit).body as string);
};

test('a visitor is told and sent to sign in (with next and reason)', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const assign = jest.fn();
  fullPageNavigation.assign = assign;
  renderApp('/account', 'visitor');
  await waitFor(() => expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Unauthorized', variant: 'destructive' }));
  await act(() => jest.advanceTimersByTimeAsync(600));
  // jsdom's own location stays at /: the memory router does not move it
  expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?next=%2F[^&]*&reason=signed-out$/));
  expect(screen.queryByRole('heading', { name: 'My Account' })).toBeNull();
  jest.useRealTimers();
});

test('the shell has the pages that mails link to', () => {
  const paths = appRoutes[0].children?.map((r) => r.path);
  for (const page of [ACCOUNT_PAGES.account, ACCOUNT_PAGES.resetPassword, ACCOUNT_PAGES.verifyEmail]) expect(paths).toContain(page);
  expect(ACCOUNT_PAGES.forgotPassword).toBe('/auth?mode=forgot');
});

test('title, one h1, and the seven sections', async () => {
  await openAccount();
  expect(document.title).toBe('My Account | Remote Listings');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  for (const name of ['Profile', 'Email', 'Password', "Where you're signed in", 'Saved searches', 'Your data', 'Delete account']) expect(section(name)).toBeTruthy();
});

test('lists the saved searches, each with its alerts and a link to its results, and where to manage them', async () => {
  mockFetchRoutes({
    'GET /api/saved-searches': () => fakeResponse(200, { savedSearches: [
      { id: 7, name: 'Weekend 911', filters: { make: 'Porsche', maxPrice: '100000' }, frequency: 'daily', paused: false, createdAt: '2026-11-24T10:00:00.000Z' },
      { id: 5, name: 'Family SUV', filters: { bodyType: 'SUV' }, frequency: 'instant', paused: true, createdAt: '2026-11-20T10:00:00.000Z' },
    ] }),
  });
  await openAccount();
  expect(document.querySelector('nav[aria-label="Account sections"] a[href="#saved-searches"]')?.textContent).toBe('Saved searches');
  const saved = within(section('Saved searches'));
  const items = (await saved.findByRole('list', { name: 'Your saved searches' })).querySelectorAll('li');
  expect([...items].map((li) => li.querySelector('strong')?.textContent)).toEqual(['Weekend 911', 'Family SUV']);
  expect(items[0]!.textContent).toContain('Porsche · up to $100,000');
  expect(items[0]!.textContent).toContain('Daily alerts');
  expect(items[1]!.textContent).toContain('Alerts paused');
  expect(saved.getByRole('link', { name: 'Show results of Weekend 911' }).getAttribute('href')).toBe('/search?make=Porsche&maxPrice=100000');
  expect(saved.getByRole('link', { name: 'Saved searches on your dashboard' }).getAttribute('href')).toBe('/dashboard#saved-searches');
});

test('no saved searches: says how to save one', async () => {
  mockFetchRoutes({ 'GET /api/saved-searches': () => fakeResponse(200, { savedSearches: [] }) });
  await openAccount();
  expect(await within(section('Saved searches')).findByText(/No saved searches yet/)).toBeTruthy();
});

describe('Profile', () => {
  test('starts from the user, PATCHes the names, and the session takes the answer', async () => {
    const saved = { ...jane, firstName: 'Janet', lastName: null };
    const fetch = mockFetchRoutes({ [`PATCH ${API.account}`]: () => fakeResponse(200, saved) });
    await openAccount();
    const f = within(form('Profile'));
    expect((f.getByLabelText('First name') as HTMLInputElement).value).toBe('Jane');
    await userEvent.clear(f.getByLabelText('First name'));
    await userEvent.type(f.getByLabelText('First name'), 'Janet');
    await userEvent.clear(f.getByLabelText('Last name'));
    await userEvent.click(f.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText(ACCOUNT_COPY.profileSaved)).toBeTruthy();
    expect(bodyOf(fetch)).toEqual({ firstName: 'Janet', lastName: null });
    expect(useSessionStore.getState().user).toEqual(saved);
  });

  test("the server's field problems show at their fields", async () => {
    mockFetchRoutes({ [`PATCH ${API.account}`]: () => fakeResponse(400, fieldRefusal({ lastName: 'Last name must be a single line' })) });
    await openAccount();
    const f = within(form('Profile'));
    await userEvent.click(f.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(errorOf(f.getByLabelText('Last name'))).toBe('Last name must be a single line'));
    expect(f.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(f.getByLabelText('First name'))).toBeUndefined();
  });
});

describe('Email', () => {
  test('a confirmed address: shown as confirmed, no resend button', async () => {
    await openAccount();
    const s = within(section('Email'));
    expect(s.getByText('jane@example.com')).toBeTruthy();
    expect(s.getByText('Confirmed')).toBeTruthy();
    expect(s.queryByRole('button', { name: 'Resend confirmation link' })).toBeNull();
  });

  test('an unconfirmed address: Resend confirmation link POSTs and says so', async () => {
    const fetch = mockFetchRoutes({
      [`POST ${API.resendVerification}`]: () => fakeResponse(200, { message: ACCOUNT_COPY.verificationSent }),
    });
    await openAccount(unverifiedJane);
    const s = within(section('Email'));
    expect(s.getByText('Not confirmed')).toBeTruthy();
    await userEvent.click(s.getByRole('button', { name: 'Resend confirmation link' }));
    expect(await screen.findAllByText(ACCOUNT_COPY.verificationSent)).not.toHaveLength(0);
    expect(fetch).toHaveBeenCalledWith(API.resendVerification, expect.objectContaining({ method: 'POST' }));
  });

  test("change of address: email and current password sent, the server's message shown", async () => {
    const message = ACCOUNT_COPY.emailChangeSent('new@example.com');
    const fetch = mockFetchRoutes({ [`POST ${API.changeEmail}`]: () => fakeResponse(200, { message }) });
    await openAccount();
    const f = within(form('Change email'));
    await userEvent.type(f.getByLabelText('New email'), 'new@example.com');
    await userEvent.type(f.getByLabelText('Current password'), 'secret123');
    await userEvent.click(f.getByRole('button', { name: 'Change email' }));
    expect(await f.findByText(message)).toBeTruthy();
    expect(bodyOf(fetch)).toEqual({ email: 'new@example.com', currentPassword: 'secret123' });
  });

  test('field problems from the server show at the fields; nothing is sent for an invalid address', async () => {
    const fetch = mockFetchRoutes({
      [`POST ${API.changeEmail}`]: () =>
        fakeResponse(400, fieldRefusal({ email: 'That address is already in use', currentPassword: 'The password is not right' })),
    });
    await openAccount();
    const f = within(form('Change email'));
    await userEvent.type(f.getByLabelText('New email'), 'not-an-address');
    await userEvent.click(f.getByRole('button', { name: 'Change email' }));
    expect(errorOf(f.getByLabelText('New email'))).toBe('Email must be a valid email address');
    expect(errorOf(f.getByLabelText('Current password'))).toBe('Current password is required');
    expectNothingSent(fetch);

    await userEvent.clear(f.getByLabelText('New email'));
    await userEvent.type(f.getByLabelText('New email'), 'taken@example.com');
    await userEvent.type(f.getByLabelText('Current password'), 'wrong-one');
    await userEvent.click(f.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(errorOf(f.getByLabelText('New email'))).toBe('That address is already in use'));
    expect(errorOf(f.getByLabelText('Current password'))).toBe('The password is not right');
  });
});

describe('Password', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    const f = within(form('Change password'));
    await userEvent.type(f.getByLabelText('Current password'), current);
    await userEvent.type(f.getByLabelText('New password'), next);
    await userEvent.type(f.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(f.getByRole('button', { name: 'Change password' }));
    return f;
  };

  test('the confirmation must match; nothing is sent otherwise', async () => {
    const fetch = mockFetchRoutes({});
    await openAccount();
    const f = await fill('secret123', 'brand-new', 'brand-nwe');
    expect(errorOf(f.getByLabelText('Confirm new password'))).toBe('The passwords do not match');
    expectNothingSent(fetch);
  });

  test("success: both passwords sent, the server's message shown, fields emptied", async () => {
    const fetch = mockFetchRoutes({
      [`POST ${API.changePassword}`]: () => fakeResponse(200, { message: ACCOUNT_COPY.passwordChanged }),
    });
    await openAccount();
    const f = await fill('secret123', 'brand-new', 'brand-new');
    expect(await f.findByText(ACCOUNT_COPY.passwordChanged)).toBeTruthy();
    expect(bodyOf(fetch)).toEqual({ currentPassword: 'secret123', newPassword: 'brand-new' });
    expect((f.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  test('a wrong current password shows at its field; other failures as an alert', async () => {
    let answer = fakeResponse(400, fieldRefusal({ currentPassword: 'The current password is not right' }));
    mockFetchRoutes({ [`POST ${API.changePassword}`]: () => answer });
    await openAccount();
    const f = await fill('wrong', 'brand-new', 'brand-new');
    await waitFor(() => expect(errorOf(f.getByLabelText('Current password'))).toBe('The current password is not right'));

    answer = fakeResponse(429, apiError(429, 'Too Many Requests', 'Too many attempts. Try again in a minute.'));
    await userEvent.click(f.getByRole('button', { name: 'Change password' }));
    expect((await f.findByRole('alert')).textContent).toBe('Too many attempts. Try again in a minute.');
  });
});

test('Download my data: GET the export, saved as remote-listings-data-<date>.json through a Blob URL', async () => {
  const exported = { exportedAt: '2026-03-09T10:00:00.000Z', account: { id: 'u-1' }, listings: [], inquiriesSent: [], savedSearches: [] };
  const fetch = mockFetchRoutes({ [`GET ${API.exportData}`]: () => fakeResponse(200, exported) });
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  try {
    await openAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const today = new Date();
    const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
    expect(clicked[0].download).toBe(`remote-listings-data-${date}.json`);
    expect(clicked[0].getAttribute('href')).toBe('blob:export');
    expect(fetch).toHaveBeenCalledWith(API.exportData, expect.objectContaining({ method: 'GET', credentials: 'include' }));
    expect(blobs[0].type).toBe('application/json');
    expect(JSON.parse(await readBlob(blobs[0]))).toEqual(exported);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export'));
  } finally {
    click.mockRestore();
  }
});

describe('Delete account', () => {
  const openDialog = async () => {
    await userEvent.click(within(section('Delete account')).getByRole('button', { name: 'Delete my account' }));
    return within(screen.getByRole('dialog', { name: 'Delete your account?' }));
  };

  test('asks for the password first; a wrong one shows at the field and nothing else happens', async () => {
    const fetch = mockFetchRoutes({
      [`POST ${API.deleteAccount}`]: () => fakeResponse(400, fieldRefusal({ currentPassword: 'The password is not right' })),
    });
    await openAccount();
    const d = await openDialog();
    await userEvent.click(d.getByRole('button', { name: 'Delete account' }));
    expect(errorOf(d.getByLabelText('Password'))).toBe('Current password is required');
    expectNothingSent(fetch);

    await userEvent.type(d.getByLabelText('Password'), 'wrong');
    await userEvent.click(d.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(errorOf(d.getByLabelText('Password'))).toBe('The password is not right'));
    expect(useSessionStore.getState().status).toBe('signedIn');

    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('confirmed: POST with the password, session cleared, home, notice, no sign-in redirect', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const assign = jest.fn();
    fullPageNavigation.assign = assign;
    const fetch = mockFetchRoutes({ [`POST ${API.deleteAccount}`]: () => fakeResponse(204) });
    const { router } = await openAccount();
    const d = await openDialog();
    await userEvent.type(d.getByLabelText('Password'), 'secret123');
    await userEvent.click(d.getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText(ACCOUNT_COPY.accountDeleted)).toBeTruthy();
    expect(bodyOf(fetch)).toEqual({ currentPassword: 'secret123' });
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
    expect(router.state.location.pathname).toBe('/');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(assign).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts[0].description).toBe(ACCOUNT_COPY.accountDeleted);
    jest.useRealTimers();
  });
});

describe('navigation', () => {
  test('My Account in the avatar menu and the mobile sheet', async () => {
    const { router } = renderApp('/faq', jane);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu', hidden: true }));
    expect(screen.getByRole('menuitem', { name: 'My Account', hidden: true }).getAttribute('href')).toBe('/account');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'My Account' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
  });

  test('visitors have no My Account link', () => {
    renderApp('/faq', 'visitor');
    expect(screen.queryByRole('link', { name: 'My Account', hidden: true })).toBeNull();
  });
});

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('Where you are signed in', () => {
  const laptop = { id: 'aaaaaaaaaaaaaaaa', browser: 'Chrome 156 on Linux', address: '203.0.113.10', signedInAt: '2026-11-20T09:00:00.000Z', lastSeenAt: new Date().toISOString(), current: true };
  const phone = { id: 'bbbbbbbbbbbbbbbb', browser: 'Safari 18 on iOS', address: '198.51.100.20', signedInAt: '2026-11-02T18:00:00.000Z', lastSeenAt: '2026-11-25T12:00:00.000Z', current: false };

  test('lists each device with where and when, marks this one, and signs another out', async () => {
    let sessions = [laptop, phone];
    const fetch = mockFetchRoutes({
      [`GET ${API.accountSessions}`]: () => fakeResponse(200, { sessions }),
      [`DELETE ${API.accountSession(phone.id)}`]: () => {
        sessions = [laptop];
        return fakeResponse(200, { ended: 1 });
      },
    });
    await openAccount();
    const s = within(section("Where you're signed in"));
    expect(await s.findByText('Safari 18 on iOS')).toBeTruthy();
    expect(s.getByText('This device')).toBeTruthy();
    expect(s.getByText('198.51.100.20 · signed in Nov 2, 2026')).toBeTruthy();
    expect(s.getByText('Last active Nov 25, 2026')).toBeTruthy();
    // only other devices can be signed out from here
    expect(s.getAllByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveLength(1);
    await userEvent.click(s.getByRole('button', { name: 'Sign out Safari 18 on iOS at 198.51.100.20' }));
    await waitFor(() => expect(s.queryByText('Safari 18 on iOS')).toBeNull());
    expect(fetch.mock.calls.map((c) => `${(c[1] as RequestInit | undefined)?.method ?? 'GET'} ${c[0]}`)).toContain(`DELETE ${API.accountSession(phone.id)}`);
    expect(s.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  test('signs out everywhere else at once and says how many', async () => {
    let sessions = [laptop, phone, { ...phone, id: 'cccccccccccccccc', browser: 'Firefox 140 on Windows' }];
    mockFetchRoutes({
      [`GET ${API.accountSessions}`]: () => fakeResponse(200, { sessions }),
      [`DELETE ${API.accountSessions}`]: () => {
        sessions = [laptop];
        return fakeResponse(200, { ended: 2 });
      },
    });
    await openAccount();
    const s = within(section("Where you're signed in"));
    await userEvent.click(await s.findByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Signed out everywhere else', description: '2 other sessions were signed out.' }));
    await waitFor(() => expect(s.queryByText('Firefox 140 on Windows')).toBeNull());
  });
});
