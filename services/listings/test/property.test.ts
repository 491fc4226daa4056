import fc from 'fast-check';
import request from 'supertest';
import { BODY_TYPES, FILTER_BODY_TYPES, FILTER_FEATURES, SORTS } from '@rl/contracts';
import { alice, as, listing, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => {
  ctx = await startListings();
  for (const [i, make] of ['Porsche', 'BMW', 'Audi', 'Lexus'].entries()) {
    await seedListing(ctx, alice, 'approved', { make, price: 30000 + i * 10000, zipCode: ['90210', '10001', '60601', '78701'][i] });
  }
});
afterAll(async () => { await ctx?.close(); });

const PARAMS = [
  'query', 'make', 'model', 'minYear', 'maxYear', 'minPrice', 'maxPrice', 'minMileage', 'maxMileage', 'condition', 'bodyType',
  'fuelType', 'transmission', 'drivetrain', 'exteriorColor', 'interiorColor', 'features', 'location', 'zipCode', 'radius',
  'sortBy', 'page', 'limit', 'excludeId',
];

/** Values that are plausible, borderline or hostile. */
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('', ' ', 'any', 'all', '0', '-1', '1e309', 'NaN', 'Infinity', '99999999999999999999', '$45,999.50', '%', '_', '\\',
    "'; DROP TABLE vehicles; --", '\u0000', '😀', 'a:*', '!', '|', '&', '(', '<->', '12345', '90210', '00000', 'Porsche', 'porshe'),
  fc.constantFrom(...SORTS, ...BODY_TYPES, ...Object.keys(FILTER_BODY_TYPES), ...FILTER_FEATURES),
  fc.string({ minLength: 150, maxLength: 300 }),
);

const queryString = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), fc.constantFrom(...PARAMS).map((p) => `${p}[]`), fc.string({ maxLength: 8 })), value),
  { maxLength: 8 },
).map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

describe('property: random query parameters never give a 5xx', () => {
  it('GET /api/vehicles/search answers 200 or 400 with the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (qs) => {
        const res = await request(ctx.http).get(`/api/vehicles/search?${qs}`);
        if (res.status >= 500) throw new Error(`${res.status} for ?${qs}: ${JSON.stringify(res.body)}`);
        expect([200, 400]).toContain(res.status);
        if (res.status === 200) {
          expect(Array.isArray(res.body.vehicles)).toBe(true);
          expect(Number.isInteger(res.body.total)).toBe(true);
        } else {
          expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
          expect(res.body.fields.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('well-formed values of every filter give 200', async () => {
    const good = fc.record({
      query: fc.constantFrom('porsche', 'bmw x5', 'mercedez', 'garage kept', ''),
      make: fc.constantFrom('Porsche', 'BMW', 'Mercedes', 'any', ''),
      minYear: fc.integer({ min: 1990, max: 2027 }).map(String),
      maxPrice: fc.integer({ min: 0, max: 200000 }).map(String),
      bodyType: fc.constantFrom(...Object.keys(FILTER_BODY_TYPES), ...BODY_TYPES, 'all'),
      features: fc.subarray([...FILTER_FEATURES], { maxLength: 3 }),
      zipCode: fc.constantFrom('90210', '10001', ''),
      radius: fc.integer({ min: 1, max: 500 }).map(String),
      sortBy: fc.constantFrom(...SORTS),
      page: fc.integer({ min: 1, max: 5 }).map(String),
      limit: fc.integer({ min: 1, max: 100 }).map(String),
    });
    await fc.assert(
      fc.asyncProperty(good, async (q) => {
        const p = new URLSearchParams();
        for (const [k, v] of Object.entries(q)) (Array.isArray(v) ? v : [v]).forEach((x) => p.append(k, x));
        const res = await request(ctx.http).get(`/api/vehicles/search?${p}`);
        expect(res.status).toBe(200);
      }),
      { numRuns: 150 },
    );
  });

  it('random listing bodies never give a 5xx', async () => {
    const field = fc.constantFrom(...Object.keys(listing()));
    const body = fc.tuple(fc.dictionary(field, fc.oneof(value, fc.integer(), fc.boolean(), fc.constant(null), fc.array(value, { maxLength: 3 }))), fc.boolean())
      .map(([patch, strip]) => {
        const b = listing(patch);
        if (strip) for (const k of Object.keys(patch)) delete b[k];
        return b;
      });
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await as(ctx, alice).post('/api/vehicles').send(b);
        if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(b)}: ${JSON.stringify(res.body)}`);
        expect([201, 400]).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  });

  it('random ids and contact bodies never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(value, async (v) => {
        for (const res of [
          await request(ctx.http).get(`/api/vehicles/${encodeURIComponent(v)}`),
          await request(ctx.http).post('/api/contact').send({ vehicleId: v, senderFirstName: v, senderLastName: 'B', senderEmail: 'b@example.com', subject: v, message: v }),
        ]) {
          if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(v)}: ${JSON.stringify(res.body)}`);
        }
      }),
      { numRuns: 150 },
    );
  });
});
