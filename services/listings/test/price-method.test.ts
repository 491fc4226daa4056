import {
  comparablePool, dealScore, groupGuidance, MAX_COMPARABLES, MIN_COMPARABLES, priceGuidanceFor, rate, selectComparables, type PricedListing,
} from '../src/price-guidance/price-method.js';
import { quantile } from '../src/price-guidance/statistics.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

let nextId = 1;
/** A VIN of its own for the listing `id` (17 characters): alike listings are still distinct cars. */
const vinOf = (id: number) => `TESTVIN${String(id).padStart(10, '0')}`;
/**
 * A 2021 car with 30,000 miles in good condition, approved, with a VIN of its own; fields overridable. Cars
 * alike in everything but their VINs are distinct cars, so the known answers below may use them as comparables
 * whose adjusted prices are exactly their asking prices.
 */
const car = (o: Partial<PricedListing> = {}): PricedListing => {
  const id = nextId++;
  return { id, trim: 'Base', year: 2021, mileage: 30_000, price: 40_000, condition: 'good', status: 'approved', changedAt: daysAgo(10), vin: vinOf(id), ...o };
};
/** Comparables alike to the car except for their prices (distinct cars): their adjusted prices are their asking prices. */
const twins = (...prices: number[]) => prices.map((price) => car({ price }));

describe('identical listings count once', () => {
  it('copies (same VIN) are one comparable, and never the car itself', () => {
    const five = twins(30_000, 31_000, 32_000, 33_000, 34_000).map((c, i) => ({ ...c, vin: `WBA000000000000${i}` }));
    // the 30,000 car listed three more times under its VIN (other mileages or prices typed)
    const copies = [31_500, 30_100, 30_200].map((mileage) => car({ price: 30_000, mileage, vin: 'wba0000000000000' }));
    const g = priceGuidanceFor(car({ price: 32_500 }), [...five, ...copies], NOW).guidance!;
    expect(g).toMatchObject({ comparables: 5, fairLow: 31_000, fairHigh: 33_000 });
    // four distinct others: no guidance, however often one of them is listed
    const four = five.slice(1);
    expect(priceGuidanceFor(car({ price: 32_500, mileage: 29_000 }), [...four, ...[1, 2, 3].map(() => car({ price: 31_000, vin: 'WBA0000000000001' }))], NOW)).toMatchObject({ guidance: null, comparables: 4 });
    // a copy of the car is not its own comparable
    const me = car({ price: 31_500, mileage: 29_000, vin: 'ZFF00000000000001' });
    const twin = car({ price: 31_900, mileage: 29_100, vin: 'zff00000000000001' });
    expect(priceGuidanceFor(me, [me, twin, ...five], NOW).guidance!.comparables).toBe(5);
  });

  it('listings without a VIN alike in model year, trim, mileage and price are one comparable (issue 31, point 10)', () => {
    const noVin = (o: Partial<PricedListing>) => car({ vin: null, ...o });
    const five = [30_000, 31_000, 32_000, 33_000, 34_000].map((price) => noVin({ price }));
    // the 31,000 car listed twice more without its VIN (its trim typed otherwise): counted seven times, the band
    // would be 31,000 to 32,500
    const copies = [noVin({ price: 31_000, trim: ' base ' }), noVin({ price: 31_000, trim: 'BASE' })];
    expect(priceGuidanceFor(car({ price: 32_500 }), [...five, ...copies], NOW).guidance).toMatchObject({ comparables: 5, fairLow: 31_000, fairHigh: 33_000 });
    // four distinct others: no guidance, however often one of them is listed
    expect(priceGuidanceFor(car({ price: 32_500, mileage: 29_000 }), [...five.slice(1), noVin({ price: 32_000 }), noVin({ price: 32_000 })], NOW))
      .toMatchObject({ guidance: null, comparables: 4 });
    // a car listed twice without a VIN: the copy is not its own comparable
    const me = noVin({ price: 32_500, mileage: 29_000 });
    const copy = noVin({ price: 32_500, mileage: 29_000 });
    const rated = groupGuidance([me, copy, ...five], NOW);
    expect(rated.get(me.id)!.comparables).toBe(5);
    expect(rated.get(copy.id)!.comparables).toBe(5);
    // alike but for the mileage, or the price, or with VINs of their own: distinct cars
    const others = [noVin({ price: 31_000, mileage: 30_001 }), noVin({ price: 31_001 }), car({ price: 31_000 }), car({ price: 31_000 })];
    expect(priceGuidanceFor(car({ price: 32_500 }), [...five, ...others], NOW).guidance!.comparables).toBe(9);
  });
});

