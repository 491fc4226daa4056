import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskBoard, LeadDetail, LeadPipeline } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { json, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { ADMIN } from './support/fixtures';
import { lastToast, renderAdmin, resetStores } from './support/render';

beforeEach(() => {
  resetStores();
  useSessionStore.setState({ status: 'signedIn', user: { ...ADMIN, firstName: 'Ava', lastName: 'Stone', role: 'associate' } });
});

const car = { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900, photo: null };
const BOARD: DeskBoard = {
  stages: [
    { stage: 'new', count: 1, leads: [{ id: 5, stage: 'new', vehicle: car, buyerName: 'Bea Buyer', associateId: 'a1', daysInStage: 0, lastActivityAt: '2026-01-01T10:00:00.000Z', stale: false, openOffer: null }] },
    { stage: 'contacted', count: 0, leads: [] },
    { stage: 'qualified', count: 1, leads: [{ id: 6, stage: 'qualified', vehicle: car, buyerName: 'Carl Cold', associateId: 'a1', daysInStage: 4, lastActivityAt: '2025-12-20T10:00:00.000Z', stale: true, openOffer: null }] },
    { stage: 'viewing', count: 0, leads: [] },
    { stage: 'offer', count: 1, leads: [{ id: 7, stage: 'offer', vehicle: car, buyerName: 'Dora Deal', associateId: 'a1', daysInStage: 1, lastActivityAt: '2026-01-01T10:00:00.000Z', stale: false, openOffer: { amount: 98000, status: 'countered', counterAmount: 104000, expiresAt: '2026-01-03T10:00:00.000Z' } }] },
    { stage: 'accepted', count: 0, leads: [] },
    { stage: 'deposit', count: 0, leads: [] },
  ],
};
const LEAD: LeadDetail = {
  id: 7, status: 'open', vehicle: car, buyer: { name: 'Dora Deal', email: 'dora@example.com', phone: null }, subject: 'Offer', associateId: 'a1',
  lastMessage: { author: 'buyer', body: 'Hello', createdAt: '2026-01-01T10:00:00.000Z' }, createdAt: '2026-01-01T10:00:00.000Z',
  firstResponseSeconds: 60, dueAt: null, overdue: false, messages: [{ id: 1, author: 'buyer', authorName: 'Dora Deal', body: 'Hello', via: 'web', createdAt: '2026-01-01T10:00:00.000Z' }], notes: [],
};
const PIPELINE: LeadPipeline = {
  leadId: 7, stage: 'offer', lostReason: null, stageSince: '2026-01-01T10:00:00.000Z', minimumPrice: 100000,
  offers: [{ id: 70, leadId: 7, listingId: 42, amount: 98000, conditions: ['inspection'], note: null, status: 'countered', counterAmount: 104000, expiresAt: '2026-01-03T10:00:00.000Z', createdAt: '2026-01-01T10:00:00.000Z', answeredAt: '2026-01-01T12:00:00.000Z' }],
  deposit: null, sale: null,
  timeline: [
    { id: 1, kind: 'offer', actor: { kind: 'staff', userId: 'a1', name: 'Ava Stone' }, summary: 'Offer of $98,000 recorded (subject to inspection)', data: {}, at: '2026-01-01T10:00:00.000Z' },
    { id: 2, kind: 'offer-answer', actor: { kind: 'seller', userId: null, name: 'The seller' }, summary: 'The seller countered the offer of $98,000 with $104,000', data: {}, at: '2026-01-01T12:00:00.000Z' },
  ],
};

function routes() {
  return [
    route('GET', '/api/desk/leads', () => json(200, { leads: [], total: 0, page: 1, limit: 20 })),
    route('GET', '/api/desk/board', () => json(200, BOARD)),
    route('GET', '/api/desk/leads/7', () => json(200, LEAD)),
    route('GET', '/api/desk/leads/7/offers', () => json(200, PIPELINE)),
    route('GET', '/api/desk/listings/42/seller-thread', () => json(200, { listingId: 42, vehicle: car, associateId: 'a1', seller: null, messages: [] })),
  ];
}

test('the pipeline shows open leads by stage with days in stage, the stale mark and the offer in play', async () => {
  const { calls } = mockFetch(...routes());
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('button', { name: 'Pipeline' }));
  const board = await screen.findByRole('region', { name: 'Pipeline' });
  const columns = within(board).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(columns).toEqual(['New', 'Contacted', 'Qualified', 'Viewing', 'Offer', 'Accepted', 'Deposit']);
  const stale = screen.getByTestId('board-lead-6');
  expect(stale.textContent).toContain('Carl Cold');
  expect(stale.textContent).toContain('4 days in stage');
  expect(within(stale).getByText('Stale')).toBeTruthy();
  expect(screen.getByTestId('board-lead-5').textContent).toContain('Today in stage');
  expect(within(screen.getByTestId('board-lead-5')).queryByText('Stale')).toBeNull();
  expect(screen.getByTestId('board-lead-7').textContent).toContain('$98,000 · Countered at $104,000');
  expect(calls.some((c) => c.path === '/api/desk/board' && c.query.get('filter') === 'all')).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Mine' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/desk/board' && c.query.get('filter') === 'mine')).toBe(true));
});

test('a lead opened from the board shows its pipeline: minimum price, the counter, the timeline with who did it; the buyer takes the counter', async () => {
  const { calls } = mockFetch(...routes(), route('POST', '/api/desk/offers/70/action', () => json(200, { ...PIPELINE.offers[0], status: 'accepted' })));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('button', { name: 'Pipeline' }));
  await user.click(await screen.findByTestId('board-lead-7'));
  const box = (await screen.findByRole('heading', { name: 'Pipeline' })).closest('section')!;
  await within(box).findByText('$100,000');
  expect(box.textContent).toContain('Seller\'s minimum (private)');
  expect(box.textContent).toContain('Seller asks $104,000');
  const timeline = within(box).getByRole('list', { name: 'Timeline' });
  expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringContaining('The seller countered the offer of $98,000 with $104,000The seller'),
    expect.stringContaining('Offer of $98,000 recorded (subject to inspection)Ava Stone'),
  ]);
  await user.click(within(box).getByRole('button', { name: 'Buyer accepts $104,000' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/desk/offers/70/action')?.body).toEqual({ action: 'buyer-accepts-counter' }));
  await waitFor(() => expect(lastToast()?.title).toBe('Counter accepted: sale pending'));
});

test('a forbidden move shows the server\'s reason', async () => {
  mockFetch(...routes(), route('POST', '/api/desk/leads/7/stage', () => json(409, { statusCode: 409, error: 'Conflict', message: 'A lead at offer cannot move to contacted.' })));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('button', { name: 'Pipeline' }));
  await user.click(await screen.findByTestId('board-lead-7'));
  const box = (await screen.findByRole('heading', { name: 'Pipeline' })).closest('section')!;
  const form = await within(box).findByRole('form', { name: 'Move the lead' });
  const select = within(form).getByLabelText('Move to') as HTMLSelectElement;
  expect([...select.options].map((o) => o.value)).toEqual(['', 'qualified', 'viewing', 'lost']);
  await user.selectOptions(select, 'lost');
  expect((within(form).getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(true);
  await user.selectOptions(within(form).getByLabelText('Reason'), 'bought_elsewhere');
  await user.click(within(form).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Not moved', description: expect.stringContaining('cannot move') }));
});
