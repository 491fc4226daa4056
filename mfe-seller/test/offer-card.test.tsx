import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerOffers } from '@rl/contracts';
import { callsTo, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { vehicle } from './support/fixtures';
import { renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());
afterEach(() => jest.restoreAllMocks());

const future = new Date(Date.now() + 40 * 3_600_000).toISOString();
const OFFER = { id: 70, listingId: 42, amount: 98000, conditions: ['inspection' as const, 'financing' as const], status: 'open' as const, counterAmount: null, expiresAt: future, createdAt: '2026-01-01T10:00:00.000Z', answeredAt: null };
const OFFERS: SellerOffers = {
  listings: [{
    listingId: 42, vehicle: { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900, photo: null }, minimumPrice: null,
    offers: [OFFER, { ...OFFER, id: 69, amount: 90000, conditions: [], status: 'declined', answeredAt: '2025-12-30T10:00:00.000Z' }],
  }],
};

const dashboard = (extra: Parameters<typeof mockFetchRoutes>[0] = {}) => mockFetchRoutes({
  'GET /api/user/vehicles': () => fakeResponse(200, [vehicle({ id: 42, make: 'Porsche', model: '911', year: 2021, status: 'approved' })]),
  'GET /api/seller/associates': () => fakeResponse(200, { listings: [], team: { phone: '1', email: 'sales@example.org' } }),
  'GET /api/seller/offers': () => fakeResponse(200, OFFERS),
  ...extra,
});

test('the dashboard shows each offer: amount, conditions, expiry, status; never the buyer', async () => {
  dashboard();
  renderSeller('/dashboard');
  const section = (await screen.findByRole('heading', { name: 'Offers' })).closest('section') as HTMLElement;
  const open = within(section).getByTestId('offer-70');
  expect(within(open).getByRole('heading', { name: 'Offer of $98,000' })).toBeTruthy();
  expect(open.textContent).toContain('Subject to inspection · Subject to financing');
  expect(open.textContent).toContain('Waiting for the seller');
  expect(open.textContent).toContain('Answer by');
  const declined = within(section).getByTestId('offer-69');
  expect(declined.textContent).toContain('Declined');
  expect(within(declined).queryByRole('radiogroup')).toBeNull();
  expect(section.textContent).not.toMatch(/@|Bea/);
});

test('the seller counters with an amount above the offer, or accepts', async () => {
  const fetch = dashboard({
    'POST /api/seller/offers/70/answer': (init) => {
      const body = JSON.parse(String(init?.body)) as { answer: string; counterAmount?: number };
      return fakeResponse(200, { ...OFFER, status: body.answer === 'counter' ? 'countered' : 'accepted', counterAmount: body.counterAmount ?? null });
    },
  });
  const user = userEvent.setup();
  renderSeller('/dashboard');
  const card = await screen.findByTestId('offer-70');
  const send = () => within(card).getByRole('button', { name: /Send my counter|Accept the offer|Choose an answer/ }) as HTMLButtonElement;
  expect(send().disabled).toBe(true);
  await user.click(within(card).getByRole('radio', { name: 'Counter' }));
  await user.type(within(card).getByLabelText('Your price ($)'), '95000');
  expect(within(card).getByText('Enter an amount above $98,000')).toBeTruthy();
  expect(send().disabled).toBe(true);
  await user.clear(within(card).getByLabelText('Your price ($)'));
  await user.type(within(card).getByLabelText('Your price ($)'), '104,000');
  expect(send().disabled).toBe(false);
  await user.click(send());
  await waitFor(() => expect(callsTo(fetch, 'POST', '/api/seller/offers/70/answer').map((c) => c.body)).toEqual([{ answer: 'counter', counterAmount: 104000 }]));
});

test('a 409 (answered meanwhile) is shown on the card', async () => {
  dashboard({
    'POST /api/seller/offers/70/answer': () => fakeResponse(409, { statusCode: 409, error: 'Conflict', message: 'This offer was already answered or closed (accepted).' }),
  });
  const user = userEvent.setup();
  renderSeller('/dashboard');
  const card = await screen.findByTestId('offer-70');
  await user.click(within(card).getByRole('radio', { name: 'Decline' }));
  await user.click(within(card).getByRole('button', { name: 'Decline the offer' }));
  expect((await within(card).findByRole('alert')).textContent).toContain('already answered');
});

test('the mail link page: the chosen answer preselected, confirmed with one click, no sign-in', async () => {
  const token = `70o${'a'.repeat(24)}`;
  const fetch = mockFetchRoutes({
    'GET /api/offer-answers': () => fakeResponse(200, { offer: OFFER, vehicle: { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900 } }),
    'POST /api/offer-answers': () => fakeResponse(200, { ...OFFER, status: 'accepted', answeredAt: '2026-01-02T10:00:00.000Z' }),
  });
  resetStores(null);
  const user = userEvent.setup();
  renderSeller(`/offer-answer?token=${token}&answer=accept`);
  const card = await screen.findByTestId('offer-70');
  expect((within(card).getByRole('radio', { name: 'Accept' }) as HTMLInputElement).checked).toBe(true);
  // opening the page answers nothing
  expect(callsTo(fetch, 'POST', '/api/offer-answers')).toEqual([]);
  await user.click(within(card).getByRole('button', { name: 'Accept the offer' }));
  expect((await screen.findByRole('status')).textContent).toContain('You accepted the offer of $98,000');
  expect(callsTo(fetch, 'POST', '/api/offer-answers').map((c) => c.body)).toEqual([{ token, answer: 'accept' }]);
});

test('a malformed link says so without asking the server', async () => {
  const fetch = mockFetchRoutes({});
  resetStores(null);
  renderSeller('/offer-answer?token=nope');
  expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid');
  expect(callsTo(fetch, 'GET', '/api/offer-answers')).toEqual([]);
});

test('the private minimum price: listings with offers first, saved for the chosen listing', async () => {
  const fetch = dashboard({
    'GET /api/seller/offers': () => fakeResponse(200, {
      listings: [{ listingId: 7, vehicle: { id: 7, title: '2019 Audi Q7', price: 41000, photo: null }, minimumPrice: 38000, offers: [] }, ...OFFERS.listings],
    }),
    'POST /api/seller/listings/42/minimum-price': () => fakeResponse(200, { listingId: 42, minimumPrice: 100000 }),
  });
  const user = userEvent.setup();
  renderSeller('/dashboard');
  const form = (await screen.findByRole('heading', { name: 'Your private minimum price' })).closest('form') as HTMLElement;
  const section = form.closest('section') as HTMLElement;
  // only listings with offers are listed with their offers
  expect(within(section).queryByRole('heading', { name: /2019 Audi Q7/ })).toBeNull();
  const select = within(form).getByLabelText('Listing') as HTMLSelectElement;
  expect(select.value).toBe('42');
  await user.selectOptions(select, '7');
  expect((within(form).getByLabelText('Minimum ($)') as HTMLInputElement).value).toBe('38000');
  await user.selectOptions(select, '42');
  await user.type(within(form).getByLabelText('Minimum ($)'), '100000');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetch, 'POST', '/api/seller/listings/42/minimum-price').map((c) => c.body)).toEqual([{ minimumPrice: 100000 }]));
  expect(form.textContent).toContain('Only our associates see it, never a buyer');
});
