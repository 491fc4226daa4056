import type { PriceGuidance, PublicVehicleDetail } from '@rl/contracts';
import { loanSummary } from '@rl/web-kit/finance';
import { screen, within } from '@testing-library/react';
import { bandSentence, dropSentence, niceTicks, positionSentence } from '../src/features/vehicle-detail/price-guidance';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { renderAt, resetStores } from './support/render';
import { aVehicle } from './support/vehicles';

/** Noon UTC: the same calendar day in every time zone a test machine may use. */
const daysAgo = (n: number) => {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString();
};
const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

const guidance: PriceGuidance = {
  rating: 'good',
  fairLow: 57_500,
  fairHigh: 62_400,
  comparables: 14,
  points: Array.from({ length: 14 }, (_, i) => ({ price: 52_000 + i * 900, mileage: 8_000 + i * 3_100, year: 2021 + (i % 3) })),
};

/** The detail page is a lazy chunk: the first render of a test file waits for it to load. */
const LAZY_MS = 10_000;

function aDetail(overrides: Partial<PublicVehicleDetail> = {}): PublicVehicleDetail {
  return { ...aVehicle({ id: 5, price: '58900.00', mileage: 21_400 }), vinVerification: null, priceGuidance: guidance, priceDrops: [], ...overrides };
}

function detailApi(vehicle: PublicVehicleDetail) {
  return mockFetch(
    route('GET', `/api/vehicles/${vehicle.id}`, () => fakeResponse(200, vehicle)),
    route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: [], total: 0 })),
  );
}

beforeEach(() => resetStores());

