import { DecisionSchema, StatusUpdateResultSchema, TimelineSchema, type ListingStatus, type TimelineEntry } from '@rl/contracts';
import { call, startModeration, type ModerationTestContext } from './moderation-app.js';

let ctx: ModerationTestContext;
beforeAll(async () => { ctx = await startModeration(); });
afterAll(async () => { await ctx?.close(); });

let nextId = 500;
const listing = (status: ListingStatus = 'pending') => ctx.listings.add({ id: nextId++, status });
const patch = (id: number, body: unknown, who: 'admin' | 'admin2' | 'user' | 'anonymous' = 'admin') =>
  call(ctx.app, who, 'PATCH', `/api/admin/vehicles/${id}/status`).send(body as object);
const rowsOf = async (id: number) => (await ctx.rows()).filter((r) => r.vehicle_id === id);
const NOTES = 'Please add a photo of the odometer and the service book.';

describe('request changes', () => {
  it('moves a pending listing to needs_changes, records the decision with its notes and hands the notes to listings once', async () => {
    const v = listing();
    const res = await patch(v.id, { status: 'needs_changes', reason: `  ${NOTES}  `, expectedStatus: 'pending', expectedUpdatedAt: v.updatedAt });
    expect(res.status).toBe(200);
    expect(StatusUpdateResultSchema.parse(res.body)).toMatchObject({ outcome: 'applied', status: 'needs_changes', previousStatus: 'pending' });
    expect(ctx.listings.status(v.id)).toBe('needs_changes');
    expect(ctx.listings.vehicles.get(v.id)?.moderationNotes).toBe(NOTES);
    // one compare-and-set reached listings, which writes the seller's mail in the same transaction
    expect(ctx.listings.applied.get(v.id)).toEqual([{ status: 'needs_changes', reason: NOTES }]);
    const rows = await rowsOf(v.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ from_status: 'pending', to_status: 'needs_changes', state: 'applied', reason: NOTES, admin_email: 'admin@example.com' });
  });

  it('asking twice changes nothing the second time: no second decision, no second call (so no second mail)', async () => {
    const v = listing();
    expect((await patch(v.id, { status: 'needs_changes', reason: NOTES })).status).toBe(200);
    const again = await patch(v.id, { status: 'needs_changes', reason: NOTES });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'unchanged', decision: null });
    expect(ctx.listings.applied.get(v.id)).toHaveLength(1);
    expect(await rowsOf(v.id)).toHaveLength(1);
  });

  it.each([
    [{ status: 'needs_changes' }, 'reason'],
    [{ status: 'needs_changes', reason: '   ' }, 'reason'],
    [{ status: 'needs_changes', reason: 'x'.repeat(1001) }, 'reason'],
    [{ status: 'changes', reason: NOTES }, 'status'],
    // found by an outside probe: a NUL in the reason answered 500
    [{ status: 'rejected', reason: 'blurry\u0000photos' }, 'reason'],
    [{ status: 'needs_changes', reason: 'odometer \ud800' }, 'reason'],
  ])('bad input %j answers 400 naming %s and records nothing', async (body, field) => {
    const v = listing();
    const res = await patch(v.id, body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(ctx.listings.status(v.id)).toBe('pending');
    expect(await rowsOf(v.id)).toHaveLength(0);
  });

  it('is for admins only: anonymous 401, a signed-in seller 403', async () => {
    const v = listing();
    expect((await patch(v.id, { status: 'needs_changes', reason: NOTES }, 'anonymous')).status).toBe(401);
    expect((await patch(v.id, { status: 'needs_changes', reason: NOTES }, 'user')).status).toBe(403);
    expect(ctx.listings.status(v.id)).toBe('pending');
  });

  it('a stale decision answers 409: the seller edited after the admin opened it, or another admin decided first', async () => {
    const edited = listing();
    const seen = edited.updatedAt;
    ctx.listings.vehicles.set(edited.id, { ...edited, updatedAt: new Date(Date.parse(seen) + 1000).toISOString() });
    const res = await patch(edited.id, { status: 'needs_changes', reason: NOTES, expectedUpdatedAt: seen });
    expect(res.status).toBe(409);
    expect(ctx.listings.status(edited.id)).toBe('pending');

    const raced = listing();
    expect((await patch(raced.id, { status: 'approved' }, 'admin2')).status).toBe(200);
    const late = await patch(raced.id, { status: 'needs_changes', reason: NOTES, expectedStatus: 'pending' });
    expect(late.status).toBe(409);
    expect(ctx.listings.status(raced.id)).toBe('approved');
    expect(ctx.listings.applied.get(raced.id)).toEqual([{ status: 'approved' }]);
  });

  it('cannot be asked of a listing that is not pending', async () => {
    for (const status of ['approved', 'rejected', 'sold', 'expired'] as const) {
      const v = listing(status);
      const res = await patch(v.id, { status: 'needs_changes', reason: NOTES });
      expect(res.status).toBe(409);
      expect(ctx.listings.status(v.id)).toBe(status);
    }
  });

  it('after the seller edits it (listings moves it back to pending) it can be decided again', async () => {
    const v = listing();
    expect((await patch(v.id, { status: 'needs_changes', reason: NOTES })).status).toBe(200);
    ctx.listings.vehicles.set(v.id, { ...ctx.listings.vehicles.get(v.id)!, status: 'pending', updatedAt: new Date().toISOString() });
    const pending = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending?limit=100');
    expect(pending.body.map((x: { id: number }) => x.id)).toContain(v.id);
    expect((await patch(v.id, { status: 'approved' })).status).toBe(200);
    expect((await rowsOf(v.id)).map((r) => `${r.from_status}->${r.to_status}`)).toEqual(['pending->needs_changes', 'pending->approved']);
  });
});