describe('fair-price method: known answers', () => {
  it('a band from five identical comparables is their middle half, and the car is rated against it', () => {
    const comps = twins(30_000, 31_000, 32_000, 33_000, 34_000);
    // quartiles 31,000 and 33,000 (wider than ±3 % around the 32,000 median)
    const at = (price: number) => priceGuidanceFor(car({ price }), comps, NOW).guidance!;
    expect(at(32_500)).toMatchObject({ fairLow: 31_000, fairHigh: 33_000, comparables: 5, rating: 'fair' });
    expect(at(28_000).rating).toBe('great'); // at least 7 % under 31,000 (28,830)
    expect(at(28_830).rating).toBe('great');
    expect(at(30_000).rating).toBe('good');
    expect(at(31_000).rating).toBe('fair');
    expect(at(33_000).rating).toBe('fair');
    expect(at(35_000).rating).toBe('high'); // up to 35,310
    expect(at(36_000).rating).toBe('overpriced');
  });

  it('the chart points are the comparables as listed (price against mileage), not the car itself', () => {
    const me = car({ price: 32_500, mileage: 1 });
    const g = priceGuidanceFor(me, [me, ...twins(30_000, 31_000, 32_000, 33_000, 34_000)], NOW).guidance!;
    expect(g.points).toEqual([30_000, 31_000, 32_000, 33_000, 34_000].map((price) => ({ price, mileage: 30_000, year: 2021 })));
  });

  it('identical prices still give a band of ±3 % (whole $100s)', () => {
    const g = priceGuidanceFor(car({ price: 40_000 }), twins(40_000, 40_000, 40_000, 40_000, 40_000), NOW).guidance!;
    expect(g).toMatchObject({ fairLow: 38_800, fairHigh: 41_200, rating: 'fair' });
  });

  it('adjusts for mileage: 10,000 more miles is worth 4 % less', () => {
    // comparables at 40,000 miles priced 30,000 are worth 30,000 / 0.96 = 31,250 at the car's 30,000 miles
    const comps = [1, 2, 3, 4, 5].map(() => car({ mileage: 40_000, price: 30_000 }));
    const g = priceGuidanceFor(car({ price: 31_250 }), comps, NOW).guidance!;
    expect(g.fairLow).toBe(Math.floor((31_250 * 0.97) / 100) * 100); // 30,300
    expect(g.fairHigh).toBe(Math.ceil((31_250 * 1.03) / 100) * 100); // 32,200
  });

  it('adjusts for model year (9 % a year) and condition (excellent 1.06, fair 0.9 of good)', () => {
    // a year older, in fair condition, 30,000: as a good car of the car's year, 30,000 / 0.91 / 0.9; the car is excellent
    const comps = [1, 2, 3, 4, 5].map(() => car({ year: 2020, condition: 'fair', price: 30_000 }));
    const expected = (30_000 / 0.91 / 0.9) * 1.06;
    const g = priceGuidanceFor(car({ condition: 'excellent', price: 38_000 }), comps, NOW).guidance!;
    expect(g.fairLow).toBe(Math.floor((expected * 0.97) / 100) * 100);
    expect(g.fairHigh).toBe(Math.ceil((expected * 1.03) / 100) * 100);
  });

  it('adjusts for trim: a trim listed above the others carries its premium (shrunk) to cars of that trim', () => {
    // four base cars at 40,000 and three "Sport" at 48,000: the Sport residual is log(48/40) above... the median
    const comps = [...twins(40_000, 40_000, 40_000, 40_000), ...[1, 2, 3].map(() => car({ trim: 'Sport', price: 48_000 }))];
    const base = priceGuidanceFor(car({ price: 40_000 }), comps, NOW).guidance!;
    const sport = priceGuidanceFor(car({ trim: 'sport', price: 48_000 }), comps, NOW).guidance!;
    // every comparable is moved to the car's trim, so both bands are narrow and the Sport one higher
    expect(base.rating).toBe('fair');
    expect(sport.rating).toBe('fair');
    expect(sport.fairLow).toBeGreaterThan(base.fairHigh);
    expect(base.fairHigh).toBeLessThan(44_000);
  });

  it('sets outliers aside: a mistyped price does not drag the band', () => {
    const comps = twins(30_000, 31_000, 32_000, 33_000, 34_000, 3_200);
    const g = priceGuidanceFor(car({ price: 32_500 }), comps, NOW).guidance!;
    expect(g).toMatchObject({ fairLow: 31_000, fairHigh: 33_000, comparables: 5 });
    expect(g.points.map((p) => p.price)).not.toContain(3_200);
  });
});

