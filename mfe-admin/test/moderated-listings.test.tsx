import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, route, type Call } from '@rl/web-build/jest/fetch-mock';
import { vehicle } from './support/fixtures';
import { lastToast, renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

const STATS = { total: 62, pending: 7, approved: 49, rejected: 3, sold: 3 };
const APPROVED = [
  vehicle({ id: 3, make: 'BMW', model: 'M4', trim: 'Competition', year: 2022, price: '79900.00', isFeatured: true }),
  vehicle({ id: 8, make: 'Audi', model: 'RS 6', trim: 'Avant', year: 2021, price: '104500.00', mileage: 22100, views: 1 }),
];
const REJECTED = [vehicle({ id: 58, make: 'GMC', model: 'Yukon', trim: 'Denali', year: 2022, status: 'rejected' })];

function platform() {
  const lists: Record<string, typeof APPROVED> = { approved: APPROVED, rejected: REJECTED };
  return mockFetch(
    route('GET', '/api/admin/stats', () => json(200, STATS)),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [], { 'x-total-count': '7' })),
    route('GET', '/api/admin/vehicles', (c: Call) => {
      const status = c.query.get('status')!;
      const page = Number(c.query.get('page'));
      const limit = Number(c.query.get('limit'));
      const all = lists[status] ?? [];
      // 23 approved listings in all: the pager has 3 pages of 10
      return json(200, { vehicles: page === 1 ? all : [], total: status === 'approved' ? 23 : all.length, page, limit });
    }),
  );
}

