import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccount } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { json, mockFetch, never, route } from '@rl/web-build/jest/fetch-mock';
import { ADMIN } from './support/fixtures';
import { lastToast, renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

const member = (o: Partial<StaffAccount>): StaffAccount => ({
  id: 'id', email: 'x@staff.test', firstName: 'X', lastName: 'Y', role: 'associate', status: 'active', createdAt: '2026-01-01T00:00:00.000Z', deactivatedAt: null, ...o,
});
const STAFF = [
  member({ id: ADMIN.id, email: ADMIN.email, firstName: 'Ada', lastName: 'Admin', role: 'admin' }),
  member({ id: 's2', email: 'ava@staff.test', firstName: 'Ava', lastName: 'Associate' }),
  member({ id: 's3', email: 'ivy@staff.test', firstName: 'Ivy', lastName: 'Invited', role: 'moderator', status: 'invited' }),
];
const moderation = [route('GET', '/api/admin/stats', never), route('GET', '/api/admin/vehicles/pending', () => json(200, []))];

async function openStaffTab() {
  const user = userEvent.setup();
  renderAdmin();
  await user.click(screen.getByRole('tab', { name: 'Staff' }));
  return user;
}

test('only admins get the Staff tab', () => {
  mockFetch(...moderation, route('GET', '/api/desk/leads', () => json(200, { leads: [], total: 0, page: 1, limit: 20 })));
  useSessionStore.setState({ status: 'signedIn', user: { ...ADMIN, role: 'moderator' } });
  const { unmount } = renderAdmin();
  expect(screen.queryByRole('tab', { name: 'Staff' })).toBeNull();
  unmount();
  useSessionStore.setState({ status: 'signedIn', user: { ...ADMIN, role: 'associate' } });
  renderAdmin();
  expect(screen.queryByRole('tab', { name: 'Staff' })).toBeNull();
});

test('lists the staff with role and status; the admin cannot change or deactivate their own account', async () => {
  mockFetch(...moderation, route('GET', '/api/staff', () => json(200, { staff: STAFF })));
  await openStaffTab();
  const list = await screen.findByRole('list', { name: 'Staff' });
  const rows = within(list).getAllByRole('article');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByText('Ada Admin (you)')).toBeTruthy();
  expect((within(rows[0]!).getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
  expect(within(rows[0]!).queryByRole('button', { name: /Deactivate/ })).toBeNull();
  expect(within(rows[2]!).getByText('Invited')).toBeTruthy();
  expect((within(rows[2]!).getByRole('combobox', { name: 'Role of Ivy Invited' }) as HTMLSelectElement).value).toBe('moderator');
});

test('invites: sends the form, shows the server\'s field errors next to the fields', async () => {
  const { calls } = mockFetch(
    ...moderation,
    route('GET', '/api/staff', () => json(200, { staff: STAFF })),
    route('POST', '/api/staff/invitations', () => json(409, { statusCode: 409, error: 'Conflict', message: 'taken', fields: [{ field: 'email', message: 'This address belongs to a customer account' }] })),
  );
  const user = await openStaffTab();
  await user.type(screen.getByLabelText('First name'), 'Max');
  await user.type(screen.getByLabelText('Last name'), 'Mustermann');
  await user.type(screen.getByLabelText('Email'), 'max@staff.test');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'moderator');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('This address belongs to a customer account')).toBeTruthy();
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'max@staff.test', firstName: 'Max', lastName: 'Mustermann', role: 'moderator' });
});

test('changes a role and deactivates after a confirmation', async () => {
  const { calls } = mockFetch(
    ...moderation,
    route('GET', '/api/staff', () => json(200, { staff: STAFF })),
    route('PATCH', '/api/staff/s2', () => json(200, { ...STAFF[1], role: 'admin' })),
    route('POST', '/api/staff/s2/deactivate', () => json(200, { ...STAFF[1], status: 'deactivated', deactivatedAt: '2026-01-02T00:00:00.000Z' })),
  );
  const user = await openStaffTab();
  const row = (await screen.findAllByRole('article'))[1]!;
  await user.selectOptions(within(row).getByRole('combobox'), 'admin');
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'admin' });
  await user.click(within(row).getByRole('button', { name: 'Deactivate Ava Associate' }));
  expect(calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);
  await user.click(within(row).getByRole('button', { name: 'Deactivate Ava Associate' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ description: 'Ava Associate is signed out and can no longer sign in.' }));
  expect(calls.filter((c) => c.path === '/api/staff/s2/deactivate')).toHaveLength(1);
});