describe('the decision log (timeline)', () => {
  const step = (kind: TimelineEntry['kind'], at: string, actor: TimelineEntry['actor'], extra: Partial<TimelineEntry> = {}): TimelineEntry =>
    ({ kind, at, actor, actorEmail: null, fromStatus: null, toStatus: null, notes: null, state: null, note: null, ...extra });

  it('merges the seller\'s steps from listings with the moderators\' decisions, oldest first, with who and the notes', async () => {
    const v = listing();
    const t = (s: number) => new Date(Date.now() - 60_000 + s * 1000).toISOString();
    expect((await patch(v.id, { status: 'needs_changes', reason: NOTES })).status).toBe(200);
    ctx.listings.timelines.set(v.id, [
      step('submitted', t(0), 'seller', { toStatus: 'pending' }),
      // listings logs the moderator's move too; the decision (with the admin) is shown instead
      step('changes_requested', t(1), 'moderator', { fromStatus: 'pending', toStatus: 'needs_changes', notes: NOTES }),
      step('resubmitted', new Date(Date.now() + 1000).toISOString(), 'seller', { fromStatus: 'needs_changes', toStatus: 'pending' }),
    ]);
    const res = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/${v.id}/timeline`);
    expect(res.status).toBe(200);
    const timeline = TimelineSchema.parse(res.body);
    expect(timeline.incomplete).toBeNull();
    expect(timeline.entries.map((e) => `${e.kind}:${e.actor}`)).toEqual(['submitted:seller', 'changes_requested:moderator', 'resubmitted:seller']);
    expect(timeline.entries[1]).toMatchObject({ actorEmail: 'admin@example.com', notes: NOTES, state: 'applied', fromStatus: 'pending', toStatus: 'needs_changes' });
  });

  it('still shows the decisions with listings down, and says the seller\'s steps are missing', async () => {
    const v = listing();
    expect((await patch(v.id, { status: 'rejected', reason: 'Stock photos' })).status).toBe(200);
    await ctx.listings.stop();
    try {
      const res = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/${v.id}/timeline`);
      expect(res.status).toBe(200);
      const timeline = TimelineSchema.parse(res.body);
      expect(timeline.incomplete).toMatch(/unavailable/);
      expect(timeline.entries).toEqual([expect.objectContaining({ kind: 'rejected', notes: 'Stock photos', actor: 'moderator' })]);
    } finally {
      await ctx.listings.start();
    }
  });

  it('404 for an unknown listing; admins only', async () => {
    expect((await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/999999/timeline')).status).toBe(404);
    expect((await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/abc/timeline')).status).toBe(400);
    expect((await call(ctx.app, 'user', 'GET', '/api/admin/vehicles/1/timeline')).status).toBe(403);
  });

  it('the history route keeps answering decisions', async () => {
    const v = listing();
    await patch(v.id, { status: 'needs_changes', reason: NOTES });
    const res = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/${v.id}/history`);
    expect(DecisionSchema.array().parse(res.body)).toEqual([expect.objectContaining({ toStatus: 'needs_changes', reason: NOTES })]);
  });
});
