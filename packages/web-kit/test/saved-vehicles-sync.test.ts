import type { User } from '@rl/contracts';
import {
  SAVED_VEHICLES_KEY, forgetSavedVehicle, readSavedVehicleIds, saveVehicle, startSavedVehiclesSync, toggleSavedVehicle,
  unsaveVehicle, useSessionStore,
} from '../src';
import { userFixture } from '@rl/web-build/jest/user-fixtures';
import { fakeResponse } from './fake-response';

const user = (id: string): User => userFixture({ id, email: `${id}@example.com` });

type Call = { method: string; url: string; body?: unknown };
let calls: Call[];
let serverIds: number[];
let failing: boolean;

/** A server list of saved ids behind the three routes the sync uses. */
function installServer() {
  calls = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (failing) throw new TypeError('Failed to fetch');
    if (method === 'POST' && url === '/api/saved-vehicles/merge') {
      serverIds = [...new Set([...serverIds, ...(body as { ids: number[] }).ids])];
      return fakeResponse(200, JSON.stringify({ ids: serverIds }));
    }
    const id = Number(url.split('/').pop());
    if (method === 'PUT') serverIds = [...new Set([...serverIds, id])];
    if (method === 'DELETE') serverIds = serverIds.filter((x) => x !== id);
    return fakeResponse(200, JSON.stringify({ ids: serverIds }));
  }) as unknown as typeof fetch;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const signIn = async (id = 'u1') => {
  useSessionStore.getState().signIn(user(id));
  await settle();
};

let stop: () => void;
beforeEach(() => {
  localStorage.clear();
  serverIds = [];
  failing = false;
  installServer();
  useSessionStore.setState({ status: 'unknown', user: null });
  stop = startSavedVehiclesSync();
});
afterEach(() => stop());

test('a visitor keeps saved vehicles in this browser only: nothing is sent to the server', async () => {
  useSessionStore.getState().signOut();
  saveVehicle(5);
  toggleSavedVehicle(6);
  unsaveVehicle(5);
  await settle();
  expect(readSavedVehicleIds()).toEqual([6]);
  expect(calls).toEqual([]);
});

test('at sign-in the local list is merged with the server list, and both end up with the union', async () => {
  serverIds = [9, 3];
  localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify([3, 7]));
  await signIn();
  expect(calls).toEqual([{ method: 'POST', url: '/api/saved-vehicles/merge', body: { ids: [3, 7] } }]);
  expect(readSavedVehicleIds()).toEqual([3, 7, 9]);
  expect(serverIds.sort()).toEqual([3, 7, 9]);
});

test('a page opened with a session merges once; another user signing in merges again', async () => {
  serverIds = [4];
  await signIn('u1');
  useSessionStore.getState().signIn(user('u1')); // the same user again (a refreshed profile)
  await settle();
  expect(calls.filter((c) => c.url.endsWith('/merge'))).toHaveLength(1);
  useSessionStore.getState().signOut();
  await signIn('u2');
  expect(calls.filter((c) => c.url.endsWith('/merge'))).toHaveLength(2);
});

test('signing out empties this browser\'s list (it stays with the account); a visitor opening a page keeps theirs', async () => {
  localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify([5]));
  useSessionStore.setState({ status: 'signedOut', user: null }); // a page opened without a session
  await settle();
  expect(readSavedVehicleIds()).toEqual([5]);

  await signIn();
  expect(serverIds).toEqual([5]);
  useSessionStore.getState().signOut();
  await settle();
  expect(readSavedVehicleIds()).toEqual([]);
  expect(serverIds).toEqual([5]);

  // the next person signing in on this browser does not get the previous list
  await signIn('u2');
  expect(calls.filter((c) => c.url.endsWith('/merge')).at(-1)?.body).toEqual({ ids: [] });
});

test('while signed in, saving and removing are sent to the server too', async () => {
  await signIn();
  calls = [];
  saveVehicle(12);
  toggleSavedVehicle(13);
  unsaveVehicle(12);
  await settle();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    'PUT /api/saved-vehicles/12',
    'PUT /api/saved-vehicles/13',
    'DELETE /api/saved-vehicles/12',
  ]);
  expect(serverIds).toEqual([13]);
});

test('a listing dropped from the local list because it is no longer published stays saved on the server', async () => {
  serverIds = [21];
  await signIn();
  calls = [];
  expect(forgetSavedVehicle(21)).toBe(true);
  await settle();
  expect(readSavedVehicleIds()).toEqual([]);
  expect(calls).toEqual([]);
  expect(serverIds).toEqual([21]);
});

test('failures never change the local list', async () => {
  localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify([1, 2]));
  failing = true;
  await signIn();
  saveVehicle(3);
  unsaveVehicle(1);
  await settle();
  expect(readSavedVehicleIds()).toEqual([2, 3]);
  expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'DELETE']);
});

test('a removal made while the merge is on its way is not undone by its answer', async () => {
  serverIds = [8];
  localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify([1, 2]));
  let answer!: () => void;
  const real = globalThis.fetch;
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    if (String(url).endsWith('/merge')) return new Promise<Response>((resolve) => (answer = () => resolve(real(url, init))));
    return real(url, init);
  }) as unknown as typeof fetch;
  useSessionStore.getState().signIn(user('u1'));
  unsaveVehicle(2);
  answer();
  await settle();
  await settle();
  expect(readSavedVehicleIds()).toEqual([1, 8]);
  // the removal is sent again after the merge, so the server does not keep it either
  expect(serverIds).not.toContain(2);
});

test('stopping the sync stops sending', async () => {
  await signIn();
  stop();
  calls = [];
  saveVehicle(30);
  await settle();
  expect(calls).toEqual([]);
  stop = startSavedVehiclesSync();
});
