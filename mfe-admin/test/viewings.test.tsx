import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadDetail, Viewing } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { json, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { ADMIN } from './support/fixtures';
import { renderAdmin, resetStores } from './support/render';

beforeEach(() => {
  resetStores();
  useSessionStore.setState({ status: 'signedIn', user: { ...ADMIN, firstName: 'Ava', lastName: 'Stone', role: 'associate' } });
});

const LEAD: LeadDetail = {
  id: 5, status: 'open', vehicle: null,
  buyer: { name: 'Bea Buyer', email: 'bea@example.com', phone: null }, subject: 'Still available?', associateId: 'a1',
  lastMessage: { author: 'buyer', body: 'Hello', createdAt: '2026-01-01T10:00:00.000Z' }, createdAt: '2026-01-01T10:00:00.000Z',
  firstResponseSeconds: 60, dueAt: null, overdue: false,
  messages: [{ id: 1, author: 'buyer', authorName: 'Bea Buyer', body: 'Hello', via: 'web', createdAt: '2026-01-01T10:00:00.000Z' }],
  notes: [],
};

const viewing = (o: Partial<Viewing> = {}): Viewing => ({
  id: 1, leadId: 5, kind: 'viewing', status: 'scheduled', startsAt: '2026-12-01T18:30:00.000Z', date: '2026-12-01', time: '10:30',
  timeZone: 'America/Los_Angeles', durationMinutes: 60, place: '1 Main St', inspector: null, inviteSeller: false, note: null,
  uid: 'viewing-1@x', sequence: 0, vehicle: { id: 42, title: '2021 Porsche 911 Carrera S' }, buyerName: 'Bea Buyer', associateId: 'a1',
  createdAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z', ...o,
});

test("the desk shows today's viewings, this week's on demand, and a row opens its lead", async () => {
  const { calls } = mockFetch(
    route('GET', '/api/desk/leads', () => json(200, { leads: [LEAD], total: 1, page: 1, limit: 20 })),
    route('GET', '/api/desk/viewings', (call) => json(200, {
      range: call.query.get('range'), timeZone: 'America/Los_Angeles', from: '2026-11-30', to: call.query.get('range') === 'week' ? '2026-12-06' : '2026-11-30',
      viewings: call.query.get('range') === 'week'
        ? [viewing(), viewing({ id: 2, kind: 'inspection', inspector: 'Ian Inspector', place: null, date: '2026-12-03', time: '09:00' })]
        : [viewing()],
    })),
    route('GET', '/api/desk/leads/5', () => json(200, LEAD)),
    route('GET', '/api/desk/leads/5/viewings', () => json(200, { viewings: [viewing()] })),
  );
  const user = userEvent.setup();
  renderAdmin();
  const panel = await screen.findByTestId('viewings-panel');
  const today = await within(panel).findByRole('list', { name: "Today's viewings" });
  expect(within(today).getByText('10:30')).toBeTruthy();
  expect(within(today).getByText(/Viewing at 1 Main St · Bea Buyer/)).toBeTruthy();
  await user.click(within(panel).getByRole('button', { name: 'This week' }));
  const week = await within(panel).findByRole('list', { name: "This week's viewings" });
  expect(within(week).getByText(/Inspection by Ian Inspector/)).toBeTruthy();
  expect(calls.map((c) => c.url)).toContain('/api/desk/viewings?range=week');
  await user.click(within(week).getAllByRole('button')[0]!);
  expect(await screen.findByTestId('schedule-viewing')).toBeTruthy();
});

test('the lead page schedules a viewing (the server names a bad field) and cancels one', async () => {
  let posted: unknown = null;
  const { calls } = mockFetch(
    route('GET', '/api/desk/leads', () => json(200, { leads: [LEAD], total: 1, page: 1, limit: 20 })),
    route('GET', '/api/desk/viewings', () => json(200, { range: 'today', timeZone: 'America/Los_Angeles', from: '2026-11-30', to: '2026-11-30', viewings: [] })),
    route('GET', '/api/desk/leads/5', () => json(200, LEAD)),
    route('GET', '/api/desk/leads/5/viewings', () => json(200, { viewings: [viewing()] })),
    route('POST', '/api/desk/leads/5/viewings', (call) => {
      posted = call.body;
      return (posted as { place: string | null }).place
        ? json(201, viewing({ id: 3, date: '2026-12-02' }))
        : json(400, { statusCode: 400, error: 'Bad Request', message: 'place is required for a viewing', fields: [{ field: 'place', message: 'place is required for a viewing' }] });
    }),
    route('POST', '/api/desk/viewings/1/cancel', () => json(200, viewing({ status: 'cancelled', sequence: 1 }))),
  );
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByTestId('lead-5'));
  const box = await screen.findByTestId('schedule-viewing');
  expect(await within(box).findByText(/Viewing at 1 Main St/)).toBeTruthy();
  await user.type(within(box).getByLabelText('Date'), '2026-12-02');
  await user.click(within(box).getByRole('button', { name: 'Schedule and send the invitation' }));
  expect((await within(box).findByRole('alert')).textContent).toBe('place is required for a viewing');
  expect(within(box).getByLabelText('Place').getAttribute('aria-invalid')).toBe('true');
  await user.type(within(box).getByLabelText('Place'), 'Showroom');
  await user.click(within(box).getByLabelText('Invite the seller too'));
  await user.click(within(box).getByRole('button', { name: 'Schedule and send the invitation' }));
  expect(await within(box).findByText(/Scheduled for Wed, Dec 2/)).toBeTruthy();
  expect(posted).toEqual({ kind: 'viewing', date: '2026-12-02', time: '10:00', durationMinutes: 60, place: 'Showroom', inviteSeller: true });
  await user.click(within(box).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/desk/viewings/1/cancel')).toBe(true));
});
