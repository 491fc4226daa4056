import type { NotificationRequest, OwnerVehicle } from '@rl/contracts';
import { ListingAlerts } from '../src/alerts/listing-alerts.js';
import { admin, alice, as, bob, listing, moderation, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

/** A live listing of alice's and the exact body it was created with. */
async function liveListing(patch: Record<string, unknown> = {}): Promise<{ id: number; body: Record<string, unknown> }> {
  const body = listing(patch);
  const id = await seedListing(ctx, alice, 'approved', body);
  return { id, body };
}

const edit = (id: number, body: Record<string, unknown>) => as(ctx, alice).put(`/api/vehicles/${id}`).send(body);
const owner = async (id: number): Promise<OwnerVehicle> => (await as(ctx, alice).get(`/api/vehicles/${id}`).expect(200)).body;
const publicDetail = (id: number) => as(ctx, undefined).get(`/api/vehicles/${id}`);
const searchIds = async (q: string): Promise<number[]> =>
  (await as(ctx, undefined).get(`/api/vehicles/search?${q}`).expect(200)).body.vehicles.map((v: { id: number }) => v.id);
const revisions = (id: number) =>
  ctx.sql<{ id: string; status: string }>(`SELECT id, status FROM vehicle_revisions WHERE vehicle_id = $1 ORDER BY id`, [id]);
const decide = (revisionId: number, outcome: 'approved' | 'rejected', expectedUpdatedAt: string, reason?: string) =>
  as(ctx, moderation).post(`/internal/revisions/${revisionId}/decision`)
    .send({ outcome, expectedUpdatedAt, decidedBy: 'user-admin', ...(reason ? { reason } : {}) });
async function mails(prefix: string): Promise<NotificationRequest[]> {
  const rows = await ctx.sql<{ request: NotificationRequest }>(`SELECT request FROM notification_outbox WHERE dedupe_key LIKE $1 ORDER BY id`, [`${prefix}%`]);
  return rows.map((r) => r.request);
}

describe('an edit of an approved listing keeps it live', () => {
  it('the approved content stays public and in search while the changes wait as a pending revision', async () => {
    const { id, body } = await liveListing({ make: 'Alpina', model: 'B3', mileage: 12000, description: 'Garage kept.' });
    const res = await edit(id, { ...body, mileage: 15500, description: 'Garage kept. Fresh brakes all round.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'approved', mileage: 12000, description: 'Garage kept.' });
    expect(res.body.revision).toMatchObject({ status: 'pending', changedFields: ['mileage', 'description'], decidedAt: null, reason: null });
    expect(res.body.revision.proposed).toMatchObject({ ...body, mileage: 15500, price: '124900.00', carfaxReportUrl: null, description: 'Garage kept. Fresh brakes all round.' });

    const pub = await publicDetail(id).expect(200);
    expect(pub.body).toMatchObject({ status: 'approved', mileage: 12000, description: 'Garage kept.' });
    expect(pub.body).not.toHaveProperty('revision');
    expect(await searchIds('make=Alpina')).toEqual([id]);
    expect(await searchIds('query=brakes')).toEqual([]);

    // the owner's answers carry it: the detail (the edit form opens with the proposal) and the dashboard list
    expect((await owner(id)).revision).toMatchObject({ id: res.body.revision.id, status: 'pending', proposed: { mileage: 15500 } });
    const mine: OwnerVehicle[] = (await as(ctx, alice).get('/api/user/vehicles').expect(200)).body;
    expect(mine.find((v) => v.id === id)?.revision).toMatchObject({ id: res.body.revision.id, status: 'pending' });
    expect(mine.every((v) => 'revision' in v)).toBe(true);
  });

  it('a newer edit replaces the waiting one; going back to the live content leaves nothing to review', async () => {
    const { id, body } = await liveListing();
    const first = (await edit(id, { ...body, mileage: 13000 }).expect(200)).body.revision;
    const second = (await edit(id, { ...body, mileage: 14000, exteriorColor: 'Blue' }).expect(200)).body.revision;
    expect(second).toMatchObject({ status: 'pending', changedFields: ['mileage', 'exteriorColor'] });
    expect(await revisions(id)).toEqual([{ id: String(first.id), status: 'withdrawn' }, { id: String(second.id), status: 'pending' }]);

    const back = await edit(id, body).expect(200);
    expect(back.body.revision).toMatchObject({ id: second.id, status: 'withdrawn' });
    expect((await revisions(id)).map((r) => r.status)).toEqual(['withdrawn', 'withdrawn']);
    // and an identical edit with nothing waiting makes no revision at all
    await edit(id, body).expect(200);
    expect(await revisions(id)).toHaveLength(2);
  });

  it('a price drop and the recent services go live at once; the other changes of the same edit wait', async () => {
    const { id, body } = await liveListing({ price: 90000, recentServices: ['Oil change'] });
    const before = (await owner(id)).updatedAt;
    const res = await edit(id, { ...body, price: '$85,000', recentServices: ['Oil change', 'New tires (2026)'], mileage: 20000 }).expect(200);
    expect(res.body).toMatchObject({ status: 'approved', price: '85000.00', recentServices: ['Oil change', 'New tires (2026)'], mileage: 12000 });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(before));
    expect(res.body.revision).toMatchObject({ status: 'pending', changedFields: ['mileage'] });
    expect((await publicDetail(id).expect(200)).body).toMatchObject({ price: '85000.00', mileage: 12000 });
    // the revision is based on the listing as the immediate part left it
    const [rev] = await ctx.sql(`SELECT base_updated_at FROM vehicle_revisions WHERE id = $1`, [res.body.revision.id]);
    expect(new Date(rev.base_updated_at).toISOString()).toBe(res.body.updatedAt);

    // services only: live, no revision (the waiting one is replaced by nothing)
    const services = await edit(id, { ...body, price: '85000', recentServices: ['Brake fluid'] }).expect(200);
    expect(services.body).toMatchObject({ recentServices: ['Brake fluid'], revision: { status: 'withdrawn' } });
    expect((await revisions(id)).filter((r) => r.status === 'pending')).toEqual([]);
  });

  it('a raised price waits for review like any other change', async () => {
    const { id, body } = await liveListing({ price: 60000 });
    const res = await edit(id, { ...body, price: 64000 }).expect(200);
    expect(res.body).toMatchObject({ price: '60000.00', revision: { status: 'pending', changedFields: ['price'], proposed: { price: '64000.00' } } });
    expect((await publicDetail(id).expect(200)).body.price).toBe('60000.00');
  });

  it('a price drop is recorded as a public drop and mailed to the buyers who saved the car', async () => {
    const { id, body } = await liveListing({ make: 'Maserati', model: 'Ghibli', trim: null, year: 2021, price: 70000 });
    await as(ctx, bob).put(`/api/saved-vehicles/${id}`).expect(200);
    await edit(id, { ...body, price: 66000, description: 'Now with a fresh service.' }).expect(200);
    expect(await ctx.sql(`SELECT previous_price::float8 AS "from", price::float8 AS "to", was_public FROM price_changes WHERE vehicle_id = $1`, [id]))
      .toEqual([{ from: 70000, to: 66000, was_public: true }]);
    const alerts = ctx.app.get(ListingAlerts);
    const deadline = Date.now() + 15_000;
    let drops: NotificationRequest[] = [];
    while (Date.now() < deadline) {
      await alerts.runOnce();
      drops = (await mails('price-drop-')).filter((m) => (m.event as { vehicle: { id: number } }).vehicle.id === id);
      if (drops.length > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(drops).toEqual([expect.objectContaining({ to: { userId: 'user-bob' }, event: expect.objectContaining({ kind: 'price-drop', previousPrice: 70000, price: 66000 }) })]);
    expect((await publicDetail(id).expect(200)).body).toMatchObject({ recentPriceDrop: { previousPrice: 70000, price: 66000 }, description: body.description });
  });

  it('only the owner edits: another user and an admin get 403, anonymous 401; nothing is stored', async () => {
    const { id, body } = await liveListing();
    expect((await as(ctx, bob).put(`/api/vehicles/${id}`).send({ ...body, mileage: 1 })).status).toBe(403);
    expect((await as(ctx, admin).put(`/api/vehicles/${id}`).send({ ...body, mileage: 1 })).status).toBe(403);
    expect((await as(ctx, undefined).put(`/api/vehicles/${id}`).send({ ...body, mileage: 1 })).status).toBe(401);
    expect(await revisions(id)).toEqual([]);
  });
});

describe('moderators decide on revisions (internal API)', () => {
  it('lists waiting revisions oldest first with their live listings', async () => {
    const a = await liveListing();
    const b = await liveListing();
    const ra = (await edit(a.id, { ...a.body, mileage: 30000 }).expect(200)).body.revision.id;
    const rb = (await edit(b.id, { ...b.body, mileage: 31000 }).expect(200)).body.revision.id;
    const list = (await as(ctx, moderation).get('/internal/revisions?limit=100').expect(200)).body;
    const ours = list.revisions.filter((r: { revision: { id: number } }) => [ra, rb].includes(r.revision.id));
    expect(ours.map((r: { revision: { id: number } }) => r.revision.id)).toEqual([ra, rb]);
    expect(ours[0]).toMatchObject({ revision: { vehicleId: a.id, status: 'pending', proposed: { mileage: 30000 } }, vehicle: { id: a.id, mileage: 12000 } });
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect((await as(ctx, moderation).get(`/internal/revisions/${ra}`).expect(200)).body.revision.id).toBe(ra);
    expect((await as(ctx, moderation).get('/internal/revisions/99999999').expect(404)).body.message).toMatch(/revision not found/i);
  });

  it('approving applies exactly the proposal in one step: search, detail and the seller follow; the seller gets a mail', async () => {
    const { id, body } = await liveListing({ make: 'Bentley', model: 'Continental', trim: null, year: 2020 });
    const { body: edited } = await edit(id, { ...body, mileage: 22000, description: 'Mulliner spec, ceramic coated.', zipCode: '10001' }).expect(200);
    await publicDetail(id).expect(200); // cached with the old content
    const res = await decide(edited.revision.id, 'approved', edited.updatedAt).expect(200);
    expect(res.body.revision).toMatchObject({ status: 'approved', decidedBy: 'user-admin', decidedAt: expect.any(String) });
    expect(res.body.vehicle).toMatchObject({ status: 'approved', mileage: 22000, description: 'Mulliner spec, ceramic coated.', zipCode: '10001' });
    expect((await publicDetail(id).expect(200)).body).toMatchObject({ mileage: 22000, zipCode: '10001' });
    expect(await searchIds('query=mulliner')).toEqual([id]);
    const [row] = await ctx.sql(`SELECT latitude FROM vehicles WHERE id = $1`, [id]);
    expect(row.latitude).toBeCloseTo(40.75, 1);
    expect((await owner(id)).revision).toMatchObject({ id: edited.revision.id, status: 'approved' });
    expect(await mails(`revision-${edited.revision.id}-`)).toEqual([{
      dedupeKey: `revision-${edited.revision.id}-approved`, to: { userId: 'user-alice' },
      event: { kind: 'revision-approved', vehicle: { id, title: '2020 Bentley Continental', price: 124900 }, fields: ['Mileage', 'Description', 'ZIP code'] },
    }]);
    // the same decision again (a retried call) answers the same; the other outcome is refused
    expect((await decide(edited.revision.id, 'approved', edited.updatedAt).expect(200)).body.revision.status).toBe('approved');
    expect((await decide(edited.revision.id, 'rejected', edited.updatedAt, 'no').expect(409)).body.message).toMatch(/already approved/);
    expect(await mails(`revision-${edited.revision.id}-`)).toHaveLength(1);
  });

  it('rejecting keeps the live version and tells the seller why', async () => {
    const { id, body } = await liveListing({ make: 'Aston Martin', model: 'Vantage', trim: null, year: 2019 });
    const { body: edited } = await edit(id, { ...body, mileage: 5, description: 'Like new!!!' }).expect(200);
    const res = await decide(edited.revision.id, 'rejected', edited.updatedAt, 'The mileage cannot go down from 12,000 to 5').expect(200);
    expect(res.body.vehicle).toMatchObject({ mileage: 12000, description: body.description });
    expect((await publicDetail(id).expect(200)).body).toMatchObject({ status: 'approved', mileage: 12000 });
    expect((await owner(id)).revision).toMatchObject({ status: 'rejected', reason: 'The mileage cannot go down from 12,000 to 5', decidedAt: expect.any(String) });
    expect(await mails(`revision-${edited.revision.id}-`)).toEqual([expect.objectContaining({
      to: { userId: 'user-alice' },
      event: { kind: 'revision-rejected', vehicle: expect.objectContaining({ id }), fields: ['Mileage', 'Description'], reason: 'The mileage cannot go down from 12,000 to 5' },
    })]);
  });

  it('a stale decision is a 409 with the reason, and changes nothing', async () => {
    const { id, body } = await liveListing();
    const { body: first } = await edit(id, { ...body, mileage: 40000 }).expect(200);
    // the seller edited again: the first revision no longer waits
    const { body: second } = await edit(id, { ...body, mileage: 41000 }).expect(200);
    expect((await decide(first.revision.id, 'approved', first.updatedAt).expect(409)).body.message).toMatch(/changed the listing again/);
    // the live listing changed since the moderator looked (a price drop went live)
    const { body: third } = await edit(id, { ...body, mileage: 41000, price: 99000 }).expect(200);
    expect((await decide(third.revision.id, 'approved', second.updatedAt).expect(409)).body.message).toMatch(/changed after you reviewed it/);
    // sold meanwhile: nothing to publish
    await ctx.sql(`UPDATE vehicles SET status = 'sold' WHERE id = $1`, [id]);
    const soldAt = (await owner(id)).updatedAt;
    expect((await decide(third.revision.id, 'approved', soldAt).expect(409)).body.message).toMatch(/sold now/);
    expect((await owner(id))).toMatchObject({ mileage: 12000, price: '99000.00' });
    expect((await decide(99999999, 'approved', soldAt)).status).toBe(404);
  });

  it('bad decisions are 400 naming the field', async () => {
    const res = await as(ctx, moderation).post('/internal/revisions/1/decision').send({ outcome: 'maybe', expectedUpdatedAt: 'yesterday', decidedBy: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['expectedUpdatedAt', 'outcome']);
  });

  it('the internal routes need a service identity', async () => {
    for (const who of [undefined, alice, admin]) {
      const list = await as(ctx, who).get('/internal/revisions');
      expect([401, 403]).toContain(list.status);
      const post = await as(ctx, who).post('/internal/revisions/1/decision').send({ outcome: 'approved', expectedUpdatedAt: new Date().toISOString(), decidedBy: 'x' });
      expect([401, 403]).toContain(post.status);
    }
  });
});

describe('a seller edit and a moderator decision on the same listing at the same time', () => {
  it('either the reviewed proposal is applied exactly and the new edit waits, or the decision is refused: never mixed', async () => {
    const outcomes = { applied: 0, refused: 0 };
    for (let round = 0; round < 12; round++) {
      const { id, body } = await liveListing({ mileage: 10000, description: `Round ${round}: original.` });
      const reviewed = { ...body, mileage: 11000 + round, description: `Round ${round}: reviewed.`, exteriorColor: 'Green' };
      const { body: first } = await edit(id, reviewed).expect(200);
      const newer = { ...body, mileage: 19000 + round, description: `Round ${round}: newer.`, interiorColor: 'Tan' };

      // the edit starts a little later in some rounds, so both orders (and overlaps) happen
      const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const [decision, second] = await Promise.all([
        decide(first.revision.id, 'approved', first.updatedAt),
        later((round % 4) * 6).then(() => edit(id, newer)),
      ]);
      expect(second.status).toBe(200);
      const live = await owner(id);
      const pick = (v: Record<string, unknown>) => ({ mileage: v.mileage, description: v.description, exteriorColor: v.exteriorColor, interiorColor: v.interiorColor });
      if (decision.status === 200) {
        outcomes.applied += 1;
        expect(pick(live)).toEqual(pick(reviewed));
      } else {
        outcomes.refused += 1;
        expect(decision.status).toBe(409);
        expect(pick(live)).toEqual(pick(body));
      }
      // the newer edit always waits as the one pending revision, with exactly what the seller sent
      expect(live.revision).toMatchObject({ status: 'pending' });
      expect(pick(live.revision!.proposed)).toEqual(pick(newer));
      expect((await revisions(id)).filter((r) => r.status === 'pending')).toHaveLength(1);
    }
    expect(outcomes.applied + outcomes.refused).toBe(12);
  });
});
