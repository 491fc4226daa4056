import { REAUTHENTICATION, API } from '@rl/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { apiJson, HttpError, ReauthDialog, theme } from '../src';
import { fakeResponse } from './fake-response';

// An action that needs a recent sign-in answers 403 "Reauthentication Required": the page asks for the
// password in a dialog, confirms it, and sends the very request again, so the person's action goes on.
const REFUSAL = JSON.stringify({ statusCode: 403, error: REAUTHENTICATION.error, message: REAUTHENTICATION.message });
const EXPORT = '/api/account/export';

function serve(password: string) {
  let confirmed = false;
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === API.reauthenticate) {
      const ok = (JSON.parse(init!.body as string) as { password: string }).password === password;
      if (ok) confirmed = true;
      return ok
        ? fakeResponse(200, JSON.stringify({ confirmedUntil: new Date().toISOString() }))
        : fakeResponse(400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Password is incorrect', fields: [{ field: 'password', message: 'Password is incorrect' }] }));
    }
    return confirmed ? fakeResponse(200, '{"user":{}}') : fakeResponse(403, REFUSAL);
  }) as unknown as typeof fetch;
  return calls;
}

const mount = () => render(<ThemeProvider theme={theme}><ReauthDialog /></ThemeProvider>);

test('asks for the password, shows a wrong one at the field, then sends the same request again', async () => {
  const calls = serve('right-password');
  mount();
  const answer = apiJson('GET', EXPORT);
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  expect(dialog).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Password is incorrect');
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await expect(answer).resolves.toEqual({ user: {} });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls).toEqual([`GET ${EXPORT}`, `POST ${API.reauthenticate}`, `POST ${API.reauthenticate}`, `GET ${EXPORT}`]);
});

test('cancelling keeps the refusal: the request fails with the 403, nothing is sent again', async () => {
  const calls = serve('right-password');
  mount();
  const failure = apiJson('GET', EXPORT).then(() => null, (e: unknown) => e);
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  const error = await failure;
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 403 });
  expect(calls).toEqual([`GET ${EXPORT}`]);
});

test('any other 403 is an ordinary error, no dialog', async () => {
  globalThis.fetch = jest.fn(async () => fakeResponse(403, JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Admins only' }))) as unknown as typeof fetch;
  mount();
  await expect(apiJson('GET', '/api/admin/stats')).rejects.toMatchObject({ status: 403 });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('with two-factor sign-in on, the server asks for the code too: the dialog shows the code field and sends both', async () => {
  let confirmed = false;
  const bodies: unknown[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === API.reauthenticate) {
      const body = JSON.parse(init!.body as string) as { password: string; code?: string };
      bodies.push(body);
      if (!body.code) return fakeResponse(400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Enter the code', fields: [{ field: 'code', message: 'Enter the code' }] }));
      if (body.code !== '123456') return fakeResponse(401, JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'That code is not right', fields: [{ field: 'code', message: 'That code is not right' }] }));
      confirmed = true;
      return fakeResponse(200, JSON.stringify({ confirmedUntil: new Date().toISOString() }));
    }
    return confirmed ? fakeResponse(200, '{"user":{}}') : fakeResponse(403, REFUSAL);
  }) as unknown as typeof fetch;
  mount();
  const answer = apiJson('GET', EXPORT);
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  expect(screen.queryByLabelText('Code from your authenticator app')).toBeNull();
  await userEvent.type(screen.getByLabelText('Password'), 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const codeField = await screen.findByLabelText('Code from your authenticator app');
  await userEvent.type(codeField, '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect((await screen.findByRole('alert')).textContent).toBe('That code is not right');
  await userEvent.clear(codeField);
  await userEvent.type(codeField, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await expect(answer).resolves.toEqual({ user: {} });
  expect(bodies).toEqual([{ password: 'right-password' }, { password: 'right-password', code: '654321' }, { password: 'right-password', code: '123456' }]);
});

/** A reauthentication server for an account with the factors `has`: a right code is 123456, a right passkey answer 'signed-by-my-key'. */
function serveFactors(has: ('code' | 'passkey')[]) {
  let confirmed = false;
  const bodies: Record<string, unknown>[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === API.reauthenticate) {
      const body = JSON.parse(init!.body as string) as { password: string; code?: string; passkey?: { id: string } };
      bodies.push(body);
      if (!body.code && !body.passkey) {
        const fields = has.map((field) => ({ field, message: field === 'code' ? 'Enter the code' : 'Confirm with your passkey' }));
        return fakeResponse(400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'A second factor is needed', fields }));
      }
      if (body.passkey && body.passkey.id !== 'signed-by-my-key') {
        return fakeResponse(401, JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'That passkey could not be checked', fields: [{ field: 'passkey', message: 'That passkey could not be checked' }] }));
      }
      confirmed = true;
      return fakeResponse(200, JSON.stringify({ confirmedUntil: new Date().toISOString() }));
    }
    return confirmed ? fakeResponse(200, '{"user":{}}') : fakeResponse(403, REFUSAL);
  }) as unknown as typeof fetch;
  return bodies;
}
const assertion = (id: string) => ({ id, rawId: id, type: 'public-key' as const, response: { clientDataJSON: 'a', authenticatorData: 'b', signature: 'c' }, clientExtensionResults: {} });

