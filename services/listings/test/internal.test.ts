import { INTERNAL_API } from '@rl/contracts';
import request from 'supertest';
import { admin, alice, as, bob, moderation, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
const id: Record<string, number> = {};
const svc = () => as(ctx, moderation);

beforeAll(async () => {
  ctx = await startListings();
  const d = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  id.p1 = await seedListing(ctx, alice, 'pending', { make: 'BMW', model: 'X5', year: 2021, price: 50000, vin: '5UXCR6C05M9A00001' }, { createdAt: d(5) });
  id.p2 = await seedListing(ctx, bob, 'pending', { make: 'bmw', model: 'x5', year: 2022, price: 60000, vin: '5UXCR6C05M9A00002' }, { createdAt: d(4) });
  id.a1 = await seedListing(ctx, alice, 'approved', { make: 'BMW', model: 'X5', year: 2020, price: 40000, vin: '5UXCR6C05M9A00001' }, { createdAt: d(3) });
  id.r1 = await seedListing(ctx, alice, 'rejected', { make: 'BMW', model: 'X5', year: 2021, price: 1000, vin: '5UXCR6C05M9A00001' }, { createdAt: d(2) });
  id.s1 = await seedListing(ctx, bob, 'sold', { make: 'BMW', model: 'X5', year: 2019, price: 70000, vin: '5UXCR6C05M9A00003' }, { createdAt: d(1) });
});
afterAll(async () => { await ctx?.close(); });

describe('internal API access', () => {
  const routes: [string, string, object | null][] = [
    ['get', INTERNAL_API.listings.vehicles, null],
    ['get', INTERNAL_API.listings.vehicleCounts, null],
    ['get', '/internal/vehicles/1', null],
    ['post', INTERNAL_API.listings.vehicleStatus(1), { status: 'approved', expectedStatus: 'pending' }],
    ['patch', INTERNAL_API.listings.vehicleFeatured(1), { isFeatured: true }],
    ['get', INTERNAL_API.listings.vehiclesByVin('5UXCR6C05M9A00001'), null],
    ['get', `${INTERNAL_API.listings.vehiclePriceStats}?make=BMW&model=X5`, null],
    ['get', INTERNAL_API.listings.inquiries, null],
    ['patch', INTERNAL_API.listings.inquiry(1), { handled: true }],
  ];
  it.each(routes)('%s %s: 403 for anonymous, users and admins', async (method, path, body) => {
    for (const who of [undefined, alice, admin]) {
      const r = as(ctx, who)[method as 'get'](path);
      const res = await (body ? r.send(body) : r);
      expect(res.status).toBe(403);
    }
  });

  it('the paths are not under /api (the gateway does not route them)', () => {
    for (const [, path] of routes) expect(path.startsWith('/internal/')).toBe(true);
  });
});

describe('GET /internal/vehicles and counts', () => {
  it('lists by status with every field, newest or oldest first, paged with a total', async () => {
    const res = await svc().get(`${INTERNAL_API.listings.vehicles}?status=pending&order=oldest&page=1&limit=1`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.vehicles.map((v: { id: number }) => v.id)).toEqual([id.p1]);
    expect(res.body.vehicles[0]).toHaveProperty('vin');
    expect(res.body.vehicles[0]).toHaveProperty('contactEmail');
    const page2 = await svc().get(`${INTERNAL_API.listings.vehicles}?status=pending&order=oldest&page=2&limit=1`);
    expect(page2.body.vehicles.map((v: { id: number }) => v.id)).toEqual([id.p2]);
    const newest = await svc().get(`${INTERNAL_API.listings.vehicles}?status=pending`);
    expect(newest.body.vehicles.map((v: { id: number }) => v.id)).toEqual([id.p2, id.p1]);
    const all = await svc().get(INTERNAL_API.listings.vehicles);
    expect(all.body.total).toBe(5);
  });

  it('bad list parameters are 400', async () => {
    for (const qs of ['status=archived', 'order=random', 'page=0', 'limit=1000', 'extra=1']) {
      expect((await svc().get(`${INTERNAL_API.listings.vehicles}?${qs}`)).status).toBe(400);
    }
  });

  it('counts per status', async () => {
    const res = await svc().get(INTERNAL_API.listings.vehicleCounts);
    expect(res.body).toEqual({ total: 5, pending: 2, approved: 1, rejected: 1, sold: 1, needs_changes: 0, expired: 0 });
  });

  it('one vehicle with every field, or 404', async () => {
    const res = await svc().get(INTERNAL_API.listings.vehicle(id.r1));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: id.r1, status: 'rejected', userId: alice!.userId, vin: '5UXCR6C05M9A00001' });
    expect((await svc().get(INTERNAL_API.listings.vehicle(424242))).status).toBe(404);
  });
});

