import { USER_REQUEST_TIMEOUT_MS, fetchCurrentUser, useSessionStore } from '../src';
import { userFixture } from '@rl/web-build/jest/user-fixtures';
import { bodyDone, fakeResponse, installFetch } from './fake-response';

const user = userFixture({ id: 'u1' });

beforeEach(() => useSessionStore.setState({ status: 'unknown', user: null }));

test('starts unknown', () => {
  expect(useSessionStore.getState()).toMatchObject({ status: 'unknown', user: null });
});

test('GET /api/user answering a user: signed in', async () => {
  const fetch = installFetch(fakeResponse(200, JSON.stringify(user)));
  const loading = useSessionStore.getState().load();
  expect(useSessionStore.getState().status).toBe('unknown');
  await loading;
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user });
  expect(fetch).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
});

test('a visitor: the probe header asks for 204 (no error status in the console): signed out', async () => {
  const fetch = installFetch(fakeResponse(204, ''));
  await useSessionStore.getState().load();
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
  expect(fetch).toHaveBeenCalledWith('/api/user', expect.objectContaining({ headers: { 'x-session-probe': '1' } }));
});

test('401: signed out, and the answer is released (its body cancelled, so the request ends)', async () => {
  const answer = fakeResponse(401, '{"statusCode":401}');
  installFetch(answer);
  await useSessionStore.getState().load();
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
  expect(bodyDone(answer)).toBe(true);
});

test("another failure raises 'Failed to fetch user', which is swallowed: signed out", async () => {
  const answer = fakeResponse(500, 'boom');
  installFetch(answer);
  await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch user');
  expect(bodyDone(answer)).toBe(true);
  installFetch(fakeResponse(500, 'boom'));
  await expect(useSessionStore.getState().load()).resolves.toBeUndefined();
  expect(useSessionStore.getState().status).toBe('signedOut');
});

test('network failure: signed out', async () => {
  installFetch(new TypeError('Failed to fetch'));
  await useSessionStore.getState().load();
  expect(useSessionStore.getState().status).toBe('signedOut');
});

test('an unanswered user call gives up after the timeout: signed out', async () => {
  jest.useFakeTimers();
  globalThis.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
  ) as unknown as typeof fetch;
  const loading = useSessionStore.getState().load();
  await jest.advanceTimersByTimeAsync(USER_REQUEST_TIMEOUT_MS);
  await loading;
  expect(useSessionStore.getState().status).toBe('signedOut');
  jest.useRealTimers();
});

test('concurrent loads share one request', async () => {
  const fetch = installFetch(fakeResponse(401));
  await Promise.all([useSessionStore.getState().load(), useSessionStore.getState().load()]);
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('login/register store the user at once; logout signs out', () => {
  useSessionStore.getState().signIn(user);
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user });
  useSessionStore.getState().signOut();
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
});

/** Loads the session with settleAfter (the app's first render): still unknown until that settles, then the answer. */
async function loadAfterFirstRender() {
  let rendered!: () => void;
  const firstRender = new Promise<void>((resolve) => {
    rendered = resolve;
  });
  const loading = useSessionStore.getState().load(firstRender);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(useSessionStore.getState().status).toBe('unknown');
  rendered();
  await loading;
}

test('with settleAfter (the first render on screen), the answer is stored only once that has settled', async () => {
  installFetch(fakeResponse(200, JSON.stringify(user)));
  await loadAfterFirstRender();
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user });
});

test('a failure waits for settleAfter too, then counts as signed out', async () => {
  installFetch(fakeResponse(500, 'boom'));
  await loadAfterFirstRender();
  expect(useSessionStore.getState().status).toBe('signedOut');
});
