import request from 'supertest';
import { type PublicVehicleDetail, type SoldResults, API, INTERNAL_API } from '@rl/contracts';
import { admin, alice, as, bob, moderation, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
/** the sales service (any service identity passes the guard) */
const sales = { userId: 'service:sales', role: 'service' as const };
const svc = () => as(ctx, sales);
const detail = async (n: number) => (await request(ctx.http).get(`/api/vehicles/${n}`).expect(200)).body as PublicVehicleDetail;
const sold = async (qs = '') => (await request(ctx.http).get(`${API.vehiclesSold}${qs}`).expect(200)).body as SoldResults;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await startListings();
}, 60_000);
afterAll(async () => { await ctx?.close(); });

describe('the internal sale routes: service identities only', () => {
  it.each([
    ['salePending', (id: number) => INTERNAL_API.listings.vehicleSalePending(id), { pending: true }],
    ['sale', (id: number) => INTERNAL_API.listings.vehicleSale(id), { finalPrice: 50_000, soldOn: '2026-01-02', showPrice: true }],
  ] as const)('%s: 403 for anonymous, users (even the owner) and admins; nothing changes', async (_name, path, body) => {
    const id = await seedListing(ctx, alice, 'approved', { make: 'Audi', model: 'RS6' });
    for (const who of [undefined, alice, bob, admin]) {
      const res = await as(ctx, who).post(path(id)).send(body);
      expect(res.status).toBe(403);
    }
    const [row] = await ctx.sql('SELECT status, sale_pending FROM vehicles WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'approved', sale_pending: false });
    expect(await ctx.sql('SELECT 1 FROM sale_results WHERE vehicle_id = $1', [id])).toEqual([]);
  });
});

describe('POST /internal/vehicles/{id}/sale-pending', () => {
  it('marks an approved listing: it stays public with the flag in the detail, search and landing answers (caches dropped), and back', async () => {
    const id = await seedListing(ctx, alice, 'approved', { make: 'Lexus', model: 'LC 500', year: 2022 });
    // warm the public caches first: the change must drop them
    expect((await detail(id)).salePending).toBe(false);
    const search = async () => (await request(ctx.http).get('/api/vehicles/search?make=Lexus').expect(200)).body.vehicles as { id: number; salePending: boolean }[];
    expect((await search()).find((v) => v.id === id)?.salePending).toBe(false);
    const before = (await ctx.sql('SELECT updated_at FROM vehicles WHERE id = $1', [id]))[0].updated_at;

    const res = await svc().post(INTERNAL_API.listings.vehicleSalePending(id)).send({ pending: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'approved', salePending: true });
    expect((await detail(id)).salePending).toBe(true);
    expect((await search()).find((v) => v.id === id)?.salePending).toBe(true);
    const recent = (await request(ctx.http).get('/api/vehicles/recent?limit=48').expect(200)).body as { id: number; salePending: boolean }[];
    expect(recent.find((v) => v.id === id)?.salePending).toBe(true);
    // not the seller's content: a moderator's check of the listing (expectedUpdatedAt) stays valid
    expect((await ctx.sql('SELECT updated_at FROM vehicles WHERE id = $1', [id]))[0].updated_at).toEqual(before);

    // the listing still takes inquiries (as back-ups)
    const inquiry = await request(ctx.http).post('/api/contact').send({
      vehicleId: id, senderFirstName: 'Back', senderLastName: 'Up', senderEmail: 'backup@example.com', subject: 'If the sale falls through', message: 'Please let me know if it becomes available again.',
    });
    expect(inquiry.status).toBeLessThan(300);

    const off = await svc().post(INTERNAL_API.listings.vehicleSalePending(id)).send({ pending: false });
    expect(off.status).toBe(200);
    expect(off.body.salePending).toBe(false);
    expect((await detail(id)).salePending).toBe(false);
  });

  it('409 unless approved; 404 for no such listing; 400 naming the field', async () => {
    const pending = await seedListing(ctx, alice, 'pending');
    const res = await svc().post(INTERNAL_API.listings.vehicleSalePending(pending)).send({ pending: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/pending/);
    expect((await svc().post(INTERNAL_API.listings.vehicleSalePending(999_999)).send({ pending: true })).status).toBe(404);
    for (const body of [{}, { pending: 'yes' }, { pending: true, extra: 1 }]) {
      const bad = await svc().post(INTERNAL_API.listings.vehicleSalePending(pending)).send(body);
      expect(bad.status).toBe(400);
      expect(bad.body.fields.map((f: { field: string }) => f.field).join(',')).toMatch(/pending|extra|^$/);
    }
    const missing = await svc().post(INTERNAL_API.listings.vehicleSalePending(pending)).send({});
    expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'pending' })]);
  });
});

