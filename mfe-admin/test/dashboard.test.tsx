import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as routes from '../src/app/routes';
import { deferred, json, mockFetch, never, route } from '@rl/web-build/jest/fetch-mock';
import { pending } from './support/fixtures';
import { renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

const STATS = { total: 62, pending: 7, approved: 49, rejected: 3, sold: 3 };

test('exposes the route element the shell mounts', () => {
  expect(Object.keys(routes)).toEqual(['AdminDashboardPage']);
});

test('title, subtitle, Administrator badge, one h1', async () => {
  mockFetch(route('GET', '/api/admin/stats', () => json(200, STATS)), route('GET', '/api/admin/vehicles/pending', () => json(200, [])));
  renderAdmin();
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('Manage listings and monitor platform activity')).toBeTruthy();
  expect(screen.getByText('Administrator')).toBeTruthy();
  await screen.findByText('No listings pending approval');
});

test("the four cards show '...' while the stats load", () => {
  mockFetch(route('GET', '/api/admin/stats', never), route('GET', '/api/admin/vehicles/pending', never));
  renderAdmin();
  const stats = screen.getByRole('region', { name: 'Listing statistics' });
  for (const label of ['Total Listings', 'Pending Approval', 'Approved', 'Rejected']) expect(within(stats).getByText(label)).toBeTruthy();
  for (const key of ['total', 'pending', 'approved', 'rejected']) expect(screen.getByTestId(`stat-${key}`).textContent).toBe('...');
});

test('the cards show the counts, and 0 for missing values', async () => {
  const { calls } = mockFetch(
    route('GET', '/api/admin/stats', () => json(200, { total: 12, approved: 9 })),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [])),
  );
  renderAdmin();
  expect(await screen.findByText('12')).toBeTruthy();
  expect(screen.getByTestId('stat-total').textContent).toBe('12');
  expect(screen.getByTestId('stat-pending').textContent).toBe('0');
  expect(screen.getByTestId('stat-approved').textContent).toBe('9');
  expect(screen.getByTestId('stat-rejected').textContent).toBe('0');
  // spec §7: cookies on every call, no content type without a body
  const statsCall = calls.find((c) => c.path === '/api/admin/stats')!;
  expect(statsCall.credentials).toBe('include');
  expect(statsCall.headers).toEqual({});
});

test('tabs: pending first and selected, labelled with the size of the whole queue', async () => {
  mockFetch(
    route('GET', '/api/admin/stats', () => json(200, STATS)),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [pending({ id: 1 }), pending({ id: 2 })], { 'x-total-count': '7' })),
    route('GET', '/api/admin/revisions', () => json(200, { revisions: [], total: 3 })),
  );
  renderAdmin();
  expect(await screen.findByRole('tab', { name: 'Pending Approval (7)' })).toBeTruthy();
  expect(await screen.findByRole('tab', { name: 'Changes to Review (3)' })).toBeTruthy();
  const tabs = screen.getAllByRole('tab');
  // an admin also works the sales desk (its tab first), sees the team's figures and manages the staff and reads
  // their log (last); moderation's queue is the one selected
  expect(tabs.map((t) => t.textContent)).toEqual([
    'Sales desk', 'Pending Approval (7)', 'Changes to Review (3)', 'Approved Listings', 'Rejected Listings', 'Inquiries', 'Team', 'Staff', 'Staff log',
  ]);
  expect(tabs[1].getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[1].id);
});

test("the pending tab reads '...' while loading (not a misleading 0), and counts the listings when the total header is missing", async () => {
  const answer = deferred();
  mockFetch(route('GET', '/api/admin/stats', () => json(200, STATS)), route('GET', '/api/admin/vehicles/pending', () => answer.promise));
  renderAdmin();
  expect(screen.getByRole('tab', { name: 'Pending Approval (...)' })).toBeTruthy();
  expect(screen.queryByRole('tab', { name: 'Pending Approval (0)' })).toBeNull();
  await act(async () => answer.release(json(200, [pending({ id: 1 }), pending({ id: 2 }), pending({ id: 3 })])));
  expect(await screen.findByRole('tab', { name: 'Pending Approval (3)' })).toBeTruthy();
});

test('arrow keys move between tabs and select them', async () => {
  mockFetch(
    route('GET', '/api/admin/stats', () => json(200, STATS)),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [])),
    route('GET', '/api/admin/vehicles', () => json(200, { vehicles: [], total: 0, page: 1, limit: 10 })),
    route('GET', '/api/admin/inquiries', () => json(200, { inquiries: [], total: 0, page: 1, limit: 10 })),
  );
  const user = userEvent.setup();
  renderAdmin();
  await screen.findByText('No listings pending approval');
  screen.getByRole('tab', { name: /Pending Approval/ }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: /Changes to Review/ }).getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Approved Listings' }).getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Approved Listings' }));
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Staff log' }).getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Sales desk' }).getAttribute('aria-selected')).toBe('true');
});

test('a stats failure still shows the cards (0) and offers to try again', async () => {
  mockFetch(
    route('GET', '/api/admin/stats', () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'The listings service is unavailable right now.' })),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [])),
  );
  renderAdmin();
  expect(await screen.findByText(/Could not load the statistics: The listings service is unavailable right now\./)).toBeTruthy();
  expect(screen.getByTestId('stat-total').textContent).toBe('0');
});