test('an account with passkeys alone: the dialog asks for the passkey, shows a refused one, and sends the password with a new one', async () => {
  const bodies = serveFactors(['passkey']);
  const answers = [assertion('someone-elses-key'), assertion('signed-by-my-key')];
  const passkey = jest.fn(async () => answers.shift()!);
  render(<ThemeProvider theme={theme}><ReauthDialog passkey={passkey} /></ThemeProvider>);
  const answer = apiJson('GET', EXPORT);
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  await userEvent.type(screen.getByLabelText('Password'), 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const withPasskey = await screen.findByRole('button', { name: 'Use passkey' });
  expect(screen.queryByLabelText('Code from your authenticator app')).toBeNull();
  expect(passkey).not.toHaveBeenCalled();
  await userEvent.click(withPasskey);
  expect((await screen.findByRole('alert')).textContent).toBe('That passkey could not be checked');
  await userEvent.click(screen.getByRole('button', { name: 'Use passkey' }));
  await expect(answer).resolves.toEqual({ user: {} });
  expect(passkey).toHaveBeenCalledTimes(2);
  expect(bodies).toEqual([
    { password: 'right-password' },
    { password: 'right-password', passkey: assertion('someone-elses-key') },
    { password: 'right-password', passkey: assertion('signed-by-my-key') },
  ]);
});

test('an account with an app and a passkey: the code field and a passkey button; the passkey confirms', async () => {
  const bodies = serveFactors(['code', 'passkey']);
  const passkey = jest.fn(async () => assertion('signed-by-my-key'));
  render(<ThemeProvider theme={theme}><ReauthDialog passkey={passkey} /></ThemeProvider>);
  const answer = apiJson('GET', EXPORT);
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  await userEvent.type(screen.getByLabelText('Password'), 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByLabelText('Code from your authenticator app')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Use my passkey instead' }));
  await expect(answer).resolves.toEqual({ user: {} });
  expect(bodies).toEqual([{ password: 'right-password' }, { password: 'right-password', passkey: assertion('signed-by-my-key') }]);
});

test('the browser refusing the passkey (cancelled) is said in the dialog; nothing is sent', async () => {
  const bodies = serveFactors(['passkey']);
  const passkey = jest.fn(async () => { throw Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }); });
  render(<ThemeProvider theme={theme}><ReauthDialog passkey={passkey} /></ThemeProvider>);
  void apiJson('GET', EXPORT).catch(() => undefined);
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  await userEvent.type(screen.getByLabelText('Password'), 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Use passkey' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The passkey was not used. Try again.');
  expect(bodies).toEqual([{ password: 'right-password' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
});
