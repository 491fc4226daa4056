import { DataSource } from 'typeorm';
import { API } from '@rl/contracts';
import { StaffActionOutbox } from '@rl/service-kit';
import { DecisionStaffAction1733400000000 } from '../src/migrations/1733400000000-decision-staff-action.js';
import { call, eventually, startModeration, type ModerationTestContext } from './moderation-app.js';

let ctx: ModerationTestContext;
beforeAll(async () => { ctx = await startModeration(); });
afterAll(async () => { await ctx?.close(); });
afterEach(() => {
  ctx.listings.failNext = 0;
  ctx.listings.failWhere = () => true;
});

const outboxRows = () => ctx.sql<{ request: { action: string } }>(`SELECT "request" FROM "${ctx.db.schema}"."staff_action_outbox" ORDER BY "id"`);
/** the outbox's entries about one object */
const entriesFor = async (objectId: number, objectType = 'listing') => (await ctx.sql<{ request: { action: string; objectId: string; before: unknown; after: unknown } }>(
  `SELECT "request" FROM "${ctx.db.schema}"."staff_action_outbox" WHERE "request"->>'objectId' = $1 AND "request"->>'objectType' = $2 ORDER BY "id"`,
  [String(objectId), objectType])).map((r) => r.request);
const decisionOf = async (vehicleId: number) => (await ctx.rows()).filter((r) => r.vehicle_id === vehicleId);
const approve = (id: number) => call(ctx.app, 'moderator', 'PATCH', `/api/admin/vehicles/${id}/status`).send({ status: 'approved' });

