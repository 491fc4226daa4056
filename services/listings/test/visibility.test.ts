import request from 'supertest';
import { PRIVATE_VEHICLE_FIELDS, INTERNAL_API } from '@rl/contracts';
import { ViewCounter } from '../src/vehicles/view-counter.js';
import { admin, alice, as, bob, moderation, seedListing, startListings, type ListingsTestContext, type Who } from './listings-app.js';

let ctx: ListingsTestContext;
const id: Record<string, number> = {};

beforeAll(async () => {
  ctx = await startListings();
  for (const status of ['pending', 'approved', 'rejected', 'sold'] as const) id[status] = await seedListing(ctx, alice, status);
});
afterAll(async () => { await ctx?.close(); });

/** Views as stored, after the counted ones are written (ViewCounter writes once a second). */
const views = async (vid: number) => {
  await ctx.app.get(ViewCounter).flush();
  return (await ctx.sql(`SELECT views FROM vehicles WHERE id = $1`, [vid]))[0].views as number;
};
const detail = (who: Who, vid: number) => as(ctx, who).get(`/api/vehicles/${vid}`);
const expectPublic = (body: Record<string, unknown>) => {
  for (const f of PRIVATE_VEHICLE_FIELDS) expect(body).not.toHaveProperty(f);
  expect(body).toHaveProperty('make');
  expect(body).toHaveProperty('status');
};
const expectFull = (body: Record<string, unknown>) => {
  for (const f of PRIVATE_VEHICLE_FIELDS) expect(body).toHaveProperty(f);
  expect(body.userId).toBe(alice!.userId);
};

describe('GET /api/vehicles/{id}', () => {
  it.each([
    ['anonymous', undefined],
    ['another user', bob],
    ['a service identity (not a person)', moderation],
  ] as const)('%s: approved and sold are public and redacted, pending and rejected are 404', async (_n, who) => {
    for (const status of ['approved', 'sold'] as const) {
      const res = await detail(who, id[status]);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
      expectPublic(res.body);
    }
    for (const status of ['pending', 'rejected'] as const) {
      const res = await detail(who, id[status]);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/not found/i);
      expect(JSON.stringify(res.body)).not.toContain('WP0');
    }
  });

  it.each([['the owner', alice], ['an admin', admin]] as const)('%s gets every field of every status', async (_n, who) => {
    for (const status of ['pending', 'approved', 'rejected', 'sold'] as const) {
      const res = await detail(who, id[status]);
      expect(res.status).toBe(200);
      expectFull(res.body);
      expect(res.body.vin).toMatch(/^WP0/);
      expect(res.body.recentServices).toEqual(['Oil change']);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('unknown ids are 404; malformed ids are 400 naming id', async () => {
    expect((await detail(undefined, 999999)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await detail(undefined, bad as unknown as number);
      expect(res.status).toBe(400);
      expect(res.body.fields[0].field).toBe('id');
    }
  });
});

describe('view counting', () => {
  it('each public view adds one; the owner and admins do not count; hidden listings never count', async () => {
    const before = await views(id.approved);
    await detail(undefined, id.approved);
    await detail(bob, id.approved);
    const third = await detail(undefined, id.approved);
    expect(third.body.views).toBe(before + 3);
    await detail(alice, id.approved);
    await detail(admin, id.approved);
    expect(await views(id.approved)).toBe(before + 3);
    await detail(undefined, id.pending);
    expect(await views(id.pending)).toBe(0);
  });

  it('concurrent views are all counted and written, and the count shown never goes back', async () => {
    const before = await views(id.sold);
    const answers = await Promise.all(Array.from({ length: 20 }, () => detail(undefined, id.sold)));
    expect(Math.max(...answers.map((a) => a.body.views as number))).toBe(before + 20);
    expect(await views(id.sold)).toBe(before + 20);
    expect((await detail(undefined, id.sold)).body.views).toBe(before + 21);
  });

  it('a change to a listing is seen at once by the next public request (the answer cache is dropped)', async () => {
    const vid = await seedListing(ctx, alice, 'approved');
    expect((await detail(undefined, vid)).body.status).toBe('approved');
    const sold = await as(ctx, moderation).post(INTERNAL_API.listings.vehicleStatus(vid)).send({ status: 'sold', expectedStatus: 'approved' });
    expect(sold.status).toBe(200);
    expect((await detail(undefined, vid)).body.status).toBe('sold');
    await as(ctx, alice).delete(`/api/vehicles/${vid}`);
    expect((await detail(undefined, vid)).status).toBe(404);
  });
});

describe('lists', () => {
  it('GET /api/user/vehicles: the caller\'s own listings, every status and field; 401 anonymous', async () => {
    const mine = await as(ctx, alice).get('/api/user/vehicles');
    expect(mine.status).toBe(200);
    expect(mine.body.map((v: { status: string }) => v.status).sort()).toEqual(['approved', 'pending', 'rejected', 'sold']);
    expectFull(mine.body[0]);
    expect((await as(ctx, bob).get('/api/user/vehicles')).body).toEqual([]);
    expect((await as(ctx, undefined).get('/api/user/vehicles')).status).toBe(401);
    expect((await as(ctx, moderation).get('/api/user/vehicles')).status).toBe(401);
  });

  it('search, recent and featured never show pending, rejected or sold listings', async () => {
    await ctx.sql(`UPDATE vehicles SET is_featured = true`);
    for (const path of ['/api/vehicles/search?limit=100', '/api/vehicles/recent', '/api/vehicles/featured']) {
      const res = await request(ctx.http).get(path);
      const list = res.body.vehicles ?? res.body;
      expect(list.map((v: { id: number }) => v.id)).toEqual([id.approved]);
      expectPublic(list[0]);
    }
  });
});

describe('identity headers', () => {
  it('a forged or replayed identity is anonymous', async () => {
    const r1 = await request(ctx.http).get(`/api/vehicles/${id.pending}`).set('x-identity', 'forged.token');
    expect(r1.status).toBe(404);
    const { mintIdentity } = await import('@rl/service-kit');
    const { TEST_IDENTITY_SECRET } = await import('@rl/test-kit');
    const token = mintIdentity({ sub: alice!.userId, role: 'user', method: 'GET', path: `/api/vehicles/${id.pending}` }, TEST_IDENTITY_SECRET);
    expect((await request(ctx.http).get(`/api/vehicles/${id.pending}`).set('x-identity', token)).status).toBe(200);
    expect((await request(ctx.http).get(`/api/vehicles/${id.pending}`).set('x-identity', token)).status).toBe(404);
  });
});

describe('GET /api/vehicles?ids= (lists such as saved vehicles)', () => {
  it('answers the public listings among the ids, in the order asked, redacted, without counting views', async () => {
    const before = await views(id.approved);
    const res = await as(ctx, undefined).get(`/api/vehicles?ids=${id.sold},${id.pending},999999,${id.approved},${id.rejected}`);
    expect(res.status).toBe(200);
    expect(res.body.map((v: { id: number }) => v.id)).toEqual([id.sold, id.approved]);
    for (const v of res.body) expectPublic(v);
    expect(await views(id.approved)).toBe(before);
  });

  it.each([
    ['missing', ''],
    ['not numbers', '?ids=a,b'],
    ['too many', `?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`],
  ])('refuses ids %s with a 400 naming ids', async (_name, query) => {
    const res = await as(ctx, undefined).get(`/api/vehicles${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.fields)).toContain('ids');
  });
});
