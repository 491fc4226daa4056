import { InternalTimelineSchema, VehicleSchema, type NotificationRequest } from '@rl/contracts';
import { alice, as, bob, listing, moderation, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

const NOTES = 'Add a photo of the odometer; the mileage in the description disagrees with the form.';
const mailsOf = async (id: number, kind: string) =>
  (await ctx.sql<{ request: NotificationRequest }>(`SELECT request FROM notification_outbox ORDER BY id`))
    .map((r) => r.request).filter((r) => r.event.kind === kind && 'vehicle' in r.event && r.event.vehicle?.id === id);
const setStatus = (id: number, body: Record<string, unknown>) => as(ctx, moderation).post(`/internal/vehicles/${id}/status`).send(body);
const mine = async (id: number) => VehicleSchema.parse((await as(ctx, alice).get('/api/user/vehicles').expect(200)).body.find((v: { id: number }) => v.id === id));
const timeline = async (id: number) => InternalTimelineSchema.parse((await as(ctx, moderation).get(`/internal/vehicles/${id}/timeline`).expect(200)).body).entries;

async function submitted(): Promise<number> {
  const res = await as(ctx, alice).post('/api/vehicles').send(listing({ make: 'BMW', model: 'M3', trim: null, year: 2020, price: 61000 })).expect(201);
  return res.body.id;
}

describe('a moderator requests changes', () => {
  it('keeps the notes with the listing for its seller and queues exactly one mail with them', async () => {
    const id = await submitted();
    await setStatus(id, { status: 'needs_changes', expectedStatus: 'pending', reason: NOTES }).expect(200);
    const v = await mine(id);
    expect(v).toMatchObject({ status: 'needs_changes', moderationNotes: NOTES });
    // a repeated (stale) call changes nothing and writes no second mail
    await setStatus(id, { status: 'needs_changes', expectedStatus: 'pending', reason: NOTES }).expect(409);
    expect(await mailsOf(id, 'listing-changes-requested')).toEqual([{
      dedupeKey: expect.stringMatching(new RegExp(`^listing-${id}-needs-changes-`)), to: { userId: 'user-alice' },
      event: { kind: 'listing-changes-requested', vehicle: { id, title: '2020 BMW M3', price: 61000 }, notes: NOTES },
    }]);
  });

  it('refuses a request without notes (400 naming reason), changing nothing', async () => {
    const id = await submitted();
    const res = await setStatus(id, { status: 'needs_changes', expectedStatus: 'pending' }).expect(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await mine(id)).status).toBe('pending');
    expect(await mailsOf(id, 'listing-changes-requested')).toEqual([]);
  });

  it('the notes never reach buyers or other users', async () => {
    const id = await submitted();
    await setStatus(id, { status: 'needs_changes', expectedStatus: 'pending', reason: NOTES }).expect(200);
    const other = await as(ctx, bob).get(`/api/vehicles/${id}`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('odometer');
  });

  it('the seller\'s edit sends it back to the queue (pending), where it can be approved', async () => {
    const id = await submitted();
    await setStatus(id, { status: 'needs_changes', expectedStatus: 'pending', reason: NOTES }).expect(200);
    const edit = listing({ make: 'BMW', model: 'M3', trim: null, year: 2020, price: 61000, mileage: 23000, vin: (await mine(id)).vin });
    await as(ctx, alice).put(`/api/vehicles/${id}`).send(edit).expect(200);
    expect((await mine(id)).status).toBe('pending');
    const queue = await as(ctx, moderation).get('/internal/vehicles?status=pending&order=oldest&limit=100').expect(200);
    expect(queue.body.vehicles.map((v: { id: number }) => v.id)).toContain(id);
    await setStatus(id, { status: 'approved', expectedStatus: 'pending' }).expect(200);
    expect((await mine(id)).status).toBe('approved');
  });
});

describe('the review queue after a resubmission', () => {
  it('waits from the resubmission: a listing sent back and edited queues behind one submitted before the edit', async () => {
    const first = await submitted();
    const second = await submitted();
    await setStatus(first, { status: 'needs_changes', expectedStatus: 'pending', reason: NOTES }).expect(200);
    const vin = (await mine(first)).vin;
    await as(ctx, alice).put(`/api/vehicles/${first}`).send(listing({ make: 'BMW', model: 'M3', trim: null, year: 2020, price: 61000, vin })).expect(200);
    const resubmitted = await mine(first);
    expect(resubmitted.resubmittedAt).not.toBeNull();
    expect(Date.parse(resubmitted.resubmittedAt!)).toBeGreaterThan(Date.parse(resubmitted.createdAt));
    expect((await mine(second)).resubmittedAt).toBeNull();
    const queue = await as(ctx, moderation).get('/internal/vehicles?status=pending&order=oldest&limit=100').expect(200);
    const ids: number[] = queue.body.vehicles.map((v: { id: number }) => v.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
  });
});

describe('the listing\'s steps (internal timeline)', () => {
  it('records submission, the request with its notes, the resubmission, an edit while waiting and the approval, oldest first', async () => {
    const id = await submitted();
    await setStatus(id, { status: 'needs_changes', expectedStatus: 'pending', reason: NOTES }).expect(200);
    const vin = (await mine(id)).vin;
    const body = (mileage: number) => listing({ make: 'BMW', model: 'M3', trim: null, year: 2020, price: 61000, mileage, vin });
    await as(ctx, alice).put(`/api/vehicles/${id}`).send(body(23000)).expect(200); // resubmitted
    await as(ctx, alice).put(`/api/vehicles/${id}`).send(body(23500)).expect(200); // edited while pending
    await as(ctx, alice).put(`/api/vehicles/${id}`).send(body(23500)).expect(200); // nothing changed: no step
    await setStatus(id, { status: 'approved', expectedStatus: 'pending' }).expect(200);
    const steps = await timeline(id);
    expect(steps.map((s) => [s.kind, s.actor, s.fromStatus, s.toStatus])).toEqual([
      ['submitted', 'seller', null, 'pending'],
      ['changes_requested', 'moderator', 'pending', 'needs_changes'],
      ['resubmitted', 'seller', 'needs_changes', 'pending'],
      ['edited', 'seller', 'pending', 'pending'],
      ['approved', 'moderator', 'pending', 'approved'],
    ]);
    expect(steps[1]!.notes).toBe(NOTES);
  });

  it('is internal: 404 for an unknown listing, refused to people', async () => {
    await as(ctx, moderation).get('/internal/vehicles/987654/timeline').expect(404);
    const id = await submitted();
    expect((await as(ctx, alice).get(`/internal/vehicles/${id}/timeline`)).status).toBe(403);
  });
});
