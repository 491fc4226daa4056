import { AdminVehicleListResponseSchema, InquiryListResponseSchema, StatsSchema } from '@rl/contracts';
import { call, startModeration, type ModerationTestContext } from './moderation-app.js';

let ctx: ModerationTestContext;
beforeAll(async () => {
  ctx = await startModeration();
  const statuses = ['pending', 'pending', 'approved', 'approved', 'approved', 'rejected', 'sold'] as const;
  statuses.forEach((status, i) => ctx.listings.add({ id: i + 1, status, make: 'Porsche', model: `Model ${i + 1}` }));
  for (let i = 1; i <= 5; i++) ctx.listings.addInquiry({ id: i, vehicleId: 3, vehicleTitle: '2016 Porsche Model 3', handled: i <= 2 });
});
afterAll(async () => { await ctx?.close(); });

describe('GET /api/admin/stats', () => {
  it('answers {total, pending, approved, rejected} (and sold) from listings', async () => {
    const res = await call(ctx.app, 'admin', 'GET', '/api/admin/stats');
    expect(res.status).toBe(200);
    expect(StatsSchema.parse(res.body)).toEqual({ total: 7, pending: 2, approved: 3, rejected: 1, sold: 1, expired: 0 });
  });

  it('counts expired listings (the dashboard shows them below the cards)', async () => {
    ctx.listings.add({ id: 900, status: 'expired' });
    try {
      expect((await call(ctx.app, 'admin', 'GET', '/api/admin/stats')).body).toMatchObject({ total: 8, expired: 1 });
    } finally {
      ctx.listings.vehicles.delete(900);
    }
  });

  it('follows decisions', async () => {
    expect((await call(ctx.app, 'admin', 'PATCH', '/api/admin/vehicles/1/status').send({ status: 'approved' })).status).toBe(200);
    const res = await call(ctx.app, 'admin', 'GET', '/api/admin/stats');
    expect(res.body).toMatchObject({ pending: 1, approved: 4 });
  });
});

