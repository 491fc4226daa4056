import { StaffActionOutbox } from '@rl/service-kit';
import { call, eventually, startModeration, type ModerationTestContext } from './moderation-app.js';

let ctx: ModerationTestContext;
beforeAll(async () => { ctx = await startModeration(); });
afterAll(async () => { await ctx?.close(); });

const outboxRows = () => ctx.sql<{ request: { action: string } }>(`SELECT "request" FROM "${ctx.db.schema}"."staff_action_outbox" ORDER BY "id"`);

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
});
