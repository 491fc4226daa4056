import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadDetail } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { json, mockFetch, never, route } from '@rl/web-build/jest/fetch-mock';
import { ADMIN } from './support/fixtures';
import { lastToast, renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

const LEAD: LeadDetail = {
  id: 5, status: 'new', vehicle: { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900, photo: null },
  buyer: { name: 'Bea Buyer', email: 'bea@example.com', phone: null }, subject: 'Still available?', associateId: 'assoc-a',
  lastMessage: { author: 'buyer', body: 'Hello', createdAt: '2026-01-01T10:00:00.000Z' }, createdAt: '2026-01-01T10:00:00.000Z',
  firstResponseSeconds: null, dueAt: '2026-01-01T12:00:00.000Z', overdue: false,
  messages: [{ id: 1, author: 'buyer', authorName: 'Bea Buyer', body: 'Hello', via: 'web', createdAt: '2026-01-01T10:00:00.000Z' }],
  notes: [],
};
const ASSIGNMENTS = {
  associates: [{ id: 'assoc-a', name: 'Ava Associate', openLeads: 3 }, { id: 'assoc-b', name: 'Ben Associate', openLeads: 1 }],
  unassignedListings: 2, unassignedLeads: 0,
};
const desk = (assignments = ASSIGNMENTS) => [
  route('GET', '/api/admin/stats', never), route('GET', '/api/admin/vehicles/pending', () => json(200, [])),
  route('GET', '/api/desk/leads', () => json(200, { leads: [LEAD], total: 1, page: 1, limit: 20 })),
  route('GET', '/api/desk/leads/5', () => json(200, LEAD)),
  route('GET', '/api/desk/assignments', () => json(200, assignments)),
];

async function openDesk() {
  const user = userEvent.setup();
  renderAdmin();
  await user.click(screen.getByRole('tab', { name: 'Sales desk' }));
  return user;
}

test('admins see how many listings wait for an associate', async () => {
  mockFetch(...desk());
  await openDesk();
  expect((await screen.findByRole('status')).textContent).toBe('2 live listings wait for an associate.');
});

test('with no associate at all, the notice says how they get one', async () => {
  mockFetch(...desk({ associates: [], unassignedListings: 1, unassignedLeads: 0 }));
  await openDesk();
  expect((await screen.findByRole('status')).textContent).toMatch(/^1 live listing waits for an associate: invite an associate/);
});

test('associates get no count and no reassignment, and the assignments are not asked for by the list', async () => {
  useSessionStore.setState({ status: 'signedIn', user: { ...ADMIN, role: 'associate' } });
  const { calls } = mockFetch(...desk());
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByTestId('lead-5'));
  await screen.findByRole('heading', { name: LEAD.vehicle!.title });
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('button', { name: 'This lead' })).toBeNull();
  expect(calls.some((c) => c.path === '/api/desk/assignments')).toBe(false);
});

test('an admin gives the lead, or its whole listing, to another associate', async () => {
  const { calls } = mockFetch(
    ...desk(),
    route('POST', '/api/desk/leads/5/associate', () => json(200, { associateId: 'assoc-b', associateName: 'Ben Associate', leadIds: [5] })),
    route('POST', '/api/desk/listings/42/associate', () => json(200, { associateId: 'assoc-b', associateName: 'Ben Associate', leadIds: [5, 6] })),
  );
  const user = await openDesk();
  await user.click(await screen.findByTestId('lead-5'));
  const box = (await screen.findByRole('heading', { name: 'Associate: Ava Associate' })).closest('section')!;
  const select = within(box).getByLabelText('Give to');
  // the current associate is not offered
  expect(within(select).queryByRole('option', { name: /Ava/ })).toBeNull();
  await user.selectOptions(select, 'assoc-b');
  await user.click(within(box).getByRole('button', { name: 'This lead' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Lead reassigned', description: 'Ben Associate now works this lead.' }));
  expect(calls.find((c) => c.path === '/api/desk/leads/5/associate')?.body).toEqual({ associateId: 'assoc-b' });
  await user.selectOptions(within(box).getByLabelText('Give to'), 'assoc-b');
  await user.click(within(box).getByRole('button', { name: 'The whole listing' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Listing reassigned', description: 'Ben Associate now works this car and its 2 open leads.' }));
});

test('the lead page shows the thread with the seller (with their details) and sends a message to the seller', async () => {
  useSessionStore.setState({ status: 'signedIn', user: { ...ADMIN, role: 'associate' } });
  const { calls } = mockFetch(
    ...desk(),
    route('GET', '/api/desk/listings/42/seller-thread', () => json(200, {
      listingId: 42, vehicle: LEAD.vehicle, associateId: 'assoc-a', seller: { name: 'Sam', email: 'sam@seller.example' },
      messages: [{ id: 1, author: 'seller', authorName: 'Sam', body: 'The car has a new battery.', via: 'mail', createdAt: '2026-01-01T09:00:00.000Z' }],
    })),
    route('POST', '/api/desk/listings/42/seller-thread', () => json(201, { id: 2, author: 'associate', authorName: 'Ava', body: 'Thanks!', via: 'web', createdAt: '2026-01-01T11:00:00.000Z' })),
  );
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByTestId('lead-5'));
  const box = (await screen.findByRole('heading', { name: 'Thread with the seller' })).closest('section')!;
  expect(await within(box).findByText('The car has a new battery.')).toBeTruthy();
  expect(within(box).getByRole('link', { name: 'sam@seller.example' }).getAttribute('href')).toBe('mailto:sam@seller.example');
  await user.type(within(box).getByLabelText('Message to the seller (mailed to them)'), 'Thanks!');
  await user.click(within(box).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/desk/listings/42/seller-thread')?.body).toEqual({ body: 'Thanks!' }));
});
