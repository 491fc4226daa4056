import { SIGN_IN_REASONS } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';
import { jane } from './support/users';

beforeEach(resetStores);

const openAuth = async () => {
  const view = renderApp('/auth');
  await screen.findByRole('tab', { name: 'Sign In' });
  return view;
};
const form = (name: 'Sign In' | 'Create Account') => screen.getByRole('form', { name });
const toRegister = () => userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));

test('shows both tabs and the selling copy', async () => {
  await openAuth();
  expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('Secure messaging system')).toBeTruthy();
  expect(screen.getByText('Professional dealer network')).toBeTruthy();
  await toRegister();
  const fields = within(form('Create Account'));
  for (const label of ['First name', 'Last name', 'Email', 'Password']) expect(fields.getByLabelText(label)).toBeTruthy();
  expect(fields.getByText('Must be at least 6 characters')).toBeTruthy();
});

test('the password can be shown and hidden', async () => {
  await openAuth();
  const password = within(form('Sign In')).getByLabelText('Password');
  expect(password.getAttribute('type')).toBe('password');
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password.getAttribute('type')).toBe('text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password.getAttribute('type')).toBe('password');
});

describe('Sign In', () => {
  test('empty fields: errors next to the fields, nothing sent', async () => {
    const fetch = mockFetchRoutes({});
    await openAuth();
    await userEvent.click(within(form('Sign In')).getByRole('button', { name: 'Sign In' }));
    const email = within(form('Sign In')).getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Email is required');
    expect(within(form('Sign In')).getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('success: POST /api/login with JSON, user stored at once, notice, home', async () => {
    const fetch = mockFetchRoutes({ 'POST /api/login': () => fakeResponse(200, jane) });
    const { router } = await openAuth();
    const f = within(form('Sign In'));
    await userEvent.type(f.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(f.getByLabelText('Password'), 'secret123');
    await userEvent.click(f.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('You have successfully signed in.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body)).toEqual({ email: 'jane@example.com', password: 'secret123' });
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: jane });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('failure: destructive "Sign in failed" notice with the message, stays on /auth', async () => {
    mockFetchRoutes({ 'POST /api/login': () => fakeResponse(401, apiError(401, 'Unauthorized', 'Invalid email or password')) });
    const { router } = await openAuth();
    const f = within(form('Sign In'));
    await userEvent.type(f.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(f.getByLabelText('Password'), 'wrong');
    await userEvent.click(f.getByRole('button', { name: 'Sign In' }));

    const title = await screen.findByText('Sign in failed');
    expect(title.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(useSessionStore.getState().status).not.toBe('signedIn');
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('Create Account', () => {
  test('invalid e-mail and short password: field errors, nothing sent', async () => {
    const fetch = mockFetchRoutes({});
    await openAuth();
    await toRegister();
    const f = within(form('Create Account'));
    await userEvent.type(f.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(f.getByLabelText('Password'), '12345');
    await userEvent.click(f.getByRole('button', { name: 'Create Account' }));
    expect(f.getByText('Email must be a valid email address')).toBeTruthy();
    expect(f.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('editing a field clears its error', async () => {
    await openAuth();
    await toRegister();
    const f = within(form('Create Account'));
    await userEvent.click(f.getByRole('button', { name: 'Create Account' }));
    expect(f.getByText('Email is required')).toBeTruthy();
    await userEvent.type(f.getByLabelText('Email'), 'j');
    expect(f.queryByText('Email is required')).toBeNull();
  });

  test('success: POST /api/register, "Account created!", signed in, home', async () => {
    const fetch = mockFetchRoutes({ 'POST /api/register': () => fakeResponse(201, jane) });
    const { router } = await openAuth();
    await toRegister();
    const f = within(form('Create Account'));
    await userEvent.type(f.getByLabelText('First name'), 'Jane');
    await userEvent.type(f.getByLabelText('Last name'), 'Carter');
    await userEvent.type(f.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(f.getByLabelText('Password'), 'secret123');
    await userEvent.click(f.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created!')).toBeTruthy();
    expect(screen.getByText(/Welcome to Remote Listings, Jane!/)).toBeTruthy();
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({
      email: 'jane@example.com',
      password: 'secret123',
      firstName: 'Jane',
      lastName: 'Carter',
    });
    expect(useSessionStore.getState().status).toBe('signedIn');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('failure: "Registration failed" with the message; a field problem shows by its field', async () => {
    mockFetchRoutes({
      'POST /api/register': () =>
        fakeResponse(409, {
          ...apiError(409, 'Conflict', 'An account with this email already exists'),
          fields: [{ field: 'email', message: 'Email is already registered' }],
        }),
    });
    await openAuth();
    await toRegister();
    const f = within(form('Create Account'));
    await userEvent.type(f.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(f.getByLabelText('Password'), 'secret123');
    await userEvent.click(f.getByRole('button', { name: 'Create Account' }));

    const title = await screen.findByText('Registration failed');
    expect(title.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
    expect(f.getByText('Email is already registered')).toBeTruthy();
  });
});

test('the Register button opens the Create Account tab', async () => {
  renderApp('/');
  const header = screen.getByRole('banner');
  await userEvent.click(within(header).getByRole('link', { name: 'Register', hidden: true }));
  expect((await screen.findByRole('tab', { name: 'Create Account' })).getAttribute('aria-selected')).toBe('true');
});

test('a signed-in user opening /auth is sent to /', async () => {
  const { router } = renderApp('/auth', jane);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(screen.queryByRole('tab', { name: 'Sign In' })).toBeNull();
});

describe('sent here from a page that needs signing in', () => {
  test('says why, and goes back to that page after signing in', async () => {
    mockFetchRoutes({ 'POST /api/login': () => fakeResponse(200, jane) });
    const { router } = renderApp('/auth?next=%2Fdashboard%3Ftab%3Dsold&reason=signed-out');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', SIGN_IN_REASONS['signed-out']);
    const f = within(form('Sign In'));
    await userEvent.type(f.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(f.getByLabelText('Password'), 'secret123');
    await userEvent.click(f.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dashboard?tab=sold'));
  });

  test('never goes to another site, and ignores unknown reasons', async () => {
    mockFetchRoutes({ 'POST /api/login': () => fakeResponse(200, jane) });
    const { router } = renderApp('/auth?next=%2F%2Fevil.example%2Fphish&reason=whatever');
    await screen.findByRole('tab', { name: 'Sign In' });
    expect(screen.queryByRole('status')).toBeNull();
    const f = within(form('Sign In'));
    await userEvent.type(f.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(f.getByLabelText('Password'), 'secret123');
    await userEvent.click(f.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
