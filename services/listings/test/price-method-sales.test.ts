import { comparablePool, groupGuidance, priceGuidanceFor, SALE_WEIGHT, SOLD_WITHIN_DAYS, type PricedListing } from '../src/price-guidance/price-method.js';

/** The method with the platform's recorded sales as comparables (README "Fair-price guidance", "Sale prices"). */
const NOW = new Date('2026-11-24T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

let nextId = 1;
let nextSale = 1;
/** A 2021 car with 30,000 miles in good condition, approved, with a VIN of its own (alike listings are distinct cars). */
const car = (o: Partial<PricedListing> = {}): PricedListing => {
  const id = nextId++;
  return { id, trim: 'Base', year: 2021, mileage: 30_000, price: 40_000, condition: 'good', status: 'approved', changedAt: daysAgo(10), vin: `TESTVIN${String(id).padStart(10, '0')}`, ...o };
};
const asks = (...prices: number[]) => prices.map((price) => car({ price }));
/** Recorded sales of twins of the car (negative ids, as the store gives them; sale_results keep no VIN). */
const sales = (...prices: number[]) => prices.map((price) => car({ id: -nextSale++, price, status: 'sold', sale: true, changedAt: daysAgo(20), vin: null }));

describe('price guidance with and without sale prices', () => {
  const five = () => asks(30_000, 31_000, 32_000, 33_000, 34_000);

  it('without sale prices: the band of the asking prices alone (unchanged method)', () => {
    const g = priceGuidanceFor(car({ price: 32_000 }), five(), NOW).guidance!;
    expect(g).toMatchObject({ fairLow: 31_000, fairHigh: 33_000, comparables: 5, rating: 'fair' });
    expect(g.points.every((p) => p.sold === undefined)).toBe(true);
  });

  it('sale prices weigh SALE_WEIGHT times an asking price: two sales at $29,000 pull the band down further than two asks would', () => {
    expect(SALE_WEIGHT).toBe(3);
    const withSales = priceGuidanceFor(car({ price: 32_000 }), [...five(), ...sales(29_000, 29_000)], NOW).guidance!;
    // sample: 29,000 six times and the five asks; median 29,000; quartiles 29,000 and 31,500;
    // low = min(29,000, 0.97 x 29,000 = 28,130) -> 28,100; high = max(31,500, 1.03 x 29,000) -> 31,500
    expect(withSales).toMatchObject({ fairLow: 28_100, fairHigh: 31_500, comparables: 7, rating: 'high' });
    // the same two prices as asking prices: median 31,000, quartiles 29,500 and 32,500
    const withAsks = priceGuidanceFor(car({ price: 32_000 }), [...five(), ...asks(29_000, 29_000)], NOW).guidance!;
    expect(withAsks).toMatchObject({ fairLow: 29_500, fairHigh: 32_500, comparables: 7, rating: 'fair' });
    expect(withSales.fairLow).toBeLessThan(withAsks.fairLow);
  });

  it('the chart marks the sales (their final prices), and counts cars, not weights', () => {
    const g = priceGuidanceFor(car({ price: 32_000 }), [...asks(30_000, 31_000, 32_000), ...sales(29_500, 30_500)], NOW).guidance!;
    expect(g.comparables).toBe(5);
    expect(g.points.filter((p) => p.sold).map((p) => p.price).sort()).toEqual([29_500, 30_500]);
  });

  it('sales alone can make a band; fewer than five cars (however weighted) make none', () => {
    // each sale three times: quartiles 41,000 and 43,000, narrower than ±3 % around the 42,000 median (40,740 to 43,260)
    expect(priceGuidanceFor(car(), sales(40_000, 41_000, 42_000, 43_000, 44_000), NOW).guidance).toMatchObject({ fairLow: 40_700, fairHigh: 43_300 });
    expect(priceGuidanceFor(car(), [...asks(40_000, 41_000), ...sales(42_000, 43_000)], NOW).guidance).toBeNull();
  });

  it('a sale is an outlier like any price (a typo does not move the band), and sales older than SOLD_WITHIN_DAYS are not compared', () => {
    const typo = priceGuidanceFor(car({ price: 32_000 }), [...five(), ...sales(3_200)], NOW).guidance!;
    expect(typo).toMatchObject({ fairLow: 31_000, fairHigh: 33_000, comparables: 5 });
    const old = sales(20_000, 20_000).map((s) => ({ ...s, changedAt: daysAgo(SOLD_WITHIN_DAYS + 1) }));
    expect(priceGuidanceFor(car({ price: 32_000 }), [...five(), ...old], NOW).guidance).toMatchObject({ fairLow: 31_000, fairHigh: 33_000, comparables: 5 });
    expect(comparablePool([...five(), ...old], NOW).count(2021, car({ year: 1999 }))).toBe(5);
  });

  it('only approved listings are rated: recorded sales are comparables, never rated', () => {
    const group = [...five(), ...sales(31_000, 32_000)];
    const rated = groupGuidance(group, NOW);
    expect([...rated.keys()].every((id) => id > 0)).toBe(true);
    expect(rated.size).toBe(5);
  });
});
