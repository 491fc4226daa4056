import request from 'supertest';
import { ADMIN_TRANSITIONS, DecisionSchema, IDENTITY_HEADER, LISTING_STATUSES, StatusUpdateResultSchema, type ListingStatus } from '@rl/contracts';
import { call, identity, startModeration, type ModerationTestContext } from './moderation-app.js';

let ctx: ModerationTestContext;
beforeAll(async () => { ctx = await startModeration(); });
afterAll(async () => { await ctx?.close(); });

let nextId = 100;
const listing = (status: ListingStatus) => ctx.listings.add({ id: nextId++, status });
const patch = (id: number | string, body: unknown, who: 'admin' | 'admin2' = 'admin') =>
  call(ctx.app, who, 'PATCH', `/api/admin/vehicles/${id}/status`).send(body as object);
const rowsOf = async (id: number) => (await ctx.rows()).filter((r) => r.vehicle_id === id);

describe('the state machine', () => {
  const all = LISTING_STATUSES.flatMap((from) => LISTING_STATUSES.map((to) => [from, to] as const));

  it.each(all)('%s -> %s', async (from, to) => {
    const v = listing(from);
    const res = await patch(v.id, { status: to, reason: 'checked' });
    const rows = await rowsOf(v.id);
    if (from === to) {
      // same status: harmless, nothing recorded, listings not asked to change anything
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ outcome: 'unchanged', status: to, previousStatus: from, decision: null });
      expect(rows).toHaveLength(0);
    } else if (ADMIN_TRANSITIONS[from].includes(to)) {
      expect(res.status).toBe(200);
      expect(StatusUpdateResultSchema.parse(res.body)).toMatchObject({ outcome: 'applied', status: to, previousStatus: from });
      expect(ctx.listings.status(v.id)).toBe(to);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ from_status: from, to_status: to, state: 'applied', reason: 'checked', admin_id: 'admin-1' });
    } else {
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(new RegExp(`Cannot change an? ${from} listing to ${to}`));
      expect(ctx.listings.status(v.id)).toBe(from);
      expect(rows).toHaveLength(0);
    }
  });

  it('allows exactly: pending -> approved|rejected|needs_changes, approved -> sold|rejected', () => {
    expect(ADMIN_TRANSITIONS).toEqual({ pending: ['approved', 'rejected', 'needs_changes'], approved: ['sold', 'rejected'], rejected: [], sold: [], needs_changes: [], expired: [] });
  });

  it('a rejection without a reason is refused (400 naming the reason); the listing stays as it was', async () => {
    for (const from of ['pending', 'approved'] as const) {
      const v = listing(from);
      for (const body of [{ status: 'rejected' }, { status: 'rejected', reason: '   ' }]) {
        const res = await patch(v.id, body);
        expect(res.status).toBe(400);
        expect(res.body.fields).toEqual([{ field: 'reason', message: 'A rejection needs a reason: tell the seller why the listing was rejected' }]);
      }
      expect(ctx.listings.status(v.id)).toBe(from);
      expect(await rowsOf(v.id)).toHaveLength(0);
    }
  });

  it('a rejected listing the seller edited (back to pending) can be decided again', async () => {
    const v = listing('pending');
    expect((await patch(v.id, { status: 'rejected', reason: 'blurry photos' })).status).toBe(200);
    expect((await patch(v.id, { status: 'approved' })).status).toBe(409);
    ctx.listings.vehicles.set(v.id, { ...ctx.listings.vehicles.get(v.id)!, status: 'pending' }); // seller edit
    expect((await patch(v.id, { status: 'approved' })).status).toBe(200);
    expect((await rowsOf(v.id)).map((r) => `${r.from_status}->${r.to_status}`)).toEqual(['pending->rejected', 'pending->approved']);
  });
});

describe('double approval', () => {
  it('approving twice answers 200 both times and records one decision', async () => {
    const v = listing('pending');
    const first = await patch(v.id, { status: 'approved' });
    const second = await patch(v.id, { status: 'approved' });
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('applied');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ outcome: 'unchanged', decision: null });
    expect(second.body.message).toMatch(/already approved/);
    expect(await rowsOf(v.id)).toHaveLength(1);
  });

  it('accepts the spec body {vehicleId, status}', async () => {
    const v = listing('pending');
    const res = await patch(v.id, { vehicleId: v.id, status: 'approved' });
    expect(res.status).toBe(200);
    expect(ctx.listings.status(v.id)).toBe('approved');
  });
});

