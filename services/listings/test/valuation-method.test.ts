import { VALUATION_RADIUS_MILES } from '@rl/contracts';
import { zipPoint } from '../src/geo/zip-codes.js';
import { priceGuidanceFor, rate } from '../src/price-guidance/price-method.js';
import type { LocatedListing } from '../src/price-guidance/price-guidance.store.js';
import { confidenceOf, suggestedPrice, valueCar } from '../src/price-guidance/valuation-method.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const BEVERLY_HILLS = zipPoint('90210')!;
const NEW_YORK = zipPoint('10001')!;

let nextId = 1;
/** A 2021 car with 30,000 miles in good condition, approved, listed in Beverly Hills, with a VIN of its own (alike listings are distinct cars); fields overridable. */
const listing = (o: Partial<LocatedListing> = {}): LocatedListing => {
  const id = nextId++;
  return {
    id, trim: 'Base', year: 2021, mileage: 30_000, price: 40_000, condition: 'good', status: 'approved', vin: `TESTVIN${String(id).padStart(10, '0')}`,
    changedAt: new Date(NOW.getTime() - 10 * 86_400_000), latitude: BEVERLY_HILLS.latitude, longitude: BEVERLY_HILLS.longitude, ...o,
  };
};
const twins = (...prices: number[]) => prices.map((price) => listing({ price }));
const myCar = { year: 2021, trim: 'Base', mileage: 30_000, condition: 'good' };

describe('instant valuation: the price-guidance method on a car that is not listed', () => {
  it('the estimate is the band a listing of the same car gets (the guidance tests\' five comparables: 31,000 to 33,000)', () => {
    const pool = twins(30_000, 31_000, 32_000, 33_000, 34_000);
    const v = valueCar(myCar, pool, BEVERLY_HILLS, NOW);
    expect(v.estimate).toEqual({ low: 31_000, high: 33_000, mid: 32_000 });
    const listed = priceGuidanceFor(listing({ id: 999, price: 32_000 }), pool, NOW).guidance!;
    expect([v.estimate!.low, v.estimate!.high]).toEqual([listed.fairLow, listed.fairHigh]);
    expect(v).toMatchObject({ comparables: 5, nearby: 5, sales: 0, radiusMiles: VALUATION_RADIUS_MILES, confidence: 'low' });
    expect(v.summary).toBe('Low confidence: only 5 comparable cars, whose prices for a car like yours spread about ±3 %. Treat the range as a rough guide.');
  });

  it('counts only comparables within the radius of the ZIP code as nearby', () => {
    const pool = [...twins(30_000, 31_000, 32_000), ...[33_000, 34_000].map((price) => listing({ price, latitude: NEW_YORK.latitude, longitude: NEW_YORK.longitude }))];
    expect(valueCar(myCar, pool, BEVERLY_HILLS, NOW).nearby).toBe(3);
    expect(valueCar(myCar, pool, NEW_YORK, NOW).nearby).toBe(2);
    expect(valueCar(myCar, pool, null, NOW).nearby).toBeNull();
  });

  it('recorded sales count (three times, as in guidance) and are reported; they have no place, so never nearby', () => {
    const sale = (price: number) => listing({ id: -nextId++, price, status: 'sold', sale: true, vin: null, latitude: null, longitude: null });
    const pool = [...twins(40_000, 40_000, 40_000, 40_000), sale(30_000), sale(30_000)];
    const v = valueCar(myCar, pool, BEVERLY_HILLS, NOW);
    expect(v).toMatchObject({ comparables: 6, sales: 2, nearby: 4 });
    // six sale weights of 30,000 against four asking prices of 40,000: the median is a sale price
    expect(v.estimate!.mid).toBeLessThan(35_000);
    expect(v.points.filter((p) => p.sold)).toHaveLength(2);
  });

  it('confidence follows the number of comparables and the spread, nothing else', () => {
    expect(confidenceOf(20, 38_000, 42_000)).toBe('high');
    expect(confidenceOf(19, 38_000, 42_000)).toBe('medium');
    expect(confidenceOf(20, 34_000, 46_000)).toBe('medium'); // ±15 %: too wide for high
    expect(confidenceOf(10, 30_000, 50_000)).toBe('low'); // ±25 %... a 50 % wide band
    expect(confidenceOf(9, 39_000, 41_000)).toBe('low');
    const many = twins(...Array.from({ length: 30 }, (_, i) => 39_000 + i * 70));
    expect(valueCar(myCar, many, BEVERLY_HILLS, NOW)).toMatchObject({ confidence: 'high', comparables: 30 });
  });

  it('with a price: the rating a listing at that price would get, how many comparables ask less, and the suggestion', () => {
    const pool = twins(30_000, 31_000, 32_000, 33_000, 34_000);
    const fair = valueCar({ ...myCar, price: 32_500 }, pool, BEVERLY_HILLS, NOW).advice!;
    expect(fair).toEqual({ price: 32_500, rating: 'fair', comparablesAskingLess: 3, suggestion: { price: 30_900, rating: 'good' } });
    const listed = priceGuidanceFor(listing({ id: 998, price: 32_500 }), pool, NOW).guidance!;
    expect(fair.rating).toBe(listed.rating);
    expect(valueCar({ ...myCar, price: 36_000 }, pool, BEVERLY_HILLS, NOW).advice).toMatchObject({ rating: 'overpriced', comparablesAskingLess: 5 });
    expect(valueCar({ ...myCar, price: 30_000 }, pool, BEVERLY_HILLS, NOW).advice).toMatchObject({ rating: 'good', suggestion: null });
  });

  it('the suggested price gets the rating it promises, for any band', () => {
    for (const [low, high] of [[31_000, 33_000], [9_900, 10_700], [120_000, 140_000], [1_500, 1_700]] as const) {
      for (const price of [low, (low + high) / 2, high, high * 1.05, high * 2]) {
        const s = suggestedPrice(price, low, high);
        if (s) expect(rate(s.price, low, high)).toBe(s.rating);
        expect(s === null || s.price < low).toBe(true);
      }
    }
  });
});

describe('instant valuation: too little data says so', () => {
  it('no comparable at all: no range, and a summary saying why', () => {
    const v = valueCar(myCar, [], BEVERLY_HILLS, NOW);
    expect(v).toMatchObject({ estimate: null, confidence: null, comparables: 0, nearby: 0, points: [], advice: null });
    expect(v.summary).toMatch(/^Too little data: no comparable car/);
  });

  it('four comparables: no range, but the four are shown (the nearest data there is)', () => {
    const v = valueCar({ ...myCar, price: 31_000 }, twins(30_000, 31_000, 32_000, 33_000), BEVERLY_HILLS, NOW);
    expect(v).toMatchObject({ estimate: null, confidence: null, comparables: 4, advice: null });
    expect(v.points.map((p) => p.price)).toEqual([30_000, 31_000, 32_000, 33_000]);
    expect(v.summary).toBe('Too little data: only 4 comparable cars (we need at least 5), so we do not give a range. They are shown below.');
  });

  it('cars more than three model years away and sales older than 180 days do not count', () => {
    const pool = [...[2017, 2025].map((year) => listing({ year })), listing({ status: 'sold', changedAt: new Date(NOW.getTime() - 200 * 86_400_000) }), ...twins(30_000, 31_000)];
    expect(valueCar(myCar, pool, BEVERLY_HILLS, NOW)).toMatchObject({ estimate: null, comparables: 2 });
  });
});
