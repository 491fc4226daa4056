import request from 'supertest';
import { IDENTITY_HEADER } from '@rl/contracts';
import { mintIdentity } from '@rl/service-kit';
import { call, startModeration, type ModerationTestContext, type Who } from './moderation-app.js';

let ctx: ModerationTestContext;
beforeAll(async () => {
  ctx = await startModeration();
  ctx.listings.add({ id: 1, status: 'pending' });
  ctx.listings.add({ id: 2, status: 'approved' });
  ctx.listings.addInquiry({ id: 1, vehicleId: 2 });
});
afterAll(async () => { await ctx?.close(); });

type Route = { name: string; method: 'GET' | 'PATCH'; path: string; body?: object; ok: number };
// every admin route; the admin calls are valid and succeed
const routes: Route[] = [
  { name: 'pending list', method: 'GET', path: '/api/admin/vehicles/pending', ok: 200 },
  { name: 'stats', method: 'GET', path: '/api/admin/stats', ok: 200 },
  { name: 'list by status', method: 'GET', path: '/api/admin/vehicles?status=approved&page=1&limit=10', ok: 200 },
  { name: 'history', method: 'GET', path: '/api/admin/vehicles/1/history', ok: 200 },
  { name: 'status change', method: 'PATCH', path: '/api/admin/vehicles/1/status', body: { status: 'approved' }, ok: 200 },
  { name: 'featured', method: 'PATCH', path: '/api/admin/vehicles/2/featured', body: { isFeatured: true }, ok: 200 },
  { name: 'inquiries', method: 'GET', path: '/api/admin/inquiries?handled=false', ok: 200 },
  { name: 'inquiry handled', method: 'PATCH', path: '/api/admin/inquiries/1', body: { handled: true }, ok: 200 },
];

const expected: Record<Who, number | 'ok'> = { anonymous: 401, user: 403, service: 401, admin2: 'ok', admin: 'ok', moderator: 'ok', associate: 'ok' };

describe('authorization matrix: anonymous 401, user 403, admin 2xx on every admin route', () => {
  const cases = routes.flatMap((r) => (['anonymous', 'user', 'service', 'admin'] as Who[]).map((who) => [r.name, who, r] as const));

  it.each(cases)('%s as %s', async (_name, who, route) => {
    const before = ctx.listings.calls.length;
    const req = call(ctx.app, who, route.method, route.path);
    const res = route.body ? await req.send(route.body) : await req;
    const want = expected[who] === 'ok' ? route.ok : expected[who];
    expect(res.status).toBe(want);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    if (want >= 400) {
      expect(res.body).toMatchObject({ statusCode: want, message: expect.any(String) });
      // refused before anything reached listings
      expect(ctx.listings.calls.length).toBe(before);
    }
  });

  // moderators use the moderation routes and are refused the inquiries; associates the other way round
  const areaOf = (r: Route) => (r.path.startsWith('/api/admin/inquiries') ? 'desk' : 'moderation');
  const refusals = routes.flatMap((r) => [['moderator', 'desk'], ['associate', 'moderation']]
    .filter(([, area]) => areaOf(r) === area).map(([who]) => [r.name, who as Who, r] as const));
  it.each(refusals)('%s as %s: 403, nothing reaches listings', async (_name, who, route) => {
    const before = ctx.listings.calls.length;
    const req = call(ctx.app, who, route.method, route.path);
    const res = route.body ? await req.send(route.body) : await req;
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403, message: expect.any(String) });
    expect(ctx.listings.calls.length).toBe(before);
  });
  // reads only (the writes above stay the admin's, checked just below)
  const allowed = routes.filter((r) => r.method === 'GET')
    .map((r) => [r.name, (areaOf(r) === 'desk' ? 'associate' : 'moderator') as Who, r] as const);
  it.each(allowed)('%s as %s: allowed', async (_name, who, route) => {
    expect((await call(ctx.app, who, route.method, route.path)).status).toBe(route.ok);
  });

  it('the status change above really happened once, by the admin', async () => {
    expect(ctx.listings.status(1)).toBe('approved');
    const rows = await ctx.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ admin_id: 'admin-1', admin_email: 'admin@example.com', state: 'applied' });
  });

  it('refuses forged, replayed, expired and misdirected identities as anonymous (401)', async () => {
    const http = ctx.app.getHttpServer();
    const path = '/api/admin/stats';
    const forged = mintIdentity({ sub: 'x', role: 'admin', method: 'GET', path }, 'another-secret-0123456789abcdefghijkl');
    expect((await request(http).get(path).set(IDENTITY_HEADER, forged)).status).toBe(401);
    const { TEST_IDENTITY_SECRET } = await import('@rl/test-kit');
    const once = mintIdentity({ sub: 'a', role: 'admin', method: 'GET', path }, TEST_IDENTITY_SECRET);
    expect((await request(http).get(path).set(IDENTITY_HEADER, once)).status).toBe(200);
    expect((await request(http).get(path).set(IDENTITY_HEADER, once)).status).toBe(401);
    const old = mintIdentity({ sub: 'a', role: 'admin', method: 'GET', path, now: Date.now() - 10 * 60_000 }, TEST_IDENTITY_SECRET);
    expect((await request(http).get(path).set(IDENTITY_HEADER, old)).status).toBe(401);
    const elsewhere = mintIdentity({ sub: 'a', role: 'admin', method: 'GET', path: '/api/admin/vehicles/pending' }, TEST_IDENTITY_SECRET);
    expect((await request(http).get(path).set(IDENTITY_HEADER, elsewhere)).status).toBe(401);
  });

  it('every call to listings carried a valid service identity of moderation', () => {
    expect(ctx.listings.calls.length).toBeGreaterThan(0);
    expect(ctx.listings.refusedIdentity).toBe(0);
    expect(new Set(ctx.listings.calls.map((c) => c.sub))).toEqual(new Set(['service:moderation']));
  });

  it('health endpoints stay public', async () => {
    expect((await request(ctx.app.getHttpServer()).get('/health/live')).status).toBe(200);
    expect((await request(ctx.app.getHttpServer()).get('/health/ready')).status).toBe(200);
  });
});