describe('POST /internal/vehicles/{id}/sale', () => {
  it('sells the listing through the sold flow and stores the price apart from any identity; "Sold for $X" with consent', async () => {
    const id = await seedListing(ctx, alice, 'approved', { make: 'Porsche', model: 'Taycan', trim: '4S', year: 2021, mileage: 18_000, price: 98_000 });
    await svc().post(INTERNAL_API.listings.vehicleSalePending(id)).send({ pending: true }).expect(200);
    expect((await detail(id)).soldFor ?? null).toBeNull();

    const res = await svc().post(INTERNAL_API.listings.vehicleSale(id)).send({ finalPrice: 94_500, soldOn: today(), showPrice: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'sold', salePending: false });
    expect(res.body.soldAt).toEqual(expect.any(String));

    const [row] = await ctx.sql('SELECT * FROM sale_results WHERE vehicle_id = $1', [id]);
    expect(row).toMatchObject({ year: 2021, make: 'Porsche', model: 'Taycan', trim: '4S', mileage: 18_000, final_price: 94_500, show_price: true });
    // nobody's identity: no seller, no buyer, no VIN, no contact
    const columns = (await ctx.sql(`SELECT column_name FROM information_schema.columns WHERE table_name = 'sale_results' AND table_schema = current_schema()`)).map((c) => c.column_name);
    for (const c of columns) expect(c).not.toMatch(/user|seller|buyer|vin|email|phone|name|contact/);

    const page = await detail(id);
    expect(page).toMatchObject({ status: 'sold', soldFor: 94_500, salePending: false });
    // the timeline names the system, not the seller
    const [event] = await ctx.sql(`SELECT actor FROM listing_events WHERE vehicle_id = $1 AND kind = 'sold'`, [id]);
    expect(event.actor).toBe('system');
  });

  it('without consent the page shows no price, and /sold lists the result without it', async () => {
    const id = await seedListing(ctx, bob, 'approved', { make: 'Maserati', model: 'Ghibli', year: 2019, mileage: 40_000, price: 45_000 });
    await svc().post(INTERNAL_API.listings.vehicleSale(id)).send({ finalPrice: 41_000, soldOn: daysAgo(1), showPrice: false }).expect(200);
    const page = await detail(id);
    expect(page.status).toBe('sold');
    expect(page.soldFor).toBeNull();
    const list = await sold('?make=maserati');
    expect(list.results).toEqual([expect.objectContaining({ make: 'Maserati', model: 'Ghibli', year: 2019, mileage: 40_000, finalPrice: null, soldOn: daysAgo(1), vehicleId: id })]);
    expect(JSON.stringify(list)).not.toContain('41000');
  });

  it('409 when already sold or not for sale any more (withdrawn, rejected, pending); 404 for no such listing', async () => {
    const id = await seedListing(ctx, alice, 'approved', { make: 'Bentley', model: 'Bentayga' });
    await svc().post(INTERNAL_API.listings.vehicleSale(id)).send({ finalPrice: 150_000, soldOn: today(), showPrice: true }).expect(200);
    const again = await svc().post(INTERNAL_API.listings.vehicleSale(id)).send({ finalPrice: 151_000, soldOn: today(), showPrice: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already sold/);
    expect(await ctx.sql('SELECT final_price FROM sale_results WHERE vehicle_id = $1', [id])).toEqual([{ final_price: 150_000 }]);
    for (const status of ['rejected', 'pending', 'needs_changes'] as const) {
      const other = await seedListing(ctx, alice, status);
      const res = await svc().post(INTERNAL_API.listings.vehicleSale(other)).send({ finalPrice: 10_000, soldOn: today(), showPrice: true });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(new RegExp(status));
    }
    // the seller withdrew it (deleted)
    const gone = await seedListing(ctx, alice, 'approved');
    await as(ctx, alice).delete(`/api/vehicles/${gone}`).expect(204);
    expect((await svc().post(INTERNAL_API.listings.vehicleSale(gone)).send({ finalPrice: 10_000, soldOn: today(), showPrice: true })).status).toBe(404);
  });

  it('bad input: 400 naming the field, nothing sold', async () => {
    const id = await seedListing(ctx, alice, 'approved');
    const cases: [Record<string, unknown>, string][] = [
      [{ soldOn: today(), showPrice: true }, 'finalPrice'],
      [{ finalPrice: 0, soldOn: today(), showPrice: true }, 'finalPrice'],
      [{ finalPrice: 12_000.5, soldOn: today(), showPrice: true }, 'finalPrice'],
      [{ finalPrice: '12000', soldOn: today(), showPrice: true }, 'finalPrice'],
      [{ finalPrice: 12_000, soldOn: '12/01/2026', showPrice: true }, 'soldOn'],
      [{ finalPrice: 12_000, soldOn: '2026-02-30', showPrice: true }, 'soldOn'],
      [{ finalPrice: 12_000, soldOn: '2999-01-01', showPrice: true }, 'soldOn'],
      [{ finalPrice: 12_000, soldOn: today() }, 'showPrice'],
    ];
    for (const [body, field] of cases) {
      const res = await svc().post(INTERNAL_API.listings.vehicleSale(id)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await ctx.sql('SELECT status FROM vehicles WHERE id = $1', [id]))[0].status).toBe('approved');
  });

  it('the result outlives the listing, anonymous: deleting the listing keeps the sale without its photo or page', async () => {
    const photo = ctx.media.upload('user-bob');
    const id = await seedListing(ctx, bob, 'approved', { make: 'Aston Martin', model: 'Vantage', year: 2020, mileage: 9_000, images: [photo] });
    await svc().post(INTERNAL_API.listings.vehicleSale(id)).send({ finalPrice: 112_000, soldOn: daysAgo(3), showPrice: true }).expect(200);
    expect((await sold('?make=Aston%20Martin')).results[0]).toMatchObject({ photo, vehicleId: id, finalPrice: 112_000 });
    await as(ctx, bob).delete(`/api/vehicles/${id}`).expect(204);
    expect((await sold('?make=Aston%20Martin')).results[0]).toMatchObject({ photo: null, vehicleId: null, finalPrice: 112_000, make: 'Aston Martin' });
  });
});

describe('GET /api/vehicles/sold', () => {
  it('newest sale first, filterable by make and model case-insensitively, paged, with the filters\' makes and models', async () => {
    for (const [model, price, ago] of [['M3', 71_000, 10], ['M3', 69_000, 5], ['X5', 52_000, 2]] as const) {
      const id = await seedListing(ctx, alice, 'approved', { make: 'BMW', model, year: 2021, price: price + 2_000 });
      await svc().post(INTERNAL_API.listings.vehicleSale(id)).send({ finalPrice: price, soldOn: daysAgo(ago), showPrice: true }).expect(200);
    }
    const bmw = await sold('?make=bmw');
    expect(bmw.results.map((r) => [r.model, r.finalPrice])).toEqual([['X5', 52_000], ['M3', 69_000], ['M3', 71_000]]);
    expect(bmw.total).toBe(3);
    expect(bmw.models).toEqual(['M3', 'X5']);
    expect(bmw.makes).toEqual(expect.arrayContaining(['BMW', 'Porsche', 'Maserati']));
    const m3 = await sold('?make=BMW&model=m3&limit=1&page=2');
    expect(m3.total).toBe(2);
    expect(m3.results.map((r) => r.finalPrice)).toEqual([71_000]);
    const all = await sold();
    expect(all.results.length).toBeGreaterThanOrEqual(6);
    const dates = all.results.map((r) => r.soldOn);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('a new sale shows at once (the public cache is dropped)', async () => {
    const before = await sold('?make=McLaren');
    expect(before.total).toBe(0);
    const id = await seedListing(ctx, alice, 'approved', { make: 'McLaren', model: '720S', year: 2019 });
    await svc().post(INTERNAL_API.listings.vehicleSale(id)).send({ finalPrice: 199_000, soldOn: today(), showPrice: true }).expect(200);
    expect((await sold('?make=McLaren')).total).toBe(1);
  });

  it('bad query: 400 naming the field', async () => {
    for (const [qs, field] of [['?page=0', 'page'], ['?limit=500', 'limit'], ['?model=M3', 'model'], ['?color=red', '']] as const) {
      const res = await request(ctx.http).get(`${API.vehiclesSold}${qs}`);
      expect({ qs, status: res.status }).toEqual({ qs, status: 400 });
      if (field) expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('service and staff identities get the same public answer', async () => {
    expect((await as(ctx, moderation).get(API.vehiclesSold)).status).toBe(200);
  });
});

describe('price guidance learns from the recorded sales', () => {
  /** Polls until `check` holds (the guidance jobs run off the request path, after a short delay). */
  async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const v = await read();
      if (check(v)) return v;
      if (Date.now() > until) throw new Error(`still not as expected: ${JSON.stringify(v).slice(0, 400)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const cayenne = (price: number) => ({ make: 'Porsche', model: 'Cayenne', trim: 'S', year: 2021, mileage: 30_000, condition: 'good', price });

  it('a comparable\'s sale price moves the band of the others (weighted above its asking price), and the chart marks it', async () => {
    const me = await seedListing(ctx, alice, 'approved', cayenne(32_000));
    for (const p of [30_000, 31_000, 33_000, 34_000]) await seedListing(ctx, bob, 'approved', cayenne(p));
    const other = await seedListing(ctx, bob, 'approved', cayenne(32_000));
    // without sale prices: the asking prices 30,000 to 34,000
    const before = await eventually(() => detail(me), (v) => v.priceGuidance?.comparables === 5);
    expect(before.priceGuidance).toMatchObject({ fairLow: 31_000, fairHigh: 33_000 });

    await svc().post(INTERNAL_API.listings.vehicleSale(other)).send({ finalPrice: 26_000, soldOn: today(), showPrice: false }).expect(200);
    // with it: 26,000 counts three times and replaces the listing's asking price: 26,000 x 3, 30,000, 31,000,
    // 33,000, 34,000 have quartiles 26,000 and 32,000 (as asking prices, 31,000 and 33,000)
    const after = await eventually(() => detail(me), (v) => (v.priceGuidance?.fairLow ?? Infinity) < 31_000);
    expect(after.priceGuidance).toMatchObject({ fairLow: 26_000, fairHigh: 32_000, comparables: 5 });
    expect(after.priceGuidance!.points.filter((p) => p.sold)).toEqual([{ price: 26_000, mileage: 30_000, year: 2021, sold: true }]);
    expect(after.priceGuidance!.points.some((p) => p.price === 32_000 && !p.sold)).toBe(false);
  });
});
