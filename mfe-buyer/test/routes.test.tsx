import { screen } from '@testing-library/react';
import * as routes from '../src/app/routes';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { renderAt, resetStores } from './support/render';

beforeEach(() => resetStores());

test('exposes the four route elements the shell mounts', () => {
  expect(Object.keys(routes).sort()).toEqual(['ComparePage', 'SearchPage', 'SoldPage', 'VehicleDetailPage']);
});

test('/search is open to everyone and has one h1', async () => {
  mockFetch(route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: [], total: 0 })));
  renderAt('/search');
  // the first render of the search screen's lazy chunk evaluates it (and the vehicles kit): slow on a busy machine
  expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Next Premium Vehicle' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('/vehicles/:id reads the id from the route', async () => {
  const { calls } = mockFetch();
  renderAt('/vehicles/17');
  expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeTruthy();
  expect(calls.map((c) => c.url)).toEqual(['/api/vehicles/17']);
});
