import { useSessionStore } from '@rl/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';
import { jane } from './support/users';

beforeEach(resetStores);

const staff = { ...jane, role: 'moderator' as const };
const expiresAt = new Date(Date.now() + 600_000).toISOString();

async function password() {
  const view = renderApp('/auth');
  const f = within(await screen.findByRole('form', { name: 'Sign In' }));
  await userEvent.type(f.getByLabelText('Email'), 'jane@example.com');
  await userEvent.type(f.getByLabelText('Password'), 'secret123');
  await userEvent.click(f.getByRole('button', { name: 'Sign In' }));
  return view;
}
const bodyOf = (fetch: ReturnType<typeof mockFetchRoutes>, url: string) => fetch.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(init.body));

test('a 202 "second-factor": the code is asked for, a wrong one is said at the field, the right one signs in', async () => {
  let tries = 0;
  const fetch = mockFetchRoutes({
    'POST /api/login': () => fakeResponse(202, { next: 'second-factor', methods: ['totp', 'recovery-code'], expiresAt }),
    'POST /api/login/second-factor': () => (++tries === 1
      ? fakeResponse(401, { ...apiError(401, 'Unauthorized', 'That code is not right'), fields: [{ field: 'code', message: 'That code is not right' }] })
      : fakeResponse(200, jane)),
  });
  const { router } = await password();
  const step = within(await screen.findByRole('form', { name: 'Two-factor sign-in' }));
  // not signed in yet
  expect(useSessionStore.getState().status).not.toBe('signedIn');
  await userEvent.click(step.getByRole('button', { name: 'Verify and sign in' }));
  expect(step.getByText('Code must be the 6 digits your authenticator app shows')).toBeTruthy();
  await userEvent.type(step.getByLabelText('Code from your authenticator app'), '111111');
  await userEvent.click(step.getByRole('button', { name: 'Verify and sign in' }));
  expect(await step.findByText('That code is not right')).toBeTruthy();
  await userEvent.clear(step.getByLabelText('Code from your authenticator app'));
  await userEvent.type(step.getByLabelText('Code from your authenticator app'), '222222');
  await userEvent.click(step.getByRole('button', { name: 'Verify and sign in' }));
  expect(await screen.findByText('Welcome back!')).toBeTruthy();
  expect(bodyOf(fetch, '/api/login/second-factor')).toEqual([{ code: '111111' }, { code: '222222' }]);
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: jane });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('a recovery code instead of the app\'s code', async () => {
  const fetch = mockFetchRoutes({
    'POST /api/login': () => fakeResponse(202, { next: 'second-factor', methods: ['totp', 'recovery-code'], expiresAt }),
    'POST /api/login/second-factor': () => fakeResponse(200, jane),
  });
  await password();
  const step = within(await screen.findByRole('form', { name: 'Two-factor sign-in' }));
  await userEvent.click(step.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
  await userEvent.type(step.getByLabelText('Recovery code'), 'abcd-efgh-ijkl-mnop');
  await userEvent.click(step.getByRole('button', { name: 'Verify and sign in' }));
  expect(await screen.findByText('Welcome back!')).toBeTruthy();
  expect(bodyOf(fetch, '/api/login/second-factor')).toEqual([{ recoveryCode: 'abcd-efgh-ijkl-mnop' }]);
});

test('a 202 "enrol" (staff without a second factor): QR code and key, the first code, the recovery codes once, then signed in', async () => {
  const codes = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-dd${String.fromCharCode(97 + i)}a`);
  const fetch = mockFetchRoutes({
    'POST /api/login': () => fakeResponse(202, { next: 'enrol', methods: [], expiresAt }),
    'POST /api/account/two-factor/totp/setup': () => fakeResponse(200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    'POST /api/account/two-factor/totp': () => fakeResponse(200, { recoveryCodes: codes, user: staff }),
  });
  await password();
  expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
  const qr = await screen.findByRole('img', { name: 'QR code to add Remote Listings to your authenticator app' });
  expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  expect(screen.getByLabelText('Key for your authenticator app').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  const confirm = within(screen.getByRole('form', { name: 'Confirm your authenticator app' }));
  await userEvent.type(confirm.getByLabelText('2. Enter the 6-digit code the app shows'), '123456');
  await userEvent.click(confirm.getByRole('button', { name: 'Turn on and continue' }));
  const list = await screen.findByRole('list', { name: 'Your recovery codes' });
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
  expect(useSessionStore.getState().status).not.toBe('signedIn');
  await userEvent.click(screen.getByRole('button', { name: 'I have saved them: continue' }));
  expect(await screen.findByText('Welcome back!')).toBeTruthy();
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: staff });
  expect(bodyOf(fetch, '/api/account/two-factor/totp')).toEqual([{ code: '123456' }]);
  expect(fetch.mock.calls.filter(([u]) => u === '/api/account/two-factor/totp/setup')).toHaveLength(1);
});

test('the enrolment offers a passkey instead of the app; a browser without passkeys says so, and the app stays a choice', async () => {
  mockFetchRoutes({
    'POST /api/login': () => fakeResponse(202, { next: 'enrol', methods: [], expiresAt }),
    'POST /api/account/two-factor/totp/setup': () => fakeResponse(200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }),
  });
  await password();
  const choice = within(await screen.findByRole('group', { name: 'Second factor' }));
  expect(choice.getByRole('button', { name: 'Authenticator app' }).getAttribute('aria-pressed')).toBe('true');
  await userEvent.click(choice.getByRole('button', { name: 'Passkey' }));
  expect(choice.getByRole('button', { name: 'Passkey' }).getAttribute('aria-pressed')).toBe('true');
  // jsdom has no WebAuthn: the step says so instead of offering a button that cannot work
  expect((await screen.findByRole('alert')).textContent).toBe('This browser cannot create passkeys. Use an authenticator app instead.');
  await userEvent.click(choice.getByRole('button', { name: 'Authenticator app' }));
  expect(await screen.findByRole('form', { name: 'Confirm your authenticator app' })).toBeTruthy();
});
