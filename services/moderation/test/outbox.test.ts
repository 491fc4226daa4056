import type { NestExpressApplication } from '@nestjs/platform-express';
import { DecisionSchema } from '@rl/contracts';
import { call, eventually, startModeration, type ModerationTestContext } from './moderation-app.js';

let ctx: ModerationTestContext;
beforeAll(async () => { ctx = await startModeration(); });
afterAll(async () => { await ctx?.close(); });
afterEach(() => {
  ctx.listings.failNext = 0;
  ctx.listings.landThenDrop = 0;
  ctx.listings.failWhere = () => true;
});

let nextId = 1;
const S = () => `"${ctx.db.schema}"."decisions"`;
const patch = (id: number, status: string, who: 'admin' | 'admin2' = 'admin', app: NestExpressApplication = ctx.app) =>
  call(app, who, 'PATCH', `/api/admin/vehicles/${id}/status`).send({ status, reason: 'test' });
const rowsOf = async (id: number) => (await ctx.rows()).filter((r) => r.vehicle_id === id);
const failStatusCalls = (n: number) => {
  ctx.listings.failWhere = (m, p) => m === 'POST' && p.endsWith('/status');
  ctx.listings.failNext = n;
};

describe('listings down while deciding', () => {
  it('unreachable before anything is decided: 503, nothing recorded', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    await ctx.listings.stop();
    try {
      const res = await patch(v.id, 'approved');
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/listings service is unavailable.*Nothing was changed/i);
      expect(await rowsOf(v.id)).toHaveLength(0);
      // reads fail the same clear way
      expect((await call(ctx.app, 'admin', 'GET', '/api/admin/stats')).status).toBe(503);
      expect((await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending')).status).toBe(503);
    } finally {
      await ctx.listings.start();
    }
    expect(ctx.listings.status(v.id)).toBe('pending');
  });

  it('unreachable at the status change: 202, recorded as queued, then applied by the retrier when listings answers again', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    failStatusCalls(3);
    const res = await patch(v.id, 'approved');
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ outcome: 'queued', status: 'approved', previousStatus: 'pending' });
    expect(res.body.message).toMatch(/recorded and will be applied automatically/);
    expect(DecisionSchema.parse(res.body.decision)).toMatchObject({ state: 'queued', toStatus: 'approved' });
    // not half applied: listings still says pending, the log says queued (not applied)
    expect(ctx.listings.status(v.id)).toBe('pending');
    const hist = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/${v.id}/history`);
    expect(hist.body).toHaveLength(1);
    expect(['queued', 'applied']).toContain(hist.body[0].state);

    await eventually(async () => {
      expect(ctx.listings.status(v.id)).toBe('approved');
      const rows = await rowsOf(v.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ state: 'applied', from_status: 'pending', to_status: 'approved', admin_id: 'admin-1' });
      expect(rows[0].attempts).toBe(4);
    });
  });

  it('the pending list shows a decision still waiting to be applied', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    failStatusCalls(1000);
    expect((await patch(v.id, 'rejected')).status).toBe(202);
    const res = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending');
    const row = res.body.find((x: { id: number }) => x.id === v.id);
    expect(row.queuedDecision).toMatchObject({ toStatus: 'rejected', state: 'queued', note: expect.stringMatching(/listings unreachable/) });
    ctx.listings.failNext = 0;
    await eventually(() => expect(ctx.listings.status(v.id)).toBe('rejected'));
  });

  it('while a decision waits, another admin\'s different decision is refused (409), the same one answers 202 without a new entry', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    failStatusCalls(1000);
    expect((await patch(v.id, 'approved')).status).toBe(202);
    const other = await patch(v.id, 'rejected', 'admin2');
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/waiting for the listings service/);
    const same = await patch(v.id, 'approved', 'admin2');
    expect(same.status).toBe(202);
    expect(same.body.message).toMatch(/already recorded/);
    expect(await rowsOf(v.id)).toHaveLength(1);
    ctx.listings.failNext = 0;
    await eventually(async () => {
      expect(ctx.listings.status(v.id)).toBe('approved');
      expect((await rowsOf(v.id)).map((r) => r.state)).toEqual(['applied']);
    });
  });

  it('a call that landed but whose answer was lost is confirmed, not applied twice', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    ctx.listings.landThenDrop = 1;
    const res = await patch(v.id, 'approved');
    expect(res.status).toBe(202);
    expect(ctx.listings.status(v.id)).toBe('approved'); // it did land
    await eventually(async () => {
      const rows = await rowsOf(v.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ state: 'applied', note: expect.stringMatching(/later attempt/) });
    });
  });

  it('a queued decision overtaken by another change is discarded, and the history says why', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'approved' });
    failStatusCalls(1000);
    expect((await patch(v.id, 'sold')).status).toBe(202);
    // meanwhile the listing is taken down some other way
    ctx.listings.vehicles.set(v.id, { ...ctx.listings.vehicles.get(v.id)!, status: 'rejected' });
    ctx.listings.failNext = 0;
    await eventually(async () => {
      const rows = await rowsOf(v.id);
      expect(rows[0]).toMatchObject({ state: 'discarded', note: expect.stringMatching(/became rejected/) });
    });
    expect(ctx.listings.status(v.id)).toBe('rejected');
    const hist = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/${v.id}/history`);
    expect(hist.body[0]).toMatchObject({ state: 'discarded', toStatus: 'sold' });
  });
});

