import { act, screen } from '@testing-library/react';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';

/** The head the gateway serves for a public listing: its own title and a canonical link naming the page. */
function serverFilledHead(path: string, title: string): void {
  document.title = title;
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = `https://cars.example.com${path}`;
  document.head.append(link);
}

beforeEach(() => {
  resetStores();
  document.head.querySelectorAll('link[rel="canonical"]').forEach((l) => l.remove());
  mockFetchRoutes({ 'GET /api/vehicles/recent': () => fakeResponse(200, []), 'GET /api/user/vehicles': () => fakeResponse(200, []) });
});

test("the first page keeps the server's title (a vehicle's name); the next screens get their own", async () => {
  serverFilledHead('/vehicles/7', '2021 Porsche 911 Carrera S | Remote Listings');
  const { router } = renderApp('/vehicles/7');
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe('2021 Porsche 911 Carrera S | Remote Listings');
  await act(() => router.navigate('/faq'));
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  expect(document.title).toBe('Frequently Asked Questions | Remote Listings');
});

test('a head filled for another path does not keep its title', async () => {
  serverFilledHead('/vehicles/8', '2019 BMW M5 | Remote Listings');
  renderApp('/financing');
  await screen.findByRole('heading', { level: 1, name: 'Financing' });
  expect(document.title).toBe('Financing | Remote Listings');
});