describe('audit log', () => {
  it('stores listing, admin id and email, from, to, reason and time; readable by admins', async () => {
    const v = listing('pending');
    const t0 = Date.now();
    await patch(v.id, { status: 'approved', reason: '  all good  ' });
    await patch(v.id, { status: 'rejected', reason: 'reported as stolen' }, 'admin2');
    const res = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/${v.id}/history`);
    expect(res.status).toBe(200);
    const history = res.body.map((d: unknown) => DecisionSchema.parse(d));
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      vehicleId: v.id, adminId: 'admin-1', adminEmail: 'admin@example.com', fromStatus: 'pending', toStatus: 'approved',
      reason: 'all good', state: 'applied',
    });
    expect(history[1]).toMatchObject({
      vehicleId: v.id, adminId: 'admin-2', adminEmail: 'other.admin@example.com', fromStatus: 'approved', toStatus: 'rejected',
      reason: 'reported as stolen', state: 'applied',
    });
    for (const d of history) {
      expect(Date.parse(d.createdAt)).toBeGreaterThanOrEqual(t0 - 5000);
      expect(Date.parse(d.appliedAt!)).toBeGreaterThanOrEqual(Date.parse(d.createdAt));
    }
    expect(history[0].id).toBeLessThan(history[1].id);
  });

  it('history of a listing without decisions is [] ; of an unknown listing 404', async () => {
    const v = listing('pending');
    const empty = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/${v.id}/history`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect((await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/999999/history')).status).toBe(404);
  });

  it('a refused move records nothing', async () => {
    const v = listing('sold');
    expect((await patch(v.id, { status: 'pending' })).status).toBe(409);
    expect(await rowsOf(v.id)).toHaveLength(0);
  });
});

describe('guards the client may send', () => {
  it('expectedStatus: refused with 409 when the listing is no longer in it', async () => {
    const v = listing('approved');
    const res = await patch(v.id, { status: 'rejected', reason: 'Stolen', expectedStatus: 'pending' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/approved now, not pending/);
    expect(ctx.listings.status(v.id)).toBe('approved');
    expect((await patch(v.id, { status: 'rejected', reason: 'Stolen', expectedStatus: 'approved' })).status).toBe(200);
  });

  it('expectedUpdatedAt: refused with 409 when the seller edited the listing since it was reviewed', async () => {
    const v = listing('pending');
    const reviewed = v.updatedAt;
    ctx.listings.vehicles.set(v.id, { ...v, description: 'now with a different story', updatedAt: new Date().toISOString() });
    const res = await patch(v.id, { status: 'approved', expectedUpdatedAt: reviewed });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/edited/);
    expect(ctx.listings.status(v.id)).toBe('pending');
    const fresh = ctx.listings.vehicles.get(v.id)!.updatedAt;
    expect((await patch(v.id, { status: 'approved', expectedUpdatedAt: fresh })).status).toBe(200);
  });
});

describe('bad requests: 400 with the field named, nothing recorded, listings not called', () => {
  let v: { id: number };
  beforeAll(() => { v = listing('pending'); });

  const cases: Array<[string, () => request.Test, number, RegExp]> = [
    ['unknown status', () => patch(v.id, { status: 'archived' }), 400, /status.*one of/],
    ['status missing', () => patch(v.id, { reason: 'x' }), 400, /status/],
    ['status of the wrong type', () => patch(v.id, { status: 1 }), 400, /status/],
    ['unknown field', () => patch(v.id, { status: 'approved', approvedBy: 'me' }), 400, /approvedBy/],
    ['reason too long', () => patch(v.id, { status: 'approved', reason: 'x'.repeat(1001) }), 400, /reason/],
    ['reason not text', () => patch(v.id, { status: 'approved', reason: 42 }), 400, /reason/],
    ['vehicleId not matching the URL', () => patch(v.id, { vehicleId: v.id + 1, status: 'approved' }), 400, /vehicleId/],
    ['vehicleId not a number', () => patch(v.id, { vehicleId: 'abc', status: 'approved' }), 400, /vehicleId/],
    ['expectedStatus unknown', () => patch(v.id, { status: 'approved', expectedStatus: 'gone' }), 400, /expectedStatus/],
    ['expectedUpdatedAt not a date', () => patch(v.id, { status: 'approved', expectedUpdatedAt: 'yesterday' }), 400, /expectedUpdatedAt/],
    ['array body', () => patch(v.id, [{ status: 'approved' }]), 400, /body|status/],
    ['no body', () => call(ctx.app, 'admin', 'PATCH', `/api/admin/vehicles/${v.id}/status`), 400, /body|status/],
    ['malformed JSON', () => call(ctx.app, 'admin', 'PATCH', `/api/admin/vehicles/${v.id}/status`).set('Content-Type', 'application/json').send('{"status": "approved",'), 400, /Malformed JSON/],
    ['id not a number', () => patch('abc', { status: 'approved' }), 400, /id.*positive whole number/],
    ['id zero', () => patch(0, { status: 'approved' }), 400, /id/],
    ['id negative', () => patch(-3, { status: 'approved' }), 400, /id/],
    ['id decimal', () => patch('1.5', { status: 'approved' }), 400, /id/],
    ['id too large', () => patch('99999999999', { status: 'approved' }), 400, /id/],
    ['id beyond int4', () => patch('2147483648', { status: 'approved' }), 400, /id/],
    ['unknown id', () => patch(987654, { status: 'approved' }), 404, /not found/i],
  ];

  it.each(cases)('%s', async (_name, send, status, pattern) => {
    const before = { rows: (await ctx.rows()).length, sets: ctx.listings.setStatusCalls() };
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.statusCode).toBe(status);
    expect(`${res.body.message} ${JSON.stringify(res.body.fields ?? [])}`).toMatch(pattern);
    expect((await ctx.rows()).length).toBe(before.rows);
    expect(ctx.listings.setStatusCalls()).toBe(before.sets);
    expect(ctx.listings.status(v.id)).toBe('pending');
  });

  it('names the offending fields in `fields`', async () => {
    const res = await patch(v.id, { status: 'nope', extra: true });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['extra', 'status']);
  });

  it('a non-admin with a bad body still gets 403, not 400 (authorization first)', async () => {
    const path = `/api/admin/vehicles/${v.id}/status`;
    const res = await request(ctx.app.getHttpServer()).patch(path).set(IDENTITY_HEADER, identity('user', 'PATCH', path)).send({ status: 'archived' });
    expect(res.status).toBe(403);
  });
});
