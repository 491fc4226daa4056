import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAction } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { json, mockFetch, never, route } from '@rl/web-build/jest/fetch-mock';
import { ADMIN } from './support/fixtures';
import { renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

const entry = (o: Partial<StaffAction>): StaffAction => ({
  id: '1', at: '2026-11-20T10:00:00.000Z', occurredAt: '2026-11-20T10:00:00.000Z', service: 'moderation', actorId: 'm1', actorEmail: 'casey@staff.test',
  actorRole: 'moderator', action: 'listing.status', objectType: 'listing', objectId: '42', before: { status: 'pending' }, after: { status: 'approved' },
  address: '203.0.113.5', requestId: 'req-1', ...o,
});
const moderation = [route('GET', '/api/admin/stats', never), route('GET', '/api/admin/vehicles/pending', () => json(200, []))];

test('only admins get the Staff log tab', () => {
  mockFetch(...moderation);
  useSessionStore.setState({ status: 'signedIn', user: { ...ADMIN, role: 'moderator' } });
  renderAdmin();
  expect(screen.queryByRole('tab', { name: 'Staff log' })).toBeNull();
});

test('lists the entries newest first; filters by actor, action, object and time; pages back; the export link carries the filter', async () => {
  const { calls } = mockFetch(
    ...moderation,
    route('GET', '/api/staff/log', ({ query: q }) => {
      if (q.get('before') === '5') return json(200, { entries: [entry({ id: '4', objectId: '40' })], nextBefore: null });
      if (q.get('actor')) return json(200, { entries: [entry({ id: '5', actorEmail: 'avery@staff.test', actorRole: 'associate', action: 'lead.reassign', objectType: 'lead', objectId: '7', before: { associate: 'a' }, after: { associate: 'b' } })], nextBefore: '5' });
      return json(200, { entries: [entry({ id: '9' }), entry({ id: '8', action: 'staff.sign-in', objectType: 'user', objectId: 'u1', before: null, after: { method: 'totp' } })], nextBefore: null });
    }),
  );
  const user = userEvent.setup();
  renderAdmin();
  await user.click(screen.getByRole('tab', { name: 'Staff log' }));
  const list = await screen.findByRole('list', { name: 'Staff actions' });
  const rows = within(list).getAllByRole('article');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('listing.status')).toBeTruthy();
  expect(within(rows[0]!).getByText('casey@staff.test (moderator) · 203.0.113.5 · request req-1')).toBeTruthy();
  expect(within(rows[0]!).getByText('status: pending → status: approved')).toBeTruthy();

  await user.type(screen.getByLabelText('Actor'), 'avery');
  await user.type(screen.getByLabelText('Action'), 'lead.');
  await user.type(screen.getByLabelText('Object type'), 'lead');
  await user.type(screen.getByLabelText('Object id'), '7');
  await user.type(screen.getByLabelText('From'), '2026-11-01T00:00');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Staff actions' })).getAllByRole('article')).toHaveLength(1));
  const sent = calls.filter((c) => c.path === '/api/staff/log').at(-1)!.query;
  expect(Object.fromEntries(sent)).toEqual({ actor: 'avery', action: 'lead.', objectType: 'lead', objectId: '7', from: new Date('2026-11-01T00:00').toISOString() });
  const exportLink = screen.getByRole('link', { name: /Export \(JSON Lines\)/ });
  expect(exportLink.getAttribute('href')).toMatch(/^\/api\/staff\/log\/export\?actor=avery&action=lead\.&objectType=lead&objectId=7&from=/);

  await user.click(screen.getByRole('button', { name: 'Older entries' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Staff actions' })).getAllByRole('article')).toHaveLength(2));
  expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
});
