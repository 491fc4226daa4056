import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingRevision } from '@rl/contracts';
import { json, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { lastToast, renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

const STATS = { total: 3, pending: 0, approved: 3, rejected: 0 };
const X5: PendingRevision = {
  id: 41, vehicleId: 7, title: '2021 BMW X5 xDrive40i', coverImage: '/media/img/x5/large.webp', createdAt: '2026-11-20T09:30:00.000Z',
  expectedUpdatedAt: '2026-11-19T12:00:00.000Z',
  changes: [
    { field: 'mileage', label: 'Mileage', live: 42000, proposed: 45500 },
    { field: 'price', label: 'Price', live: '52900.00', proposed: '54900.00' },
    { field: 'features', label: 'Features', live: ['Heated Seats'], proposed: ['Heated Seats', 'Head-Up Display'] },
  ],
};
const M3: PendingRevision = { ...X5, id: 42, vehicleId: 8, title: '2022 BMW M3 Competition', coverImage: null, changes: [{ field: 'description', label: 'Description', live: 'Clean.', proposed: 'Clean. New tires.' }] };

function platform(list: PendingRevision[] = [X5, M3]) {
  let current = list;
  const mock = mockFetch(
    route('GET', '/api/admin/stats', () => json(200, STATS)),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [], { 'x-total-count': '0' })),
    route('GET', '/api/admin/revisions', () => json(200, { revisions: current, total: current.length })),
  );
  return { ...mock, setList: (l: PendingRevision[]) => (current = l) };
}

async function openTab() {
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('tab', { name: 'Changes to Review (2)' }));
  return user;
}

const decided = (id: number, vehicleId: number) => ({ outcome: 'applied', message: 'The changes are live', revisionId: id, vehicleId, decision: null });

test('the tab lists each seller\'s changes oldest first, field by field: live value and proposed value', async () => {
  platform();
  await openTab();
  const card = within(await screen.findByTestId('revision-41'));
  expect(card.getByRole('heading', { name: '2021 BMW X5 xDrive40i' })).toBeTruthy();
  expect(card.getByRole('link', { name: '2021 BMW X5 xDrive40i' }).getAttribute('href')).toBe('/vehicles/7');
  const table = card.getByRole('table', { name: 'Changes to 2021 BMW X5 xDrive40i' });
  const rows = within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['Mileage', '42,000 mi', '45,500 mi'],
    ['Price', '$52,900', '$54,900'],
    ['Features', 'Heated Seats', 'Heated Seats, Head-Up Display'],
  ]);
  expect(screen.getAllByTestId(/^revision-\d+$/).map((c) => c.dataset.testid)).toEqual(['revision-41', 'revision-42']);
});

test('Approve sends the live version the admin reviewed, then the list follows', async () => {
  const mock = platform();
  mock.use(route('POST', '/api/admin/revisions/41/approve', () => {
    mock.setList([M3]);
    return json(200, decided(41, 7));
  }));
  const user = await openTab();
  await user.click(within(await screen.findByTestId('revision-41')).getByRole('button', { name: 'Approve changes' }));
  await waitFor(() => expect(mock.requests('POST', '/api/admin/revisions/41/approve')).toHaveLength(1));
  expect(mock.requests('POST', '/api/admin/revisions/41/approve')[0]!.body).toEqual({ expectedUpdatedAt: '2026-11-19T12:00:00.000Z' });
  await waitFor(() => expect(screen.queryByTestId('revision-41')).toBeNull());
  expect(lastToast()).toMatchObject({ title: 'Changes published', description: 'The changes are live' });
});

test('Reject asks for a reason (required) and sends it', async () => {
  const mock = platform();
  mock.use(route('POST', '/api/admin/revisions/42/reject', () => json(200, decided(42, 8))));
  const user = await openTab();
  await user.click(within(await screen.findByTestId('revision-42')).getByRole('button', { name: 'Reject changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject changes' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
  expect(within(dialog).getByRole('alert').textContent).toMatch(/write a reason/i);
  expect(mock.requests('POST', '/api/admin/revisions/42/reject')).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Reason'), 'Please add photos of the new tires');
  await user.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
  await waitFor(() => expect(mock.requests('POST', '/api/admin/revisions/42/reject')).toHaveLength(1));
  expect(mock.requests('POST', '/api/admin/revisions/42/reject')[0]!.body).toEqual({ expectedUpdatedAt: '2026-11-19T12:00:00.000Z', reason: 'Please add photos of the new tires' });
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Changes rejected' }));
});

test('a stale decision (409) shows the server\'s reason and reloads the list', async () => {
  const mock = platform();
  mock.use(route('POST', '/api/admin/revisions/41/approve', () => json(409, {
    statusCode: 409, error: 'Conflict', message: 'The seller changed the listing again after these changes; review the newer changes',
  })));
  const user = await openTab();
  const before = mock.requests('GET', '/api/admin/revisions').length;
  await user.click(within(await screen.findByTestId('revision-41')).getByRole('button', { name: 'Approve changes' }));
  await waitFor(() => expect(lastToast()?.description).toBe('The seller changed the listing again after these changes; review the newer changes'));
  await waitFor(() => expect(mock.requests('GET', '/api/admin/revisions').length).toBeGreaterThan(before));
});

test('nothing waiting: an empty state', async () => {
  platform([]);
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('tab', { name: 'Changes to Review (0)' }));
  expect(await screen.findByText('No changes waiting for review')).toBeTruthy();
});

test('a failed load says so and offers Try again', async () => {
  const mock = platform();
  mock.use(route('GET', '/api/admin/revisions', () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'The listings service is unavailable right now.' })));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('tab', { name: /Changes to Review/ }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(/Could not load the changes to review/);
  mock.use(route('GET', '/api/admin/revisions', () => json(200, { revisions: [X5], total: 1 })));
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('revision-41')).toBeTruthy();
});
