import { ACCOUNT_COPY, API } from '@rl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, fieldRefusal, TOKEN, tokenRefusal } from './support/account';
import { apiError, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';

beforeEach(resetStores);

const forgotForm = () => within(screen.getByRole('form', { name: 'Forgot password' }));
const askForLink = async (email: string) => {
  const f = forgotForm();
  await userEvent.type(f.getByLabelText('Email'), email);
  await userEvent.click(f.getByRole('button', { name: /Send/ }));
};

describe('forgot password on /auth', () => {
  test("'Forgot password?' under the sign-in form opens the form (/auth?mode=forgot); Back to sign in returns", async () => {
    const { router } = renderApp('/auth');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(within(screen.getByRole('form', { name: 'Sign In' })).getByRole('link', { name: 'Forgot password?' })).toBe(link);
    await userEvent.click(link);
    expect(router.state.location.search).toBe('?mode=forgot');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(forgotForm().getByLabelText('Email')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });

  test.each([
    ['an address with an account', 'jane@example.com'],
    ['an address without one', 'nobody@example.com'],
  ])('%s: POST with the email, then always the same message', async (_, email) => {
    const fetch = mockFetchRoutes({
      [`POST ${API.forgotPassword}`]: () => fakeResponse(200, { message: 'Something the server chose to say' }),
    });
    renderApp('/auth?mode=forgot');
    await screen.findByRole('form', { name: 'Forgot password' });
    await askForLink(email);
    expect(await screen.findByText(ACCOUNT_COPY.forgotSent)).toBeTruthy();
    expect(screen.queryByText('Something the server chose to say')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({ email });
    expect(screen.queryByRole('form', { name: 'Forgot password' })).toBeNull();
  });

  test('an invalid address is refused at the field, nothing sent', async () => {
    const fetch = mockFetchRoutes({});
    renderApp('/auth?mode=forgot');
    await screen.findByRole('form', { name: 'Forgot password' });
    await askForLink('jane@');
    expect(errorOf(forgotForm().getByLabelText('Email'))).toBe('Email must be a valid email address');
    expect(fetch).not.toHaveBeenCalled();
  });

  test("429: the server's message, the form stays", async () => {
    mockFetchRoutes({
      [`POST ${API.forgotPassword}`]: () =>
        fakeResponse(429, apiError(429, 'Too Many Requests', 'Too many reset requests. Try again in 15 minutes.')),
    });
    renderApp('/auth?mode=forgot');
    await screen.findByRole('form', { name: 'Forgot password' });
    await askForLink('jane@example.com');
    expect((await forgotForm().findByRole('alert')).textContent).toBe('Too many reset requests. Try again in 15 minutes.');
    expect(screen.queryByText(ACCOUNT_COPY.forgotSent)).toBeNull();
  });
});

describe('/reset-password', () => {
  const fill = async (password: string, confirm = password) => {
    const f = within(await screen.findByRole('form', { name: 'Reset password' }));
    await userEvent.type(f.getByLabelText('New password'), password);
    await userEvent.type(f.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(f.getByRole('button', { name: 'Change password' }));
    return f;
  };

  test('title; success: token and password sent, the done message and a way to sign in', async () => {
    const fetch = mockFetchRoutes({ [`POST ${API.resetPassword}`]: () => fakeResponse(204) });
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    await fill('brand-new');
    expect(await screen.findByText(ACCOUNT_COPY.resetDone)).toBeTruthy();
    expect(document.title).toBe('Reset Password | Remote Listings');
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({ token: TOKEN, password: 'brand-new' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  test('passwords checked before sending: too short, not matching', async () => {
    const fetch = mockFetchRoutes({});
    renderApp(`/reset-password?token=${TOKEN}`);
    const f = await fill('abc');
    expect(errorOf(f.getByLabelText('New password'))).toBe('Password must be at least 6 characters');
    await userEvent.clear(f.getByLabelText('New password'));
    await userEvent.type(f.getByLabelText('New password'), 'brand-new');
    await userEvent.click(f.getByRole('button', { name: 'Change password' }));
    expect(errorOf(f.getByLabelText('Confirm new password'))).toBe('The passwords do not match');
    expect(fetch).not.toHaveBeenCalled();
  });

  test("the server's field problem for the password shows at the field", async () => {
    mockFetchRoutes({ [`POST ${API.resetPassword}`]: () => fakeResponse(400, fieldRefusal({ password: 'Choose a less common password' })) });
    renderApp(`/reset-password?token=${TOKEN}`);
    const f = await fill('password1');
    await waitFor(() => expect(errorOf(f.getByLabelText('New password'))).toBe('Choose a less common password'));
  });

  test.each([
    ['expired', ACCOUNT_COPY.tokenExpired],
    ['used', ACCOUNT_COPY.tokenUsed],
    ['invalid', ACCOUNT_COPY.tokenInvalid],
  ] as const)('a refused token (%s): its message and the form to ask for a new link', async (reason, copy) => {
    mockFetchRoutes({
      [`POST ${API.resetPassword}`]: () => fakeResponse(400, tokenRefusal(reason)),
      [`POST ${API.forgotPassword}`]: () => fakeResponse(200, { message: 'ok' }),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    await fill('brand-new');
    expect(await screen.findByText(copy)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
    await askForLink('jane@example.com');
    expect(await screen.findByText(ACCOUNT_COPY.forgotSent)).toBeTruthy();
  });

  test.each([
    ['no token', '/reset-password'],
    ['a cut-off token', `/reset-password?token=${TOKEN.slice(0, 20)}`],
    ['a token with foreign characters', `/reset-password?token=${TOKEN.slice(0, 42)}%24`],
  ])('%s: the link is not valid, without asking the server', async (_, path) => {
    const fetch = mockFetchRoutes({});
    renderApp(path);
    expect(await screen.findByText(ACCOUNT_COPY.tokenInvalid)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
