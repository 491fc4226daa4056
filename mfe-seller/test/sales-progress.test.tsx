import { screen, within } from '@testing-library/react';
import type { SellerPipeline } from '@rl/contracts';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { vehicle } from './support/fixtures';
import { renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());
afterEach(() => jest.restoreAllMocks());

const offer = (o: Partial<SellerPipeline['listings'][number]['offers'][number]>) => ({
  id: 1, listingId: 1, amount: 88_000, conditions: [], status: 'open' as const, counterAmount: null,
  expiresAt: '2026-11-30T10:00:00.000Z', createdAt: '2026-11-28T10:00:00.000Z', answeredAt: null, buyer: 'Buyer 1', ...o,
});
const PIPELINE: SellerPipeline = {
  listings: [
    {
      listingId: 1, vehicle: { id: 1, title: '2022 BMW X5', price: 90_000, photo: null }, associate: { name: 'Ava Associate' }, inquiries: 3, offerCount: 2,
      viewingCount: 1, viewings: [{ at: '2026-12-01T18:30:00.000Z', kind: 'inspection', buyer: 'Buyer 2' }],
      offers: [offer({ id: 2, amount: 89_000, status: 'countered', counterAmount: 91_000, buyer: 'Buyer 2' }), offer({ id: 1, status: 'declined' })],
      timeline: [
        { at: '2026-11-28T11:00:00.000Z', kind: 'offer-answer', buyer: 'Buyer 2', summary: 'The seller countered the offer of $89,000 with $91,000' },
        { at: '2026-11-28T10:00:00.000Z', kind: 'offer', buyer: 'Buyer 2', summary: 'Offer of $89,000 recorded, expires 2026-11-30 10:00 UTC' },
      ],
    },
    { listingId: 2, vehicle: { id: 2, title: '2021 Porsche 911', price: null, photo: null }, associate: null, inquiries: 0, offerCount: 0, viewingCount: 0, viewings: [], offers: [], timeline: [] },
    {
      listingId: 3, vehicle: { id: 3, title: '2020 Audi RS6', price: 70_000, photo: null }, associate: { name: 'Ava Associate' }, inquiries: 0, offerCount: 0,
      viewingCount: 1, viewings: [{ at: '2026-12-02T17:00:00.000Z', kind: 'viewing', buyer: 'Buyer 1' }], offers: [], timeline: [],
    },
  ],
};

test('"Your sales": per listing the associate, inquiries, viewings, offers with amount and status, and the timeline; no buyer named', async () => {
  mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, [vehicle({ id: 1, make: 'BMW', model: 'X5', year: 2022, trim: null, status: 'approved' })]),
    'GET /api/seller/pipeline': () => fakeResponse(200, PIPELINE),
  });
  renderSeller('/dashboard');
  const card = (await screen.findByRole('heading', { name: 'Your sales' })).closest('section') as HTMLElement;
  const bmw = within(card).getByRole('listitem', { name: '2022 BMW X5' });
  expect(within(bmw).getByText('Ava Associate')).toBeTruthy();
  expect(within(bmw).getByText('Inquiries').nextSibling?.textContent).toBe('3');
  expect(within(bmw).getByText('Offers').nextSibling?.textContent).toBe('2');
  expect(within(bmw).getByText('Viewings').nextSibling?.textContent).toBe('1');
  const viewings = within(within(bmw).getByRole('list', { name: 'Viewings of 2022 BMW X5' })).getAllByRole('listitem').map((li) => li.textContent);
  expect(viewings).toEqual([expect.stringMatching(/^Inspection · Dec \d, .* · Buyer 2$/)]);
  // a car with only a viewing booked (the inquiry came in by phone) is shown too
  expect(within(within(card).getByRole('listitem', { name: '2020 Audi RS6' })).getByText('Viewings').nextSibling?.textContent).toBe('1');
  const offers = within(within(bmw).getByRole('list', { name: 'Offers on 2022 BMW X5' })).getAllByRole('listitem').map((li) => li.textContent);
  expect(offers).toEqual(['$89,000 · Countered (your counter $91,000) · Buyer 2', '$88,000 · Declined · Buyer 1']);
  expect(within(bmw).getByText('Timeline (2)')).toBeTruthy();
  expect(within(bmw).getByText(/Buyer 2: Offer of \$89,000 recorded/)).toBeTruthy();
  // a listing nobody asked about is left out
  expect(within(card).queryByRole('listitem', { name: '2021 Porsche 911' })).toBeNull();
  expect(card.textContent).not.toMatch(/@|\+1|Bea/);
});

test('nothing sales knows: no card', async () => {
  mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, []),
    'GET /api/seller/pipeline': () => fakeResponse(200, { listings: [] }),
  });
  renderSeller('/dashboard');
  await screen.findByRole('heading', { name: /Your listings|My listings|listings/i });
  expect(screen.queryByRole('heading', { name: 'Your sales' })).toBeNull();
});
