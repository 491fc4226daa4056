import { screen } from '@testing-library/react';
import * as routes from '../src/exposes/routes';
import * as savedExpose from '../src/exposes/saved-vehicles';
import { fakeResponse, mockFetch, route } from './support/fetch-mock';
import { renderAt, resetStores } from './support/render';

beforeEach(() => resetStores());

test('exposes the two route elements the shell mounts, and the saved-vehicles list', () => {
  expect(Object.keys(routes).sort()).toEqual(['SearchPage', 'VehicleDetailPage']);
  expect(typeof savedExpose.SavedVehicles).toBe('function');
  expect(savedExpose.default).toBe(savedExpose.SavedVehicles);
});

test('/search is open to everyone and has one h1', async () => {
  mockFetch(route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: [], total: 0 })));
  renderAt('/search');
  expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Next Premium Vehicle' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('/vehicles/:id reads the id from the route', async () => {
  const { calls } = mockFetch();
  renderAt('/vehicles/17');
  expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeTruthy();
  expect(calls.map((c) => c.url)).toEqual(['/api/vehicles/17']);
});