describe('POST /internal/vehicles/{id}/status (compare-and-set)', () => {
  it('applies when the status is as expected, then refuses the same move with 409', async () => {
    const ok = await svc().post(INTERNAL_API.listings.vehicleStatus(id.p1)).send({ status: 'approved', expectedStatus: 'pending' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: id.p1, status: 'approved' });
    const again = await svc().post(INTERNAL_API.listings.vehicleStatus(id.p1)).send({ status: 'rejected', expectedStatus: 'pending' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/approved/);
    // public now
    expect((await request(ctx.http).get(`/api/vehicles/${id.p1}`)).status).toBe(200);
  });

  it('two concurrent decisions: exactly one wins', async () => {
    const vid = await seedListing(ctx, alice, 'pending');
    const [a, b] = await Promise.all([
      svc().post(INTERNAL_API.listings.vehicleStatus(vid)).send({ status: 'approved', expectedStatus: 'pending' }),
      svc().post(INTERNAL_API.listings.vehicleStatus(vid)).send({ status: 'rejected', expectedStatus: 'pending' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('with expectedUpdatedAt: refuses when the seller edited the listing since it was reviewed', async () => {
    const vid = await seedListing(ctx, alice, 'pending');
    const reviewed = (await svc().get(INTERNAL_API.listings.vehicle(vid))).body;
    await ctx.sql(`UPDATE vehicles SET description = 'changed', updated_at = now() + interval '1 second' WHERE id = $1`, [vid]);
    const stale = await svc().post(INTERNAL_API.listings.vehicleStatus(vid)).send({ status: 'approved', expectedStatus: 'pending', expectedUpdatedAt: reviewed.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/edited/);
    const fresh = (await svc().get(INTERNAL_API.listings.vehicle(vid))).body;
    const ok = await svc().post(INTERNAL_API.listings.vehicleStatus(vid)).send({ status: 'approved', expectedStatus: 'pending', expectedUpdatedAt: fresh.updatedAt });
    expect(ok.status).toBe(200);
  });

  it('only moves of ADMIN_TRANSITIONS; unknown listing 404; bad bodies 400', async () => {
    expect((await svc().post(INTERNAL_API.listings.vehicleStatus(id.r1)).send({ status: 'approved', expectedStatus: 'rejected' })).status).toBe(409);
    expect((await svc().post(INTERNAL_API.listings.vehicleStatus(424242)).send({ status: 'approved', expectedStatus: 'pending' })).status).toBe(404);
    for (const body of [{ status: 'approved' }, { status: 'gone', expectedStatus: 'pending' }, { status: 'approved', expectedStatus: 'pending', extra: 1 }]) {
      expect((await svc().post(INTERNAL_API.listings.vehicleStatus(id.p2)).send(body)).status).toBe(400);
    }
  });

  it('approved -> sold keeps the listing public and marked sold', async () => {
    const vid = await seedListing(ctx, alice, 'approved');
    expect((await svc().post(INTERNAL_API.listings.vehicleStatus(vid)).send({ status: 'sold', expectedStatus: 'approved' })).status).toBe(200);
    const pub = await request(ctx.http).get(`/api/vehicles/${vid}`);
    expect(pub.body.status).toBe('sold');
  });
});

describe('featured, by VIN, price statistics', () => {
  it('PATCH featured sets and clears the flag', async () => {
    const on = await svc().patch(INTERNAL_API.listings.vehicleFeatured(id.a1)).send({ isFeatured: true });
    expect(on.status).toBe(200);
    expect(on.body.isFeatured).toBe(true);
    expect((await request(ctx.http).get('/api/vehicles/featured')).body.map((v: { id: number }) => v.id)).toContain(id.a1);
    expect((await svc().patch(INTERNAL_API.listings.vehicleFeatured(id.a1)).send({ isFeatured: false })).body.isFeatured).toBe(false);
    expect((await svc().patch(INTERNAL_API.listings.vehicleFeatured(424242)).send({ isFeatured: true })).status).toBe(404);
    expect((await svc().patch(INTERNAL_API.listings.vehicleFeatured(id.a1)).send({ isFeatured: 'yes' })).status).toBe(400);
  });

  it('by VIN: live listings (pending, approved, sold) with that VIN, not rejected ones; excludeId', async () => {
    const res = await svc().get(INTERNAL_API.listings.vehiclesByVin('5UXCR6C05M9A00001'));
    expect(res.status).toBe(200);
    expect(res.body.vehicles.map((v: { id: number }) => v.id).sort()).toEqual([id.p1, id.a1].sort());
    const other = await svc().get(`${INTERNAL_API.listings.vehiclesByVin('5uxcr6c05m9a00001')}?excludeId=${id.p1}`);
    expect(other.body.vehicles.map((v: { id: number }) => v.id)).toEqual([id.a1]);
    expect((await svc().get(INTERNAL_API.listings.vehiclesByVin('SHORT'))).status).toBe(400);
  });

  it('price statistics of comparable live listings (same make and model, any case; year within one)', async () => {
    const res = await svc().get(`${INTERNAL_API.listings.vehiclePriceStats}?make=BMW&model=X5&year=2021`);
    expect(res.status).toBe(200);
    // p1 50k (2021), p2 60k (2022), a1 40k (2020); r1 rejected and s1 (2019) excluded
    expect(res.body.count).toBe(3);
    expect(res.body.median).toBe(50000);
    expect(res.body.p10).toBeCloseTo(42000);
    expect(res.body.p90).toBeCloseTo(58000);
    const excl = await svc().get(`${INTERNAL_API.listings.vehiclePriceStats}?make=bmw&model=x5&year=2021&excludeId=${id.p2}`);
    expect(excl.body.count).toBe(2);
    const none = await svc().get(`${INTERNAL_API.listings.vehiclePriceStats}?make=Lada&model=Niva`);
    expect(none.body).toEqual({ count: 0, median: null, p10: null, p90: null });
    expect((await svc().get(`${INTERNAL_API.listings.vehiclePriceStats}?model=X5`)).status).toBe(400);
  });
});

describe('inquiries', () => {
  it('lists newest first with a total, filters by handled, and marks them', async () => {
    for (const n of [1, 2, 3]) {
      const res = await request(ctx.http).post('/api/contact').send({
        vehicleId: id.a1, senderFirstName: `B${n}`, senderLastName: 'Buyer', senderEmail: `b${n}@example.com`, subject: 'Hi', message: `Message ${n}`,
      });
      expect(res.status).toBe(201);
    }
    const list = await svc().get(`${INTERNAL_API.listings.inquiries}?limit=2`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.inquiries.map((i: { message: string }) => i.message)).toEqual(['Message 3', 'Message 2']);
    const target = list.body.inquiries[0].id;
    const marked = await svc().patch(INTERNAL_API.listings.inquiry(target)).send({ handled: true });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: target, handled: true });
    expect((await svc().get(`${INTERNAL_API.listings.inquiries}?handled=false`)).body.total).toBe(2);
    expect((await svc().get(`${INTERNAL_API.listings.inquiries}?handled=true`)).body.inquiries.map((i: { id: number }) => i.id)).toEqual([target]);
    expect((await svc().patch(INTERNAL_API.listings.inquiry(424242)).send({ handled: true })).status).toBe(404);
    expect((await svc().get(`${INTERNAL_API.listings.inquiries}?handled=maybe`)).status).toBe(400);
  });
});