describe('staff actions go to the staff action log (auth) through the outbox', () => {
  it('decisions, requests for changes and featured changes: actor, role, object, before/after, address and request id', async () => {
    const a = ctx.listings.add({ id: 9001, status: 'pending' });
    const b = ctx.listings.add({ id: 9002, status: 'pending' });
    await call(ctx.app, 'moderator', 'PATCH', `/api/admin/vehicles/${a.id}/status`).set('x-request-id', 'req-approve-9001').send({ status: 'approved' }).expect(200);
    await call(ctx.app, 'admin', 'PATCH', `/api/admin/vehicles/${b.id}/status`).send({ status: 'needs_changes', reason: 'Add the rear photo' }).expect(200);
    await call(ctx.app, 'admin', 'PATCH', `/api/admin/vehicles/${a.id}/featured`).send({ isFeatured: true }).expect(200);
    // an unchanged status is no action; a refused one neither
    await call(ctx.app, 'admin', 'PATCH', `/api/admin/vehicles/${a.id}/status`).send({ status: 'approved' }).expect(200);
    await call(ctx.app, 'admin', 'PATCH', `/api/admin/vehicles/${a.id}/status`).send({ status: 'pending' }).expect(409);
    await ctx.app.get(StaffActionOutbox).runOnce();
    await eventually(() => expect(ctx.auth.records).toHaveLength(3));
    const [approve, changes, featured] = ctx.auth.records;
    expect(approve).toMatchObject({
      service: ctx.db.schema, actorId: 'moderator-1', actorEmail: 'moderator@example.com', actorRole: 'moderator', action: 'listing.status',
      objectType: 'listing', objectId: '9001', before: { status: 'pending' }, after: { status: 'approved', outcome: 'applied' }, requestId: 'req-approve-9001',
    });
    expect(approve!.address).toMatch(/127\.0\.0\.1|::1/);
    expect(changes).toMatchObject({ actorRole: 'admin', action: 'listing.request-changes', objectId: '9002', after: { status: 'needs_changes', reason: 'Add the rear photo' } });
    expect(featured).toMatchObject({ action: 'listing.featured', objectId: '9001', before: { isFeatured: false }, after: { isFeatured: true } });
    expect((await outboxRows()).map((r) => r.request.action)).toEqual(['listing.status', 'listing.request-changes', 'listing.featured']);
  });

  it('a decision waiting for listings is logged once, when the retrier applies it', async () => {
    const v = ctx.listings.add({ id: 9101, status: 'pending' });
    ctx.listings.failWhere = (m, p) => m === 'POST' && p.endsWith('/status');
    ctx.listings.failNext = 2;
    expect((await approve(v.id)).status).toBe(202);
    // recorded as waiting, not yet done: no entry says it was
    expect(await entriesFor(v.id)).toEqual([]);
    await eventually(async () => expect((await decisionOf(v.id))[0]).toMatchObject({ state: 'applied' }));
    expect(await entriesFor(v.id)).toEqual([expect.objectContaining({
      action: 'listing.status', objectId: String(v.id), before: { status: 'pending' }, after: { status: 'approved', outcome: 'applied' },
    })]);
  });

  it('a decision whose log entry cannot be written is not recorded as applied until it can be, then has its one entry', async () => {
    const v = ctx.listings.add({ id: 9102, status: 'pending' });
    const outbox = `"${ctx.db.schema}"."staff_action_outbox"`;
    // the outbox refuses every new row (as a full disk or a broken table would)
    await ctx.sql(`ALTER TABLE ${outbox} ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    try {
      const res = await approve(v.id);
      // listings took it, this service could not record it with its entry: the admin is told it is being finished
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ outcome: 'queued', decision: { state: 'queued', note: expect.stringMatching(/recording it here failed/) } });
      expect(ctx.listings.status(v.id)).toBe('approved');
      expect((await decisionOf(v.id))[0]).toMatchObject({ state: 'queued' });
      expect(await entriesFor(v.id)).toEqual([]);
    } finally {
      await ctx.sql(`ALTER TABLE ${outbox} DROP CONSTRAINT refuse_all`);
    }
    // the retrier finds the listing already approved, confirms the decision and logs it, once
    await eventually(async () => expect((await decisionOf(v.id))[0]).toMatchObject({ state: 'applied' }));
    const entries = await entriesFor(v.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'listing.status', before: { status: 'pending' }, after: { status: 'approved', outcome: 'applied' } });
  });

  it('a revision decision is logged when it is applied; one refused by listings is not logged', async () => {
    const live = ctx.listings.add({ status: 'approved' });
    const revision = ctx.listings.addRevision(live.id, { mileage: 45000 });
    expect((await call(ctx.app, 'admin', 'POST', API.adminRevisionApprove(revision.id)).send({ expectedUpdatedAt: live.updatedAt })).status).toBe(200);
    expect(await entriesFor(revision.id, 'revision')).toEqual([expect.objectContaining({ action: 'revision.approve', objectType: 'revision', after: { decision: 'approved' } })]);
    // stale: the listing changed after the admin looked (409), nothing logged
    const other = ctx.listings.add({ status: 'approved' });
    const stale = ctx.listings.addRevision(other.id, { mileage: 46000 });
    expect((await call(ctx.app, 'admin', 'POST', API.adminRevisionReject(stale.id)).send({ expectedUpdatedAt: '2020-01-01T00:00:00.000Z', reason: 'Photos missing' })).status).toBe(409);
    expect(await entriesFor(stale.id, 'revision')).toEqual([]);
  });

  it('its migration rolls back and forward over existing decisions, which are logged again after it', async () => {
    const columns = async () => (await ctx.sql<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'decisions'`, [ctx.db.schema])).map((c) => c.name);
    const decisions = (await ctx.rows()).length;
    expect(decisions).toBeGreaterThan(0);
    const runner = ctx.app.get(DataSource).createQueryRunner();
    const migration = new DecisionStaffAction1733400000000();
    try {
      await migration.down(runner);
      expect(await columns()).not.toContain('staff_action');
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await columns()).toContain('staff_action');
    expect(await ctx.rows()).toHaveLength(decisions);
    const v = ctx.listings.add({ id: 9103, status: 'pending' });
    expect((await approve(v.id)).status).toBe(200);
    expect(await entriesFor(v.id)).toEqual([expect.objectContaining({ action: 'listing.status', after: { status: 'approved', outcome: 'applied' } })]);
  });
});
