import { call, startModeration, type ModerationTestContext } from './moderation-app.js';
import type { NestExpressApplication } from '@nestjs/platform-express';

let ctx: ModerationTestContext;
let replica: NestExpressApplication;
beforeAll(async () => {
  ctx = await startModeration();
  replica = await ctx.restart(); // a second instance of the service on the same database
});
afterAll(async () => { await ctx?.close(); });
afterEach(() => { ctx.listings.setStatusDelayMs = 0; });

let nextId = 1;
const patch = (app: NestExpressApplication, who: 'admin' | 'admin2', id: number, status: string) =>
  call(app, who, 'PATCH', `/api/admin/vehicles/${id}/status`).send({ status, ...(status === 'rejected' ? { reason: 'Stock photos' } : {}) });
const rowsOf = async (id: number) => (await ctx.rows()).filter((r) => r.vehicle_id === id);

describe('two admins deciding at once', () => {
  it('different targets: one wins (200), the other gets 409; one audit entry matching the final status', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    ctx.listings.setStatusDelayMs = 200; // keep the first decision in flight while the second arrives
    const [a, b] = await Promise.all([patch(ctx.app, 'admin', v.id, 'approved'), patch(ctx.app, 'admin2', v.id, 'rejected')]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expect(winner.body.outcome).toBe('applied');
    expect(loser.body.message).toMatch(/Another admin has just changed this listing/);
    const final = ctx.listings.status(v.id);
    expect(final).toBe(winner.body.status);
    const rows = await rowsOf(v.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'applied', from_status: 'pending', to_status: final });
    expect(ctx.listings.setStatusCalls()).toBe(1);
  });

  it('same target: both 200 (one applied, one unchanged), one audit entry', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    ctx.listings.setStatusDelayMs = 200;
    const before = ctx.listings.setStatusCalls();
    const [a, b] = await Promise.all([patch(ctx.app, 'admin', v.id, 'approved'), patch(ctx.app, 'admin2', v.id, 'approved')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.outcome, b.body.outcome].sort()).toEqual(['applied', 'unchanged']);
    expect(ctx.listings.status(v.id)).toBe('approved');
    expect(await rowsOf(v.id)).toHaveLength(1);
    expect(ctx.listings.setStatusCalls() - before).toBe(1);
  });

  it('six admins on two replicas at once: exactly one decision lands, the audit log agrees with listings', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    ctx.listings.setStatusDelayMs = 100;
    const targets = ['approved', 'rejected', 'approved', 'rejected', 'approved', 'rejected'];
    const answers = await Promise.all(targets.map((t, i) => patch(i % 2 ? replica : ctx.app, i % 3 ? 'admin' : 'admin2', v.id, t)));
    const rows = await rowsOf(v.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe('applied');
    const final = ctx.listings.status(v.id)!;
    expect(rows[0].to_status).toBe(final);
    answers.forEach((res, i) => {
      if (targets[i] === final) {
        expect(res.status).toBe(200);
        expect(['applied', 'unchanged']).toContain(res.body.outcome);
      } else {
        expect(res.status).toBe(409);
      }
    });
    expect(answers.filter((r) => r.body.outcome === 'applied')).toHaveLength(1);
  });

  it('the listing changed by someone else between our read and the compare-and-set: 409, nothing recorded', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    ctx.listings.setStatusDelayMs = 200;
    const pending = patch(ctx.app, 'admin', v.id, 'approved').then((r) => r); // .then sends it now
    await new Promise((r) => setTimeout(r, 80));
    // another writer (e.g. the listings service itself) moves it meanwhile
    ctx.listings.vehicles.set(v.id, { ...ctx.listings.vehicles.get(v.id)!, status: 'rejected' });
    const res = await pending;
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/became rejected/);
    expect(ctx.listings.status(v.id)).toBe('rejected');
    expect(await rowsOf(v.id)).toHaveLength(0);
  });

  it('decisions in a row after the race are normal: the winner can be taken down later', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    expect((await patch(ctx.app, 'admin', v.id, 'approved')).status).toBe(200);
    expect((await patch(replica, 'admin2', v.id, 'rejected')).status).toBe(200);
    expect((await rowsOf(v.id)).map((r) => r.to_status)).toEqual(['approved', 'rejected']);
  });
});
