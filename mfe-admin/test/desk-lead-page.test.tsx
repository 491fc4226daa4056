import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadDetail } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { json, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { ADMIN, vehicle } from './support/fixtures';
import { renderAdmin, resetStores } from './support/render';

beforeEach(() => {
  resetStores();
  useSessionStore.setState({ status: 'signedIn', user: { ...ADMIN, firstName: 'Ava', lastName: 'Stone', role: 'associate' } });
});

const LEAD: LeadDetail = {
  id: 5, status: 'new', vehicle: { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900, photo: null },
  buyer: { name: 'Bea Buyer', email: 'bea@example.com', phone: null }, subject: 'Still available?', associateId: 'a1',
  lastMessage: { author: 'buyer', body: 'Hello', createdAt: '2026-01-01T10:00:00.000Z' }, createdAt: '2026-01-01T10:00:00.000Z',
  firstResponseSeconds: null, dueAt: '2026-01-01T12:00:00.000Z', overdue: false,
  messages: [{ id: 1, author: 'buyer', authorName: 'Bea Buyer', body: 'Hello', via: 'web', createdAt: '2026-01-01T10:00:00.000Z' }],
  notes: [{ id: 1, authorName: 'Ben', body: 'Called twice, no answer.', createdAt: '2026-01-01T11:00:00.000Z' }],
};
const GUIDANCE = { rating: 'good', fairLow: 104000, fairHigh: 116000, comparables: 14, points: [] };

function routes(guidance: unknown = GUIDANCE) {
  return [
    route('GET', '/api/desk/leads', () => json(200, { leads: [LEAD], total: 1, page: 1, limit: 20 })),
    route('GET', '/api/desk/leads/5', () => json(200, LEAD)),
    route('GET', '/api/desk/listings/42/seller-thread', () => json(200, { listingId: 42, vehicle: LEAD.vehicle, associateId: 'a1', seller: null, messages: [] })),
    route('GET', '/api/vehicles/42', () => json(200, {
      ...vehicle({ id: 42, make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, mileage: 18250, price: '109900.00', location: 'Austin, TX' }),
      revision: null, priceGuidance: guidance,
    })),
  ];
}

async function openLead() {
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByTestId('lead-5'));
  await screen.findByRole('heading', { name: LEAD.vehicle!.title });
  return user;
}

test('key facts and the price guidance of the listing', async () => {
  mockFetch(...routes());
  await openLead();
  const facts = (await screen.findByRole('heading', { name: 'Key facts' })).closest('section')!;
  await within(facts).findByText('2021 Porsche 911 Carrera S');
  expect(within(facts).getByText('$109,900')).toBeTruthy();
  expect(within(facts).getByText('18,250 mi')).toBeTruthy();
  expect(within(facts).getByText('Austin, TX')).toBeTruthy();
  expect(facts.textContent).toContain('Good price: fair between $104,000 and $116,000, from 14 comparable listings.');
});

test('without guidance it says so, never a made-up band', async () => {
  mockFetch(...routes(null));
  await openLead();
  const facts = (await screen.findByRole('heading', { name: 'Key facts' })).closest('section')!;
  expect(await within(facts).findByText('None yet: too few comparable listings.')).toBeTruthy();
});

test('a reply template fills the answer box with the car\'s name, price and the buyer\'s first name', async () => {
  mockFetch(...routes());
  const user = await openLead();
  await user.click(within(screen.getByRole('group', { name: 'Reply templates' })).getByRole('button', { name: 'Still available' }));
  const box = screen.getByLabelText('Your answer (mailed to the buyer)') as HTMLTextAreaElement;
  expect(box.value).toMatch(/^Hi Bea,/);
  expect(box.value).toContain('the 2021 Porsche 911 Carrera S. Yes, it is still available at $109,900.');
  expect(box.value).toMatch(/Ava Stone$/);
  expect(document.activeElement).toBe(box);
  await user.click(screen.getByRole('button', { name: 'About the price' }));
  expect(box.value).toContain('the asking price of the 2021 Porsche 911 Carrera S is $109,900');
});

test('staff-only notes: listed, and a new one is saved', async () => {
  const { calls } = mockFetch(...routes(), route('POST', '/api/desk/leads/5/notes', () => json(201, { id: 2, authorName: 'Ava Stone', body: 'Prefers mornings.', createdAt: '2026-01-01T12:00:00.000Z' })));
  const user = await openLead();
  const notes = screen.getByRole('heading', { name: 'Notes (staff only)' }).closest('section')!;
  expect(within(notes).getByText('Called twice, no answer.')).toBeTruthy();
  await user.type(within(notes).getByLabelText('Add a note'), 'Prefers mornings.');
  await user.click(within(notes).getByRole('button', { name: 'Save note' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/desk/leads/5/notes')?.body).toEqual({ body: 'Prefers mornings.' }));
  await waitFor(() => expect((within(notes).getByLabelText('Add a note') as HTMLTextAreaElement).value).toBe(''));
});

test('an overdue lead of another associate: "Take this lead" makes it mine', async () => {
  const late = { ...LEAD, associateId: 'someone-else', overdue: true };
  const { calls } = mockFetch(
    ...routes(),
    route('GET', '/api/desk/leads/5', () => json(200, late)),
    route('POST', '/api/desk/leads/5/take', () => json(200, { associateId: ADMIN.id, associateName: 'Ava Stone', leadIds: [5] })),
  );
  const user = await openLead();
  expect(screen.getByRole('status').textContent).toContain('This lead is overdue: you may take it.');
  await user.click(screen.getByRole('button', { name: 'Take this lead' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/desk/leads/5/take')).toHaveLength(1));
});

test('no take button for a lead on time of another associate', async () => {
  mockFetch(...routes(), route('GET', '/api/desk/leads/5', () => json(200, { ...LEAD, associateId: 'someone-else' })));
  await openLead();
  expect(screen.queryByRole('button', { name: 'Take this lead' })).toBeNull();
});
