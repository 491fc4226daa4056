import request from 'supertest';
import { EDITABLE_FIELDS, type OwnerVehicle, type PublicVehicleDetail, type Valuation, API } from '@rl/contracts';
import { VEHICLE_LOOKUP_LIMITS } from '@rl/service-kit';
import { ListingChanges } from '../src/public-cache/listing-changes.js';
import { PriceGuidanceService } from '../src/price-guidance/price-guidance.service.js';
import { alice, as, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
const body = (o: Record<string, unknown> = {}) => ({ year: 2021, make: 'Porsche', model: '911', trim: 'Carrera S', mileage: 12_000, condition: 'excellent', zipCode: '90210', ...o });
/** signed in as alice: her budget of lookups is large, so the anonymous allowance is kept for the limit test */
const value = (o: Record<string, unknown> = {}) => as(ctx, alice).post(API.valuations).send(body(o));

beforeAll(async () => {
  ctx = await startListings({ limits: true });
  // the guidance tests' five comparables (asking 30,000 to 34,000 as identical cars), four near Beverly Hills and one in New York
  for (const [price, zipCode] of [[30_000, '90210'], [31_000, '90210'], [32_000, '90210'], [33_000, '90211'], [34_000, '10001']] as const) {
    await seedListing(ctx, alice, 'approved', { make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, mileage: 12_000, condition: 'excellent', price, zipCode });
  }
}, 60_000);
afterAll(async () => { await ctx?.close(); });

describe('POST /api/valuations', () => {
  it('values a car from the comparables price guidance uses: the same band a listing of it gets', async () => {
    const res = await value();
    expect(res.status).toBe(200);
    const v = res.body as Valuation;
    expect(v).toMatchObject({
      vehicle: { year: 2021, make: 'Porsche', model: '911', trim: 'Carrera S' },
      estimate: { low: 31_000, high: 33_000, mid: 32_000 }, confidence: 'low', comparables: 5, nearby: 4, radiusMiles: 100, sales: 0, advice: null,
    });
    expect(v.summary).toMatch(/^Low confidence: only 5 comparable cars/);
    // a listing of that very car is rated against the same band
    const id = await seedListing(ctx, alice, 'approved', { make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, mileage: 12_000, condition: 'excellent', price: 32_500 });
    await ctx.app.get(PriceGuidanceService).recompute({ makeKey: 'porsche', modelKey: '911' });
    const detail = (await request(ctx.http).get(`/api/vehicles/${id}`).expect(200)).body as PublicVehicleDetail;
    expect(detail.priceGuidance).toMatchObject({ fairLow: 31_000, fairHigh: 33_000, rating: 'fair' });
    await ctx.sql('DELETE FROM vehicles WHERE id = $1', [id]);
    ctx.app.get(ListingChanges).changed();
  });

  it('accepts the make and model in any case and answers the catalog spelling', async () => {
    const res = await value({ make: 'porsche', model: '911', trim: 'carrera s' });
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toEqual({ year: 2021, make: 'Porsche', model: '911', trim: 'Carrera S' });
    expect(res.body.estimate).toEqual({ low: 31_000, high: 33_000, mid: 32_000 });
  });

  it('with a price: the rating, the comparables asking less and the suggestion to be rated Good', async () => {
    const res = await value({ price: 32_500 });
    expect(res.body.advice).toEqual({ price: 32_500, rating: 'fair', comparablesAskingLess: 3, suggestion: { price: 30_900, rating: 'good' } });
  });

  it('a recorded sale on the platform counts among the comparables', async () => {
    await ctx.sql(`INSERT INTO sale_results ("year", "make", "model", "trim", "mileage", "condition", "final_price", "sold_on", "show_price")
      VALUES (2021, 'Porsche', '911', 'Carrera S', 12000, 'excellent', 29000, current_date - 5, false)`);
    ctx.app.get(ListingChanges).changed();
    const v = (await value()).body as Valuation;
    expect(v).toMatchObject({ comparables: 6, sales: 1, nearby: 4 });
    expect(v.points.filter((p) => p.sold)).toEqual([{ price: 29_000, mileage: 12_000, year: 2021, sold: true }]);
    expect(v.estimate!.low).toBeLessThan(31_000);
    await ctx.sql('DELETE FROM sale_results');
    ctx.app.get(ListingChanges).changed();
  });

  it('without a ZIP code (the listing form before it is typed): no nearby count; without a condition: as good', async () => {
    const res = await value({ zipCode: undefined, condition: undefined });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nearby: null, comparables: 5 });
    // the comparables are excellent: as a good car, each is worth 1 / 1.06 of its price (31,000 -> 29,245; 33,000 -> 31,132)
    expect(res.body.estimate).toEqual({ low: 29_200, high: 31_200, mid: 30_200 });
  });

  it('too little data: no range, says so, shows what it found', async () => {
    await seedListing(ctx, alice, 'approved', { make: 'Porsche', model: 'Cayenne', trim: null, year: 2020, mileage: 20_000, price: 60_000 });
    const res = await value({ model: 'Cayenne', trim: null, year: 2020, mileage: 20_000, condition: 'good' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estimate: null, confidence: null, comparables: 1, points: [{ price: 60_000, mileage: 20_000, year: 2020 }] });
    expect(res.body.summary).toMatch(/^Too little data: only 1 comparable car/);
  });

  it.each([
    [{ make: 'Porsh' }, 'make'],
    [{ model: 'Camry' }, 'model'],
    [{ year: 2015, model: 'Taycan' }, 'year'],
    [{ mileage: 900_000 }, 'mileage'],
    [{ mileage: -1 }, 'mileage'],
    [{ zipCode: '00000' }, 'zipCode'],
    [{ zipCode: '9021' }, 'zipCode'],
    [{ condition: 'mint' }, 'condition'],
    [{ price: 0 }, 'price'],
    [{ vin: 'WP0AB2A9XMS100001' }, 'vin'],
  ])('400 naming the field for %j', async (patch, field) => {
    const res = await value(patch);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('anonymous callers share the vehicle-lookup allowance per address: 429 with Retry-After past it', async () => {
    const anon = () => request(ctx.http).post(API.valuations).send(body());
    for (let i = 0; i < VEHICLE_LOOKUP_LIMITS.anonymousPerIp.points; i++) expect((await anon()).status).toBe(200);
    const over = await anon();
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // a signed-in seller has a budget of its own
    expect((await value()).status).toBe(200);
  });
});

describe('the owner\'s suggestion "Lower to $X to be rated Good"', () => {
  const mine = async (id: number) => ((await as(ctx, alice).get('/api/user/vehicles').expect(200)).body as OwnerVehicle[]).find((v) => v.id === id)!;
  const rating = async (id: number) => ((await request(ctx.http).get(`/api/vehicles/${id}`).expect(200)).body as PublicVehicleDetail).priceRating;
  const recompute = () => ctx.app.get(PriceGuidanceService).recompute({ makeKey: 'porsche', modelKey: '911' });

  it('is on the owner\'s listing while it is rated worse than Good; taking it through the normal edit gives exactly the predicted rating', async () => {
    const id = await seedListing(ctx, alice, 'approved', { make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, mileage: 12_000, condition: 'excellent', price: 36_000 });
    await recompute();
    const before = await mine(id);
    expect(await rating(id)).toBe('overpriced');
    expect(before.priceSuggestion).toEqual({ price: 30_900, rating: 'good', fairLow: 31_000, fairHigh: 33_000 });

    // the dashboard's one click: the listing's own fields with the new price, through PUT /api/vehicles/{id}
    const body = Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, (before as Record<string, unknown>)[f]]));
    const put = await as(ctx, alice).put(`/api/vehicles/${id}`).send({ ...body, carfaxReportUrl: before.carfaxReportUrl ?? '', price: before.priceSuggestion!.price });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ status: 'approved', price: '30900.00' });
    await recompute();
    const after = await mine(id);
    expect(await rating(id)).toBe(before.priceSuggestion!.rating);
    expect(after.priceSuggestion).toBeNull();
    // the drop is kept in the price history (what price-drop alerts and the buyers' history read)
    const history = await ctx.sql('SELECT previous_price::int AS "from", price::int AS "to" FROM price_changes WHERE vehicle_id = $1 ORDER BY id', [id]);
    expect(history).toEqual([{ from: 36_000, to: 30_900 }]);
    await ctx.sql('DELETE FROM vehicles WHERE id = $1', [id]);
    ctx.app.get(ListingChanges).changed();
  });

  it('is never made with too few comparables, nor for listings that are not live', async () => {
    const lonely = await seedListing(ctx, alice, 'approved', { make: 'Porsche', model: 'Macan', trim: null, year: 2022, mileage: 9_000, price: 99_000 });
    const pending = await seedListing(ctx, alice, 'pending', { make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, mileage: 12_000, condition: 'excellent', price: 36_000 });
    await ctx.app.get(PriceGuidanceService).recompute({ makeKey: 'porsche', modelKey: 'macan' });
    await recompute();
    expect((await mine(lonely)).priceSuggestion).toBeNull();
    expect((await mine(pending)).priceSuggestion).toBeNull();
  });
});