describe('detail page: price guidance', () => {
  it('shows the rating, the fair band with its comparables, where this price sits, and the chart with this car marked', async () => {
    detailApi(aDetail({ priceRating: 'good' }));
    renderAt('/vehicles/5');
    const section = await screen.findByRole('region', { name: 'Price Guidance' }, { timeout: LAZY_MS });
    expect(within(section).getByText('Fair range $57,500 to $62,400 from 14 comparable listings')).toBeTruthy();
    expect(within(section).getByText('At $58,900, this car is within the fair range.')).toBeTruthy();
    const scale = within(section).getByRole('list', { name: 'Price ratings, best deal first' });
    expect(within(scale).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Great', 'Good', 'Fair', 'High', 'Overpriced',
    ]);
    expect(within(scale).getByText('Good').getAttribute('aria-current')).toBe('true');
    const chart = within(section).getByRole('img', { name: /Price against mileage of comparable listings/ });
    expect(within(chart).getAllByTestId('comparable-point')).toHaveLength(14);
    expect(within(chart).getAllByTestId('this-car-point')).toHaveLength(1);
    expect(within(chart).getByText('This car')).toBeTruthy();
    expect(chart.querySelector('desc')?.textContent).toContain('This car: $58,900 with 21,400 miles.');
    // the same data as text, for anyone who cannot see the chart
    const table = within(section).getByRole('table', { name: 'Comparable listings, by mileage' });
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    // the rating's full label shows beside the price at the top of the page
    expect(screen.getByText('Good price').closest('[data-testid="price-guidance"]')).toBeNull();
  });

  it('draws a car sold here at its final price apart from the asking prices, in the chart, its legend and the table', async () => {
    const base = aDetail({ priceRating: 'good' });
    const points = base.priceGuidance!.points.map((p, i) => (i === 3 ? { ...p, price: 54_100, sold: true } : p));
    detailApi({ ...base, priceGuidance: { ...base.priceGuidance!, points } });
    renderAt('/vehicles/5');
    const section = await screen.findByRole('region', { name: 'Price Guidance' }, { timeout: LAZY_MS });
    const chart = within(section).getByRole('img', { name: /Price against mileage of comparable listings/ });
    expect(within(chart).getAllByTestId('comparable-point')).toHaveLength(13);
    expect(within(chart).getAllByTestId('sold-point')).toHaveLength(1);
    expect(chart.querySelector('desc')?.textContent).toContain('1 of them sold here, at their final price.');
    expect(within(section).getByText('Sold here (final price)')).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Comparable listings, by mileage' });
    const soldRow = within(table).getAllByRole('row').find((r) => r.textContent?.includes('$54,100'));
    expect(soldRow?.textContent).toContain('sold here');
    expect(within(table).getAllByText('asking')).toHaveLength(13);
  });

  it('with too few comparables says so plainly and shows no rating, band or chart', async () => {
    detailApi(aDetail({ priceGuidance: null, priceRating: null }));
    renderAt('/vehicles/5');
    const section = await screen.findByRole('region', { name: 'Price Guidance' }, { timeout: LAZY_MS });
    expect(within(section).getByText('Not enough comparable listings to rate this price.')).toBeTruthy();
    for (const label of ['Great price', 'Good price', 'Fair price', 'High price', 'Overpriced', 'Great', 'Good', 'Fair', 'High']) {
      expect(screen.queryByText(label)).toBeNull();
    }
    expect(within(section).queryByText(/Fair range/)).toBeNull();
    expect(within(section).queryByRole('img')).toBeNull();
  });

  it("shows the latest drop beside the price ('Price dropped $2,000 on <date>') and every drop in the price history", async () => {
    const recent = { previousPrice: 60_900, price: 58_900, droppedAt: daysAgo(3) };
    const older = { previousPrice: 63_500, price: 60_900, droppedAt: daysAgo(40) };
    detailApi(aDetail({ recentPriceDrop: recent, priceDrops: [recent, older] }));
    renderAt('/vehicles/5');
    const note = await screen.findByTestId('price-drop-note', {}, { timeout: LAZY_MS });
    expect(note.textContent).toBe(`Price dropped $2,000 on ${shortDate(recent.droppedAt)}`);
    const history = screen.getByRole('region', { name: 'Price history' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Price dropped $2,000 on ${shortDate(recent.droppedAt)}$60,900 to $58,900`,
      `Price dropped $2,600 on ${dropSentence(older).split(' on ')[1]}$63,500 to $60,900`,
    ]);
  });

  it('without drops shows no price history and no drop note', async () => {
    detailApi(aDetail());
    renderAt('/vehicles/5');
    await screen.findByRole('region', { name: 'Price Guidance' }, { timeout: LAZY_MS });
    expect(screen.queryByTestId('price-drop-note')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Price history' })).toBeNull();
  });
});

describe('detail page: payment calculator', () => {
  it("starts from the listing's price and reads the rest from the URL", async () => {
    detailApi(aDetail());
    renderAt('/vehicles/5?down=8900&term=72&apr=6.5');
    const card = await screen.findByRole('region', { name: 'Payment Calculator' }, { timeout: LAZY_MS });
    expect((within(card).getByLabelText('Vehicle price') as HTMLInputElement).value).toBe('58900');
    const expected = loanSummary({ price: 58_900, downPayment: 8_900, tradeIn: 0, termMonths: 72, apr: 6.5 });
    expect(within(card).getByText(`$${Math.round(expected.monthlyPayment).toLocaleString('en-US')}`)).toBeTruthy();
    expect(within(card).getByText('for 72 months at 6.5% APR')).toBeTruthy();
  });

  it('is not offered for a sold car', async () => {
    detailApi(aDetail({ status: 'sold' }));
    renderAt('/vehicles/5');
    await screen.findByRole('region', { name: 'Price Guidance' }, { timeout: LAZY_MS });
    expect(screen.queryByRole('region', { name: 'Payment Calculator' })).toBeNull();
  });
});

describe('price guidance wording and chart scales', () => {
  it('words the band and the position against it', () => {
    expect(bandSentence({ fairLow: 41_000, fairHigh: 44_500, comparables: 1 })).toBe('Fair range $41,000 to $44,500 from 1 comparable listing');
    expect(positionSentence(39_800, { fairLow: 41_000, fairHigh: 44_500 })).toBe('At $39,800, this car is $1,200 below the fair range.');
    expect(positionSentence(47_000, { fairLow: 41_000, fairHigh: 44_500 })).toBe('At $47,000, this car is $2,500 above the fair range.');
  });

  it('dates a drop of another year with its year', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(dropSentence({ previousPrice: 50_000, price: 48_000, droppedAt: '2026-11-03T12:00:00Z' }, now)).toBe('Price dropped $2,000 on Nov 3');
    expect(dropSentence({ previousPrice: 50_000, price: 48_500, droppedAt: '2025-12-20T12:00:00Z' }, now)).toBe('Price dropped $1,500 on Dec 20, 2025');
  });

  it('draws axes on round steps that enclose every value', () => {
    expect(niceTicks(52_000, 63_700, 4)).toEqual([50_000, 55_000, 60_000, 65_000]);
    expect(niceTicks(8_000, 48_300, 5)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    const single = niceTicks(30_000, 30_000, 4);
    expect(single[0]).toBeLessThan(30_000);
    expect(single[single.length - 1]).toBeGreaterThan(30_000);
  });
});