describe('crashes and restarts', () => {
  it('queued decisions survive a shutdown and are applied by the next instance on start', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    const app1 = await ctx.restart();
    failStatusCalls(1_000_000);
    expect((await patch(v.id, 'approved', 'admin', app1)).status).toBe(202);
    await app1.close();
    await ctx.app.close(); // no instance left running
    expect((await rowsOf(v.id))[0].state).toBe('queued');
    expect(ctx.listings.status(v.id)).toBe('pending');
    ctx.listings.failNext = 0;
    ctx.app = await ctx.restart();
    await eventually(async () => {
      expect(ctx.listings.status(v.id)).toBe('approved');
      expect((await rowsOf(v.id))[0].state).toBe('applied');
    });
  });

  it('rows a crashed process left behind are resolved on start: unsent, sent-but-unconfirmed, and stale claims', async () => {
    await ctx.app.close();
    const unsent = ctx.listings.add({ id: nextId++, status: 'pending' });
    const landed = ctx.listings.add({ id: nextId++, status: 'rejected' }); // the call landed, the crash came before "applied"
    const claimed = ctx.listings.add({ id: nextId++, status: 'pending' });
    const insert = (vehicleId: number, from: string | null, to: string, state: string, age: string) => ctx.sql(
      `INSERT INTO ${S()} (vehicle_id, admin_id, admin_email, from_status, to_status, reason, state, attempts, next_attempt_at, created_at)
       VALUES ($1, 'admin-1', 'admin@example.com', $2, $3, 'crash test', $4, $5, now() - $6::interval, now() - $6::interval)`,
      [vehicleId, from, to, state, state === 'claimed' ? 0 : 1, age]);
    await insert(unsent.id, 'pending', 'approved', 'queued', '1 minute');
    await insert(landed.id, 'pending', 'rejected', 'queued', '1 minute');
    await insert(claimed.id, null, 'approved', 'claimed', '1 hour');

    ctx.app = await ctx.restart();
    await eventually(async () => {
      expect(ctx.listings.status(unsent.id)).toBe('approved');
      expect((await rowsOf(unsent.id))[0]).toMatchObject({ state: 'applied', attempts: 2 });
      expect((await rowsOf(landed.id))[0]).toMatchObject({ state: 'applied', note: expect.stringMatching(/later attempt/) });
      expect(await rowsOf(claimed.id)).toHaveLength(0);
    });
    expect(ctx.listings.status(landed.id)).toBe('rejected');
    // the stale claim no longer blocks the listing
    expect((await patch(claimed.id, 'approved')).status).toBe(200);
  });

  it('a decision is recorded before listings is called (outbox row first)', async () => {
    const v = ctx.listings.add({ id: nextId++, status: 'pending' });
    ctx.listings.setStatusDelayMs = 300;
    try {
      const inFlight = patch(v.id, 'approved').then((r) => r); // .then sends it now
      await eventually(async () => {
        expect(ctx.listings.setStatusCalls()).toBeGreaterThan(0);
        const rows = await rowsOf(v.id);
        expect(rows[0]).toMatchObject({ state: 'queued', from_status: 'pending', to_status: 'approved' });
      }, 2000);
      expect((await inFlight).status).toBe(200);
    } finally {
      ctx.listings.setStatusDelayMs = 0;
    }
    expect((await rowsOf(v.id))[0].state).toBe('applied');
  });
});

describe('two replicas, one outbox', () => {
  it('each queued decision is delivered by exactly one replica when both retriers run', async () => {
    const vehicles = Array.from({ length: 12 }, () => ctx.listings.add({ id: nextId++, status: 'pending' }));
    failStatusCalls(1_000_000);
    for (const v of vehicles) expect((await patch(v.id, 'approved')).status).toBe(202);
    const replicaB = await ctx.restart();
    // a slow listings widens the window in which both retriers could take the same row
    ctx.listings.setStatusDelayMs = 30;
    const from = ctx.listings.calls.length;
    ctx.listings.failNext = 0;
    try {
      await eventually(async () => {
        for (const v of vehicles) expect(ctx.listings.status(v.id)).toBe('approved');
        const rows = (await ctx.rows()).filter((r) => vehicles.some((v) => v.id === r.vehicle_id));
        expect(rows.every((r) => r.state === 'applied')).toBe(true);
      });
      const delivered = ctx.listings.calls.slice(from).filter((c) => c.method === 'POST' && c.path.endsWith('/status'));
      for (const v of vehicles) expect(delivered.filter((c) => c.path.includes(`/${v.id}/`)).length).toBe(1);
    } finally {
      ctx.listings.setStatusDelayMs = 0;
      await replicaB.close();
    }
  });
});
