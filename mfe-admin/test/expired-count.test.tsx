import { screen, within } from '@testing-library/react';
import { json, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

test('the dashboard counts expired listings below the cards', async () => {
  mockFetch(
    route('GET', '/api/admin/stats', () => json(200, { total: 20, pending: 3, approved: 12, rejected: 1, sold: 1, expired: 3 })),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [])),
  );
  renderAdmin();
  const stats = screen.getByRole('region', { name: 'Listing statistics' });
  const expired = await within(stats).findByTestId('stat-expired');
  expect(expired.textContent).toContain('3 expired listings');
  expect(expired.textContent).toContain('not confirmed within 90 days: out of search until their sellers renew them');
});

test('one expired listing reads singular; a stats answer without the count (an older service) shows no line', async () => {
  let expired: number | undefined = 1;
  mockFetch(
    route('GET', '/api/admin/stats', () => json(200, { total: 2, pending: 0, approved: 1, rejected: 0, ...(expired === undefined ? {} : { expired }) })),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [])),
  );
  const { unmount } = renderAdmin();
  expect((await screen.findByTestId('stat-expired')).textContent).toContain('1 expired listing');
  unmount();
  resetStores();
  expired = undefined;
  renderAdmin();
  expect(await screen.findByTestId('stat-approved')).toBeTruthy();
  await screen.findByText('1', { selector: '[data-testid="stat-approved"]' });
  expect(screen.queryByTestId('stat-expired')).toBeNull();
});