async function openTab(name: string) {
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

test("approved tab: '{n} listings have been approved', a button to /search, and the paged list", async () => {
  const { requests } = platform();
  const user = await openTab('Approved Listings');
  expect(await screen.findByText('49 listings have been approved')).toBeTruthy();
  const link = screen.getByRole('link', { name: 'View All Approved Listings' });
  expect(link.getAttribute('href')).toBe('/search');

  const m4 = within(await screen.findByTestId('listing-3'));
  expect(m4.getByRole('heading', { level: 3, name: '2022 BMW M4' })).toBeTruthy();
  expect(m4.getByText('$79,900')).toBeTruthy();
  expect(m4.getByText('12 views')).toBeTruthy();
  expect(within(screen.getByTestId('listing-8')).getByText('1 view')).toBeTruthy(); // not "1 views"
  expect(m4.getByText('Featured', { selector: 'span' })).toBeTruthy();
  expect((m4.getByRole('switch', { name: 'Featured' }) as HTMLInputElement).checked).toBe(true);
  // the moves out of approved (ADMIN_TRANSITIONS): sold and rejected
  expect(m4.getByRole('button', { name: 'Mark as sold' })).toBeTruthy();
  expect(m4.getByRole('button', { name: 'Take down' })).toBeTruthy();
  expect(m4.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/vehicles/3');

  expect(requests('GET', '/api/admin/vehicles')[0].query.toString()).toBe('status=approved&page=1&limit=10');
  expect(screen.getByText('Showing 1–10 of 23 listings')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(requests('GET', '/api/admin/vehicles').some((c) => c.query.get('page') === '2')).toBe(true));

  await user.click(link);
  expect(screen.getByText('search page')).toBeTruthy();
});

test("rejected tab: '{n} listings have been rejected', no moves, a history", async () => {
  platform();
  await openTab('Rejected Listings');
  expect(await screen.findByText('3 listings have been rejected')).toBeTruthy();
  const yukon = within(await screen.findByTestId('listing-58'));
  expect(yukon.getByRole('heading', { name: '2022 GMC Yukon' })).toBeTruthy();
  expect(yukon.queryByRole('button', { name: 'Mark as sold' })).toBeNull();
  expect(yukon.queryByRole('button', { name: 'Take down' })).toBeNull();
  expect(yukon.queryByRole('switch')).toBeNull();
  expect(yukon.getByRole('button', { name: /History/ })).toBeTruthy();
});

const step = (s: Record<string, unknown>) => ({ actorEmail: null, fromStatus: null, toStatus: null, notes: null, state: null, note: null, ...s });

test('History opens the decision log: every step with who, when and the notes (loaded on first open)', async () => {
  const { use, requests } = platform();
  use(
    route('GET', '/api/admin/vehicles/58/timeline', () =>
      json(200, {
        incomplete: null,
        entries: [
          step({ kind: 'submitted', at: '2025-03-01T10:00:00.000Z', actor: 'seller', toStatus: 'pending' }),
          step({ kind: 'changes_requested', at: '2025-03-02T10:00:00.000Z', actor: 'moderator', actorEmail: 'admin@example.com', fromStatus: 'pending', toStatus: 'needs_changes', notes: 'Add the odometer photo', state: 'applied' }),
          step({ kind: 'resubmitted', at: '2025-03-03T10:00:00.000Z', actor: 'seller', fromStatus: 'needs_changes', toStatus: 'pending' }),
          step({ kind: 'rejected', at: '2025-03-04T10:00:00.000Z', actor: 'moderator', actorEmail: 'admin@example.com', fromStatus: 'pending', toStatus: 'rejected', notes: 'Photos do not match the stated trim', state: 'applied' }),
          step({ kind: 'approved', at: '2025-03-05T10:00:00.000Z', actor: 'moderator', actorEmail: 'other@example.com', fromStatus: 'rejected', toStatus: 'approved', state: 'discarded', note: 'superseded' }),
        ],
      })),
  );
  const user = await openTab('Rejected Listings');
  const card = await screen.findByTestId('listing-58');
  const toggle = within(card).getByRole('button', { name: /History/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(requests('GET', /timeline$/)).toHaveLength(0);
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const log = within(screen.getByRole('region', { name: 'History of 2022 GMC Yukon' }));
  expect(await log.findByText('Reason: Photos do not match the stated trim')).toBeTruthy();
  expect(log.getByText('Requested changes: Add the odometer photo')).toBeTruthy();
  const items = log.getAllByRole('listitem');
  expect(items.map((i) => i.textContent?.match(/^[A-Z][a-z ]+/)?.[0].trim())).toEqual(['Submitted for review', 'Changes requested', 'Edited and resubmitted', 'Rejected', 'Approved']);
  expect(items[0].textContent).toMatch(/the seller/);
  expect(log.getAllByText(/admin@example\.com/)).toHaveLength(2);
  expect(log.getByText('Not applied')).toBeTruthy();
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
});

test('an empty history says so', async () => {
  const { use } = platform();
  use(route('GET', '/api/admin/vehicles/3/timeline', () => json(200, { entries: [], incomplete: null })));
  const user = await openTab('Approved Listings');
  await user.click(within(await screen.findByTestId('listing-3')).getByRole('button', { name: /History/ }));
  expect(await screen.findByText('No steps recorded yet.')).toBeTruthy();
});

test('Mark as sold asks first, then PATCHes {status: sold} with the current status as the guard', async () => {
  const { use, requests } = platform();
  use(route('PATCH', '/api/admin/vehicles/8/status', () =>
    json(200, { outcome: 'applied', message: 'Vehicle status updated successfully', vehicleId: 8, status: 'sold', previousStatus: 'approved', decision: null })));
  const user = await openTab('Approved Listings');
  await user.click(within(await screen.findByTestId('listing-8')).getByRole('button', { name: 'Mark as sold' }));
  const dialog = screen.getByRole('dialog', { name: 'Mark as sold' });
  expect(within(dialog).getByText('2021 Audi RS 6')).toBeTruthy();
  await user.type(within(dialog).getByLabelText(/Reason/), 'Sold through our associate');
  await user.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
  await waitFor(() => expect(requests('PATCH', '/api/admin/vehicles/8/status')).toHaveLength(1));
  expect(requests('PATCH', '/api/admin/vehicles/8/status')[0].body).toEqual({ status: 'sold', expectedStatus: 'approved', reason: 'Sold through our associate' });
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Success', description: 'Vehicle status updated successfully' }));
  // the list and the counts are refreshed
  await waitFor(() => expect(requests('GET', '/api/admin/vehicles').length).toBeGreaterThanOrEqual(2));
});

test('Take down asks first and PATCHes {status: rejected}', async () => {
  const { use, requests } = platform();
  use(route('PATCH', '/api/admin/vehicles/3/status', () => json(409, { statusCode: 409, error: 'Conflict', message: 'Cannot change a sold listing to rejected' })));
  const user = await openTab('Approved Listings');
  await user.click(within(await screen.findByTestId('listing-3')).getByRole('button', { name: 'Take down' }));
  const dialog = screen.getByRole('dialog', { name: 'Take down listing' });
  await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
  expect(requests('PATCH', '/api/admin/vehicles/3/status')).toHaveLength(0); // a take-down needs a reason too
  await user.selectOptions(within(dialog).getByLabelText('Reason'), 'The same car is already listed');
  await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
  await waitFor(() => expect(requests('PATCH', '/api/admin/vehicles/3/status')).toHaveLength(1));
  expect(requests('PATCH', '/api/admin/vehicles/3/status')[0].body).toEqual({ status: 'rejected', expectedStatus: 'approved', reason: 'The same car is already listed' });
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Cannot change a sold listing to rejected' }));
});

test('the featured switch PATCHes {isFeatured} and refreshes the list', async () => {
  const { use, requests } = platform();
  use(route('PATCH', '/api/admin/vehicles/8/featured', () => json(200, { ...APPROVED[1], isFeatured: true })));
  const user = await openTab('Approved Listings');
  await user.click(within(await screen.findByTestId('listing-8')).getByRole('switch', { name: 'Featured' }));
  await waitFor(() => expect(requests('PATCH', '/api/admin/vehicles/8/featured')).toHaveLength(1));
  expect(requests('PATCH', '/api/admin/vehicles/8/featured')[0].body).toEqual({ isFeatured: true });
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Success', description: 'The listing is now featured' }));
  await waitFor(() => expect(requests('GET', '/api/admin/vehicles').length).toBeGreaterThanOrEqual(2));
});

test('empty lists say so', async () => {
  mockFetch(
    route('GET', '/api/admin/stats', () => json(200, {})),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [])),
    route('GET', '/api/admin/vehicles', () => json(200, { vehicles: [], total: 0, page: 1, limit: 10 })),
  );
  const user = await openTab('Approved Listings');
  expect(await screen.findByText('No approved listings yet')).toBeTruthy();
  expect(screen.getByText('0 listings have been approved')).toBeTruthy();
  await user.click(screen.getByRole('tab', { name: 'Rejected Listings' }));
  expect(await screen.findByText('No rejected listings')).toBeTruthy();
  expect(screen.getByText('0 listings have been rejected')).toBeTruthy();
});