describe('fair-price method: too few comparables', () => {
  it(`gives no guidance with fewer than ${MIN_COMPARABLES} comparables: never a made-up number`, () => {
    expect(priceGuidanceFor(car(), twins(30_000, 31_000, 32_000, 33_000), NOW)).toEqual({ guidance: null, comparables: 4, dealScore: null });
    expect(priceGuidanceFor(car(), [], NOW)).toEqual({ guidance: null, comparables: 0, dealScore: null });
  });

  it('gives none when outliers leave too few', () => {
    const r = priceGuidanceFor(car(), twins(30_000, 31_000, 32_000, 33_000, 900_000), NOW);
    expect(r.guidance).toBeNull();
    expect(r.comparables).toBe(4);
  });

  it('never counts the car itself, pending or rejected listings, or cars sold more than 180 days ago', () => {
    const me = car();
    const group = [
      me, ...twins(30_000, 31_000, 32_000),
      car({ status: 'pending' }), car({ status: 'rejected' }),
      car({ status: 'sold', changedAt: daysAgo(181) }),
    ];
    expect(priceGuidanceFor(me, group, NOW).guidance).toBeNull();
    group.push(car({ status: 'sold', changedAt: daysAgo(179) }), car({ status: 'sold', changedAt: daysAgo(1) }));
    expect(priceGuidanceFor(me, group, NOW).comparables).toBe(5);
  });

  it('looks ±2 model years first, ±3 only when that has too few, never further', () => {
    const near = [2019, 2020, 2022, 2023, 2023].map((year) => car({ year }));
    const far = [2018, 2024].map((year) => car({ year }));
    const me = car();
    expect(selectComparables(me, comparablePool([...near, ...far], NOW)).map((c) => c.year).sort()).toEqual([2019, 2020, 2022, 2023, 2023]);
    expect(selectComparables(me, comparablePool([...near.slice(1), ...far], NOW)).map((c) => c.year).sort()).toEqual([2018, 2020, 2022, 2023, 2023, 2024]);
    expect(priceGuidanceFor(me, [car({ year: 2017 }), car({ year: 2025 }), ...near.slice(2)], NOW).guidance).toBeNull();
  });
});

describe('fair-price method: choosing among many comparables', () => {
  it(`keeps the ${MAX_COMPARABLES} closest: same model year first, then the nearest mileage, then the lower id`, () => {
    const me = car({ mileage: 50_000 });
    // 300 listings over five model years with mileages around the car's, some tied in distance
    const group = Array.from({ length: 300 }, (_, i) => car({ year: 2019 + (i % 5), mileage: 50_000 + ((i * 7919) % 41 - 20) * 1000 }));
    const brute = group.filter((l) => l.id !== me.id)
      .sort((a, b) => Math.abs(a.year - me.year) - Math.abs(b.year - me.year)
        || Math.abs(a.mileage - me.mileage) - Math.abs(b.mileage - me.mileage) || a.id - b.id)
      .slice(0, MAX_COMPARABLES);
    expect(selectComparables(me, comparablePool([me, ...group], NOW)).map((l) => l.id)).toEqual(brute.map((l) => l.id));
  });
});

describe('fair-price method: ratings, sort key, determinism', () => {
  it('dealScore orders like the ratings, and is negative exactly for great and good', () => {
    const prices = [20_000, 28_000, 30_000, 31_000, 32_000, 33_000, 34_000, 36_000, 50_000];
    const scores = prices.map((p) => dealScore(p, 31_000, 33_000));
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    prices.forEach((p, i) => expect(scores[i]! < 0).toBe(['great', 'good'].includes(rate(p, 31_000, 33_000))));
  });

  it('gives the same answer whatever the order of the listings', () => {
    const group = [41_000, 39_500, 38_000, 37_900, 36_000, 35_500, 34_000, 33_800].map((price, i) =>
      car({ price, mileage: 20_000 + i * 6_000, year: 2022 - (i % 3), trim: i % 2 ? 'Sport' : 'Base', condition: i % 4 ? 'good' : 'excellent' }));
    const a = groupGuidance(group, NOW);
    const b = groupGuidance([...group].reverse(), NOW);
    expect([...b.entries()].sort((x, y) => x[0] - y[0])).toEqual([...a.entries()].sort((x, y) => x[0] - y[0]));
    expect([...a.values()].every((r) => r.guidance !== null)).toBe(true);
  });

  it('rates approved listings only', () => {
    const group = [...twins(30_000, 31_000, 32_000, 33_000, 34_000), car({ status: 'sold', changedAt: daysAgo(3) }), car({ status: 'pending' })];
    expect([...groupGuidance(group, NOW).keys()]).toEqual(group.slice(0, 5).map((c) => c.id));
  });

  it('quantiles interpolate linearly between order statistics', () => {
    expect(quantile([34, 30, 32, 31, 33], 0.25)).toBe(31);
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75);
  });
});