describe('GET /api/admin/vehicles?status=', () => {
  it('lists one status, newest first, paged', async () => {
    const res = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles?status=approved&page=1&limit=2');
    expect(res.status).toBe(200);
    const body = AdminVehicleListResponseSchema.parse(res.body);
    expect(body).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(body.vehicles.map((v) => v.id)).toEqual([5, 4]);
    const page2 = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles?status=approved&page=2&limit=2');
    expect(page2.body.vehicles.map((v: { id: number }) => v.id)).toEqual([3, 1]);
    // admin view: every field
    expect(body.vehicles[0]).toHaveProperty('vin');
    expect(body.vehicles[0]).toHaveProperty('contactEmail');
  });

  it.each([['rejected', [6]], ['sold', [7]], ['pending', [2]]])('status=%s', async (status, ids) => {
    const res = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles?status=${status}`);
    expect(res.status).toBe(200);
    expect(res.body.vehicles.map((v: { id: number }) => v.id)).toEqual(ids);
  });

  it.each([
    ['no status', ''], ['unknown status', 'status=archived'], ['page 0', 'status=approved&page=0'],
    ['limit too big', 'status=approved&limit=500'], ['unknown parameter', 'status=approved&order=price'],
  ])('%s: 400', async (_name, qs) => {
    const res = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.fields?.length).toBeGreaterThan(0);
  });
});

describe('PATCH /api/admin/vehicles/{id}/featured', () => {
  it('sets and clears the flag through listings', async () => {
    const on = await call(ctx.app, 'admin', 'PATCH', '/api/admin/vehicles/3/featured').send({ isFeatured: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: 3, isFeatured: true });
    expect(ctx.listings.vehicles.get(3)!.isFeatured).toBe(true);
    const off = await call(ctx.app, 'admin', 'PATCH', '/api/admin/vehicles/3/featured').send({ isFeatured: false });
    expect(off.body.isFeatured).toBe(false);
  });

  it.each([
    ['missing flag', '/api/admin/vehicles/3/featured', {}, 400],
    ['flag as a string', '/api/admin/vehicles/3/featured', { isFeatured: 'yes' }, 400],
    ['unknown field', '/api/admin/vehicles/3/featured', { isFeatured: true, rank: 1 }, 400],
    ['bad id', '/api/admin/vehicles/x/featured', { isFeatured: true }, 400],
    ['unknown id', '/api/admin/vehicles/4242/featured', { isFeatured: true }, 404],
  ])('%s: %s', async (_name, path, body, status) => {
    const res = await call(ctx.app, 'admin', 'PATCH', path).send(body);
    expect(res.status).toBe(status);
  });
});

describe('inquiries inbox', () => {
  it('lists the contact messages newest first with the listing they concern, paged', async () => {
    const res = await call(ctx.app, 'admin', 'GET', '/api/admin/inquiries?page=1&limit=3');
    expect(res.status).toBe(200);
    const body = InquiryListResponseSchema.parse(res.body);
    expect(body).toMatchObject({ total: 5, page: 1, limit: 3 });
    expect(body.inquiries.map((i) => i.id)).toEqual([5, 4, 3]);
    expect(body.inquiries[0]).toMatchObject({ vehicleId: 3, vehicleTitle: '2016 Porsche Model 3' });
    // names, emails and phones: no cache may keep them (found by an outside probe)
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('filters by handled', async () => {
    const open = await call(ctx.app, 'admin', 'GET', '/api/admin/inquiries?handled=false');
    expect(open.body.inquiries.map((i: { id: number }) => i.id)).toEqual([5, 4, 3]);
    const done = await call(ctx.app, 'admin', 'GET', '/api/admin/inquiries?handled=true');
    expect(done.body.inquiries.map((i: { id: number }) => i.id)).toEqual([2, 1]);
  });

  it('marks one handled and back', async () => {
    const res = await call(ctx.app, 'admin', 'PATCH', '/api/admin/inquiries/4').send({ handled: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 4, handled: true });
    expect(ctx.listings.inquiries.get(4)!.handled).toBe(true);
    expect((await call(ctx.app, 'admin', 'PATCH', '/api/admin/inquiries/4').send({ handled: false })).body.handled).toBe(false);
  });

  it.each([
    ['handled=maybe', 'GET', '/api/admin/inquiries?handled=maybe', undefined, 400],
    ['limit=0', 'GET', '/api/admin/inquiries?limit=0', undefined, 400],
    ['unknown parameter', 'GET', '/api/admin/inquiries?vehicleId=3', undefined, 400],
    ['body without handled', 'PATCH', '/api/admin/inquiries/1', {}, 400],
    ['handled as text', 'PATCH', '/api/admin/inquiries/1', { handled: 'true' }, 400],
    ['unknown field', 'PATCH', '/api/admin/inquiries/1', { handled: true, note: 'x' }, 400],
    ['bad id', 'PATCH', '/api/admin/inquiries/-1', { handled: true }, 400],
    ['unknown id', 'PATCH', '/api/admin/inquiries/999', { handled: true }, 404],
  ] as const)('%s: %s', async (_name, method, path, body, status) => {
    const req = call(ctx.app, 'admin', method, path);
    const res = body ? await req.send(body) : await req;
    expect(res.status).toBe(status);
    expect(res.body.statusCode).toBe(status);
    if (status === 404) expect(res.body.message).toMatch(/Inquiry not found/);
  });
});

describe('listings unreachable', () => {
  it('every read and pass-through answers 503 with a clear message', async () => {
    await ctx.listings.stop();
    try {
      for (const [method, path, body] of [
        ['GET', '/api/admin/stats'], ['GET', '/api/admin/vehicles?status=approved'], ['GET', '/api/admin/vehicles/pending'],
        ['GET', '/api/admin/inquiries'], ['PATCH', '/api/admin/inquiries/1', { handled: true }],
        ['PATCH', '/api/admin/vehicles/3/featured', { isFeatured: true }],
      ] as const) {
        const req = call(ctx.app, 'admin', method, path);
        const res = body ? await req.send(body) : await req;
        expect(res.status).toBe(503);
        expect(res.body.message).toMatch(/listings service is unavailable/);
      }
    } finally {
      await ctx.listings.start();
    }
  });
});
