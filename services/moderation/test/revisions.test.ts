import { type Decision, type PendingRevisionList, API } from '@rl/contracts';
import { call, eventually, retrier, startModeration, type ModerationTestContext } from './moderation-app.js';

let ctx: ModerationTestContext;
beforeAll(async () => { ctx = await startModeration(); });
afterAll(async () => { await ctx?.close(); });
afterEach(() => {
  ctx.listings.failNext = 0;
  ctx.listings.landThenDrop = 0;
  ctx.listings.failWhere = () => true;
});

/** A live listing with a waiting revision that changes its mileage and description. */
function liveWithRevision(patch: Record<string, unknown> = { mileage: 45000, description: 'One owner, new brakes' }) {
  const vehicle = ctx.listings.add({ status: 'approved' });
  const revision = ctx.listings.addRevision(vehicle.id, patch);
  return { vehicle, revision };
}
const history = async (vehicleId: number): Promise<Decision[]> => (await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/${vehicleId}/history`).expect(200)).body;
const approve = (id: number, expectedUpdatedAt: string, who: 'admin' | 'admin2' = 'admin') =>
  call(ctx.app, who, 'POST', API.adminRevisionApprove(id)).send({ expectedUpdatedAt });
const reject = (id: number, expectedUpdatedAt: string, reason?: string, who: 'admin' | 'admin2' = 'admin') =>
  call(ctx.app, who, 'POST', API.adminRevisionReject(id)).send({ expectedUpdatedAt, ...(reason === undefined ? {} : { reason }) });

describe('GET /api/admin/revisions', () => {
  it('lists waiting changes oldest first, each with the field-by-field diff against the live listing', async () => {
    const a = liveWithRevision();
    const b = liveWithRevision({ price: '35000.00' });
    const res = await call(ctx.app, 'admin', 'GET', `${API.adminRevisions}?limit=100`).expect(200);
    const body = res.body as PendingRevisionList;
    const ours = body.revisions.filter((r) => [a.revision.id, b.revision.id].includes(r.id));
    expect(ours.map((r) => r.id)).toEqual([a.revision.id, b.revision.id]);
    expect(ours[0]).toEqual({
      id: a.revision.id, vehicleId: a.vehicle.id, title: '2016 BMW X5 xDrive40i', coverImage: a.vehicle.images[0],
      createdAt: a.revision.createdAt, expectedUpdatedAt: a.vehicle.updatedAt,
      changes: [
        { field: 'mileage', label: 'Mileage', live: 42000, proposed: 45000 },
        { field: 'description', label: 'Description', live: 'One owner', proposed: 'One owner, new brakes' },
      ],
    });
    expect(ours[1]!.changes).toEqual([{ field: 'price', label: 'Price', live: '32000.00', proposed: '35000.00' }]);
  });

  it('admins only; a bad page is a 400 naming it; listings down is a 503', async () => {
    expect((await call(ctx.app, 'anonymous', 'GET', API.adminRevisions)).status).toBe(401);
    expect((await call(ctx.app, 'user', 'GET', API.adminRevisions)).status).toBe(403);
    const bad = await call(ctx.app, 'admin', 'GET', `${API.adminRevisions}?page=0`).expect(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['page']);
    await ctx.listings.stop();
    try {
      const down = await call(ctx.app, 'admin', 'GET', API.adminRevisions);
      expect(down.status).toBe(503);
      expect(down.body.message).toMatch(/listings service is unavailable/i);
    } finally {
      await ctx.listings.start();
    }
  });
});

describe('approve and reject', () => {
  it('approving publishes the proposal and is recorded in the listing\'s decision log', async () => {
    const { vehicle, revision } = liveWithRevision();
    const res = await approve(revision.id, vehicle.updatedAt).expect(200);
    expect(res.body).toMatchObject({ outcome: 'applied', revisionId: revision.id, vehicleId: vehicle.id, decision: { revisionId: revision.id, revisionOutcome: 'approved', state: 'applied' } });
    expect(ctx.listings.vehicles.get(vehicle.id)).toMatchObject({ status: 'approved', mileage: 45000, description: 'One owner, new brakes' });
    expect(ctx.listings.revisions.get(revision.id)).toMatchObject({ status: 'approved', decidedBy: 'admin-1' });
    expect(await history(vehicle.id)).toEqual([expect.objectContaining({
      vehicleId: vehicle.id, adminEmail: 'admin@example.com', fromStatus: 'approved', toStatus: 'approved', state: 'applied',
      revisionId: revision.id, revisionOutcome: 'approved', reason: null,
    })]);
  });

  it('rejecting needs a reason, keeps the live version and logs the reason', async () => {
    const { vehicle, revision } = liveWithRevision();
    const missing = await reject(revision.id, vehicle.updatedAt).expect(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field)).toEqual(['reason']);
    expect((await reject(revision.id, vehicle.updatedAt, '   ').expect(400)).body.fields[0].field).toBe('reason');
    await reject(revision.id, vehicle.updatedAt, 'The mileage went up by 3,000 in a week: please check it').expect(200);
    expect(ctx.listings.vehicles.get(vehicle.id)).toMatchObject({ mileage: 42000, description: 'One owner' });
    expect(ctx.listings.revisions.get(revision.id)).toMatchObject({ status: 'rejected', reason: 'The mileage went up by 3,000 in a week: please check it' });
    expect(await history(vehicle.id)).toEqual([expect.objectContaining({ revisionOutcome: 'rejected', reason: 'The mileage went up by 3,000 in a week: please check it', state: 'applied' })]);
  });

  it('stale decisions are 409 with the reason and leave nothing in the log; the same decision again is 200 unchanged', async () => {
    const { vehicle, revision } = liveWithRevision();
    // the seller edited again: this revision was withdrawn
    const newer = ctx.listings.addRevision(vehicle.id, { mileage: 46000 });
    expect((await approve(revision.id, vehicle.updatedAt).expect(409)).body.message).toMatch(/seller changed the listing again/);
    // the moderator looked at an older version of the live listing
    expect((await approve(newer.id, '2020-01-01T00:00:00.000Z').expect(409)).body.message).toMatch(/listing changed after you opened/);
    expect(await history(vehicle.id)).toEqual([]);
    await approve(newer.id, vehicle.updatedAt).expect(200);
    expect((await approve(newer.id, vehicle.updatedAt).expect(200)).body).toMatchObject({ outcome: 'unchanged', decision: null });
    expect((await reject(newer.id, vehicle.updatedAt, 'no').expect(409)).body.message).toMatch(/already approved/);
    expect(await history(vehicle.id)).toHaveLength(1);
    expect((await approve(987654, vehicle.updatedAt).expect(404)).body.message).toBe('Revision not found');
  });

  it('admins only; a bad body is a 400 naming the field', async () => {
    const { vehicle, revision } = liveWithRevision();
    expect((await call(ctx.app, 'anonymous', 'POST', API.adminRevisionApprove(revision.id)).send({ expectedUpdatedAt: vehicle.updatedAt })).status).toBe(401);
    expect((await call(ctx.app, 'user', 'POST', API.adminRevisionApprove(revision.id)).send({ expectedUpdatedAt: vehicle.updatedAt })).status).toBe(403);
    expect((await call(ctx.app, 'user', 'POST', API.adminRevisionReject(revision.id)).send({ expectedUpdatedAt: vehicle.updatedAt, reason: 'x' })).status).toBe(403);
    const bad = await approve(revision.id, 'yesterday').expect(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['expectedUpdatedAt']);
    expect(ctx.listings.revisions.get(revision.id)!.status).toBe('pending');
  });
});

describe('when listings fails', () => {
  it('unreachable before anything is recorded: 503, nothing in the log', async () => {
    const { vehicle, revision } = liveWithRevision();
    await ctx.listings.stop();
    try {
      expect((await approve(revision.id, vehicle.updatedAt)).status).toBe(503);
    } finally {
      await ctx.listings.start();
    }
    expect(await history(vehicle.id)).toEqual([]);
  });

  it('the decision call fails: 202, recorded, and the outbox applies it once listings answers', async () => {
    const { vehicle, revision } = liveWithRevision();
    ctx.listings.failWhere = (method, path) => method === 'POST' && path.endsWith('/decision');
    ctx.listings.failNext = 1;
    const res = await approve(revision.id, vehicle.updatedAt);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ outcome: 'queued', decision: { state: 'queued', revisionOutcome: 'approved' } });
    await retrier(ctx.app).runOnce();
    await eventually(async () => {
      expect(ctx.listings.revisions.get(revision.id)!.status).toBe('approved');
      expect((await history(vehicle.id)).map((d) => d.state)).toEqual(['applied']);
    });
  });

  it('a call that landed unheard is confirmed by the retry, applied once', async () => {
    const { vehicle, revision } = liveWithRevision();
    ctx.listings.landThenDrop = 1;
    expect((await approve(revision.id, vehicle.updatedAt)).status).toBe(202);
    const applied = ctx.listings.vehicles.get(vehicle.id)!.updatedAt;
    await eventually(async () => {
      await retrier(ctx.app).runOnce();
      expect((await history(vehicle.id)).map((d) => d.state)).toEqual(['applied']);
    });
    expect(ctx.listings.vehicles.get(vehicle.id)!.updatedAt).toBe(applied);
  });
});

describe('two admins at once', () => {
  it('approve and reject of the same changes: exactly one lands, the other is refused', async () => {
    for (let round = 0; round < 6; round++) {
      const { vehicle, revision } = liveWithRevision({ mileage: 50000 + round });
      const [a, b] = await Promise.all([approve(revision.id, vehicle.updatedAt, 'admin'), reject(revision.id, vehicle.updatedAt, 'Not this time', 'admin2')]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = a.status === 200 ? 'approved' : 'rejected';
      expect(ctx.listings.revisions.get(revision.id)!.status).toBe(winner);
      expect(ctx.listings.vehicles.get(vehicle.id)!.mileage).toBe(winner === 'approved' ? 50000 + round : 42000);
      const log = await history(vehicle.id);
      expect(log.map((d) => [d.revisionOutcome, d.state])).toEqual([[winner, 'applied']]);
    }
  });
});
