import { act, screen, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';
import { jane } from './support/users';

beforeEach(() => {
  resetStores();
  mockFetchRoutes({ 'GET /api/vehicles/recent': () => fakeResponse(200, []), 'GET /api/user/vehicles': () => fakeResponse(200, []) });
});

test.each([
  ['/', 'Remote Listings | Premium Used Vehicle Marketplace'],
  ['/auth', 'Sign In | Remote Listings'],
  ['/search', 'Vehicle Search | Remote Listings'],
  ['/vehicles/7', 'Vehicle Details | Remote Listings'],
  ['/how-it-works', 'How It Works | Remote Listings'],
  ['/financing', 'Financing | Remote Listings'],
  ['/faq', 'Frequently Asked Questions | Remote Listings'],
  ['/privacy-policy', 'Privacy Policy | Remote Listings'],
  ['/terms', 'Terms of Service | Remote Listings'],
  ['/no-such-page', 'Page Not Found | Remote Listings'],
])('%s: title "%s" and exactly one h1', async (path, title) => {
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe(title);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test.each([
  ['/dashboard', 'Seller Dashboard | Remote Listings'],
  ['/create-listing', 'Create Listing | Remote Listings'],
  ['/edit-listing/3', 'Edit Listing | Remote Listings'],
  ['/admin', 'Admin Dashboard | Remote Listings'],
])('%s (signed in): title "%s"', async (path, title) => {
  renderApp(path, jane);
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe(title);
});

test('the title follows client-side navigation, and focus moves to the main content', async () => {
  const { router } = renderApp('/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  await act(() => router.navigate('/financing'));
  await screen.findByRole('heading', { level: 1, name: 'Financing' });
  expect(document.title).toBe('Financing | Remote Listings');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
});
