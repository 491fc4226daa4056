import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, route, type Call } from '@rl/web-build/jest/fetch-mock';
import { inquiry, pending, vehicle } from './support/fixtures';
import { lastToast, renderAdmin, resetStores } from './support/render';

// A 200 whose body is not what the contract promises (a proxy's HTML page, a half-deployed service, a
// wrong shape) must never crash the admin screens: each shows its error state with Try again, and a
// good answer after Try again shows the data.

let warn: jest.SpyInstance;
beforeEach(() => {
  resetStores();
  // the malformed answer is logged for the console reader; keep the test output clean
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const STATS = { total: 62, pending: 7, approved: 49, rejected: 3, sold: 3 };
const UNREADABLE = 'The server sent an answer this page could not read. Try again in a moment.';
const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/html' } });

/** The admin's platform with good answers; `bad` says which endpoints answer garbage until it is cleared. */
function platform(bad: Set<string>) {
  return mockFetch(
    route('GET', '/api/admin/stats', () => (bad.has('stats') ? json(200, { total: { count: 62 }, pending: '7' }) : json(200, STATS))),
    route('GET', '/api/admin/vehicles/pending', () => {
      if (bad.has('pending')) return json(200, { vehicles: 'not a list' });
      if (bad.has('pending-html')) return text(200, '<html><body>Bad gateway</body></html>');
      return json(200, [pending({ id: 5 })], { 'x-total-count': '1' });
    }),
    route('GET', '/api/admin/vehicles', (c: Call) => {
      const status = c.query.get('status')!;
      if (bad.has(status)) return json(200, { vehicles: [{ id: 'x', make: null }], total: 'many' });
      return json(200, { vehicles: [vehicle({ id: 3, status: status as 'approved' | 'rejected' })], total: 1, page: 1, limit: 10 });
    }),
    route('GET', '/api/admin/vehicles/3/timeline', () => (bad.has('history') ? json(200, { entries: null }) : json(200, {
      incomplete: null,
      entries: [{ kind: 'approved', at: '2025-03-01T10:00:00.000Z', actor: 'moderator', actorEmail: 'admin@example.com', fromStatus: 'pending', toStatus: 'approved', notes: null, state: 'applied', note: null }],
    }))),
    route('GET', '/api/admin/inquiries', () =>
      bad.has('inquiries') ? json(200, { inquiries: [{ id: 1, subject: 42 }], total: 1, page: 1, limit: 10 }) : json(200, { inquiries: [inquiry({ id: 1 })], total: 1, page: 1, limit: 10 })),
  );
}

test('the statistics: the cards stay, the notice says the answer was unreadable, Try again loads the counts', async () => {
  const bad = new Set(['stats']);
  platform(bad);
  const user = userEvent.setup();
  renderAdmin();
  const alert = await screen.findByText(`Could not load the statistics: ${UNREADABLE}`);
  expect(screen.getByTestId('stat-total').textContent).toBe('0');
  bad.clear();
  await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByTestId('stat-total').textContent).toBe('62'));
  expect(screen.queryByText(/Could not load the statistics/)).toBeNull();
});

test.each([
  ['a wrong shape', 'pending'],
  ['an HTML page', 'pending-html'],
])('the pending queue with %s: its error state, then the queue after Try again', async (_label, endpoint) => {
  const bad = new Set([endpoint]);
  platform(bad);
  const user = userEvent.setup();
  renderAdmin();
  expect(await screen.findByText('Could not load the pending listings')).toBeTruthy();
  expect(screen.getByText(UNREADABLE)).toBeTruthy();
  bad.clear();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('pending-5')).toBeTruthy();
});

test.each([
  ['Approved Listings', 'approved'],
  ['Rejected Listings', 'rejected'],
])('the %s tab: its error state, then the list after Try again', async (tab, status) => {
  const bad = new Set([status]);
  platform(bad);
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('tab', { name: tab }));
  expect(await screen.findByText('Could not load the listings')).toBeTruthy();
  expect(screen.getByText(UNREADABLE)).toBeTruthy();
  bad.clear();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('listing-3')).toBeTruthy();
});

test("a listing's history: its error inside the disclosure, then the log after Try again", async () => {
  const bad = new Set(['history']);
  platform(bad);
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('tab', { name: 'Approved Listings' }));
  const card = within(await screen.findByTestId('listing-3'));
  await user.click(card.getByRole('button', { name: /History/ }));
  const log = within(screen.getByRole('region', { name: /^History of / }));
  expect(await log.findByText(`Could not load the history: ${UNREADABLE}`)).toBeTruthy();
  bad.clear();
  await user.click(log.getByRole('button', { name: 'Try again' }));
  expect(await log.findByRole('list', { name: 'Every step, oldest first' })).toBeTruthy();
});

test('the inquiries: their error state, then the inbox after Try again', async () => {
  const bad = new Set(['inquiries']);
  platform(bad);
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('tab', { name: 'Inquiries' }));
  expect(await screen.findByText('Could not load the inquiries')).toBeTruthy();
  expect(screen.getByText(UNREADABLE)).toBeTruthy();
  bad.clear();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('inquiry-1')).toBeTruthy();
});

test('an unreadable answer to a decision: the failure notice, and the queue is read again (the change may have landed)', async () => {
  const { use, requests } = platform(new Set());
  use(route('PATCH', '/api/admin/vehicles/5/status', () => json(200, { outcome: 'sure', vehicleId: '5' })));
  const user = userEvent.setup();
  renderAdmin();
  const row = within(await screen.findByTestId('pending-5'));
  await user.click(row.getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to update vehicle status' }));
  await waitFor(() => expect(requests('GET', '/api/admin/vehicles/pending').length).toBeGreaterThanOrEqual(2));
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
});
