import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { LISTING_FRESHNESS, type NotificationRequest, API, INTERNAL_API, PAGE_DATA_HEADERS } from '@rl/contracts';
import { createLogger } from '@rl/service-kit';
import { testRedisUrl } from '@rl/test-kit';
import { createListingsApp } from '../src/app.js';
import { EXPIRY_SCHEDULE, type ExpirySchedule } from '../src/freshness/expiry-schedule.js';
import { ListingExpiry } from '../src/freshness/listing-expiry.js';
import { ListingChanges } from '../src/public-cache/listing-changes.js';
import { alice, as, bob, FakeMediaOwners, listing, moderation, startListings, startListingsReplica, testListingsEnv, type ListingsTestContext } from './listings-app.js';

const DAY = 86_400_000;
const { expiresAfterDays, reminderDaysBefore, soldVisibleDays } = LISTING_FRESHNESS;

let ctx: ListingsTestContext;
let replica: NestExpressApplication;
beforeAll(async () => {
  ctx = await startListings();
  replica = await startListingsReplica(ctx.db.url, ctx.db.schema);
});
afterAll(async () => {
  await replica?.close();
  await ctx?.close();
});

let makeSeq = 0;
/** A listing of a make no other test uses (search by it sees only this test's listings), approved by moderation. */
async function approvedListing(): Promise<{ id: number; make: string }> {
  const make = `Fresh${++makeSeq}x`;
  const { id } = (await as(ctx, alice).post('/api/vehicles').send(listing({ make, model: 'Roadster' })).expect(201)).body;
  await as(ctx, moderation).post(`/internal/vehicles/${id}/status`).send({ status: 'approved', expectedStatus: 'pending' }).expect(200);
  return { id, make };
}

/** Moves the listing's approval (and so its expiry) `days` into the past, as if that much time had gone by. */
async function age(id: number, days: number): Promise<void> {
  await ctx.sql(`UPDATE vehicles SET listed_at = listed_at - make_interval(days => $2), expires_at = expires_at - make_interval(days => $2) WHERE id = $1`, [id, days]);
}

const row = async (id: number) => (await ctx.sql(`SELECT status, listed_at, expires_at, reminded_at, sold_at, updated_at FROM vehicles WHERE id = $1`, [id]))[0];
const reminders = async (id: number): Promise<NotificationRequest[]> =>
  (await ctx.sql<{ request: NotificationRequest }>(`SELECT request FROM notification_outbox WHERE dedupe_key LIKE $1 ORDER BY id`, [`listing-${id}-expiry-reminder-%`])).map((r) => r.request);
const searchIds = async (make: string): Promise<number[]> =>
  (await request(ctx.http).get(`/api/vehicles/search?make=${make}&limit=50`).expect(200)).body.vehicles.map((v: { id: number }) => v.id);
const near = (iso: string | Date, expectedMs: number) => expect(Math.abs(new Date(iso).getTime() - expectedMs)).toBeLessThan(60_000);
const job = (app: NestExpressApplication = ctx.app) => app.get(ListingExpiry);
const stillAvailable = (token: unknown) => request(ctx.http).post(API.stillAvailable).send({ token });

describe('listing age and expiry dates', () => {
  it('approval lists the listing and starts a 90-day period; buyers see its age, only the owner its expiry', async () => {
    const { id } = await approvedListing();
    const owner = (await as(ctx, alice).get(`/api/vehicles/${id}`).expect(200)).body;
    near(owner.listedAt, Date.now());
    near(owner.expiresAt, Date.now() + expiresAfterDays * DAY);
    const pub = (await request(ctx.http).get(`/api/vehicles/${id}`).expect(200)).body;
    expect(pub.listedAt).toBe(owner.listedAt);
    expect(pub).not.toHaveProperty('expiresAt');
    expect((await request(ctx.http).get(`/api/vehicles?ids=${id}`).expect(200)).body[0].listedAt).toBe(owner.listedAt);
  });

  it('a pending listing has no age yet', async () => {
    const { id } = (await as(ctx, alice).post('/api/vehicles').send(listing()).expect(201)).body;
    expect((await as(ctx, alice).get(`/api/vehicles/${id}`).expect(200)).body).toMatchObject({ listedAt: null, expiresAt: null, soldAt: null });
  });
});

describe('the expiry job', () => {
  it('mails one reminder 14 days before expiry, even when two replicas run the job at the same time', async () => {
    const { id } = await approvedListing();
    await age(id, expiresAfterDays - reminderDaysBefore - 1);
    await Promise.all([job().runOnce(), job(replica).runOnce(), job().runOnce()]);
    expect(await reminders(id)).toHaveLength(0);

    await age(id, 2);
    await Promise.all([job().runOnce(), job(replica).runOnce(), job().runOnce(), job(replica).runOnce()]);
    await job().runOnce();
    const sent = await reminders(id);
    expect(sent).toHaveLength(1);
    const expiresAt = (await row(id)).expires_at as Date;
    expect(sent[0]).toEqual({
      dedupeKey: `listing-${id}-expiry-reminder-${Math.floor(expiresAt.getTime() / 1000)}`,
      to: { userId: alice!.userId },
      event: {
        kind: 'listing-expiry-reminder', vehicle: { id, title: expect.stringContaining('Roadster'), price: 124900 },
        expiresAt: expiresAt.toISOString(), token: expect.stringMatching(new RegExp(`^${id}\\.\\d+\\.`)),
      },
    });
  });

  it('the mailed link confirms without a session: the expiry moves a whole period out; the link again says already', async () => {
    const { id, make } = await approvedListing();
    await age(id, expiresAfterDays - reminderDaysBefore + 1);
    await job().runOnce();
    const [mail] = await reminders(id);
    const token = (mail!.event as { token: string }).token;
    const before = await row(id);

    const confirmed = (await stillAvailable(token).expect(200)).body;
    expect(confirmed).toMatchObject({ outcome: 'confirmed', vehicleId: id, title: expect.stringContaining(make) });
    near(confirmed.expiresAt, Date.now() + expiresAfterDays * DAY);
    const after = await row(id);
    expect(after).toMatchObject({ status: 'approved', reminded_at: null });
    // only the expiry moved: a review or revision based on this version stays valid
    expect(after.updated_at).toEqual(before.updated_at);
    expect((await stillAvailable(token).expect(200)).body).toMatchObject({ outcome: 'already', expiresAt: confirmed.expiresAt });

    // the new period gets its own reminder, once
    await age(id, expiresAfterDays - reminderDaysBefore + 3);
    await job().runOnce();
    await job().runOnce();
    expect(await reminders(id)).toHaveLength(2);
  });

  it('refuses forged, malformed and deleted-listing links with 400 naming the token', async () => {
    const { id } = await approvedListing();
    await age(id, expiresAfterDays - 1);
    await job().runOnce();
    const token = ((await reminders(id))[0]!.event as { token: string }).token;
    const [vid, secs, mac] = token.split('.');
    for (const bad of [`${Number(vid) + 1}.${secs}.${mac}`, `${vid}.${Number(secs) + 1}.${mac}`, `${vid}.${secs}.${'A'.repeat(43)}`, 'nope', 42, undefined]) {
      const res = await stillAvailable(bad).expect(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ field: 'token' })]);
    }
    await as(ctx, alice).delete(`/api/vehicles/${id}`).expect(204);
    expect((await stillAvailable(token).expect(400)).body.fields[0].message).toBe('This listing no longer exists');
  });

  it('expires listings 90 days after approval: out of search and public pages, still on the seller\'s dashboard, counted', async () => {
    const { id, make } = await approvedListing();
    expect(await searchIds(make)).toEqual([id]);
    await job().runOnce(new Date(Date.now() + (expiresAfterDays - 1) * DAY));
    expect((await row(id)).status).toBe('approved');

    await Promise.all([job().runOnce(new Date(Date.now() + (expiresAfterDays + 1) * DAY)), job(replica).runOnce(new Date(Date.now() + (expiresAfterDays + 1) * DAY))]);
    expect((await row(id)).status).toBe('expired');
    expect(await searchIds(make)).toEqual([]);
    await request(ctx.http).get(`/api/vehicles/${id}`).expect(404);
    await as(ctx, bob).get(`/api/vehicles/${id}`).expect(404);
    expect((await as(ctx, alice).get('/api/user/vehicles').expect(200)).body.find((v: { id: number }) => v.id === id)).toMatchObject({ status: 'expired' });
    const counts = (await as(ctx, moderation).get('/internal/vehicles/counts').expect(200)).body;
    expect(counts.expired).toBeGreaterThanOrEqual(1);
    expect(counts.total).toBe(Object.entries(counts).filter(([k]) => k !== 'total').reduce((n, [, c]) => n + Number(c), 0));
  });

  it('the reminder link of the period that just ran out renews the listing', async () => {
    const { id, make } = await approvedListing();
    await age(id, expiresAfterDays - 2);
    await job().runOnce();
    const token = ((await reminders(id))[0]!.event as { token: string }).token;
    await job().runOnce(new Date(Date.now() + 3 * DAY));
    expect((await row(id)).status).toBe('expired');

    expect((await stillAvailable(token).expect(200)).body).toMatchObject({ outcome: 'renewed', vehicleId: id });
    expect(await searchIds(make)).toEqual([id]);
  });
});

describe('renew', () => {
  it('the owner renews an expired listing: public again for a new period; its age keeps counting from the first approval', async () => {
    const { id, make } = await approvedListing();
    const listedAt = (await row(id)).listed_at as Date;
    await ctx.sql(`UPDATE vehicles SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await job().runOnce();
    expect((await row(id)).status).toBe('expired');

    const renewed = (await as(ctx, alice).post(API.renewListing(id)).expect(200)).body;
    expect(renewed).toMatchObject({ id, status: 'approved', listedAt: listedAt.toISOString() });
    near(renewed.expiresAt, Date.now() + expiresAfterDays * DAY);
    expect(await searchIds(make)).toEqual([id]);
  });

  it('on an active listing it confirms it is still available', async () => {
    const { id } = await approvedListing();
    await age(id, 80);
    const before = await row(id);
    const body = (await as(ctx, alice).post(API.renewListing(id)).expect(200)).body;
    expect(body.status).toBe('approved');
    near(body.expiresAt, Date.now() + expiresAfterDays * DAY);
    expect((await row(id)).updated_at).toEqual(before.updated_at);
  });

  it('is the owner\'s alone, and only for active or expired listings', async () => {
    const { id } = await approvedListing();
    await request(ctx.http).post(API.renewListing(id)).expect(401);
    expect((await as(ctx, bob).post(API.renewListing(id)).expect(403)).body.message).toBe('Only the seller can renew this listing');
    await as(ctx, alice).post(API.renewListing(999_999)).expect(404);
    expect((await as(ctx, alice).post(API.renewListing('abc')).expect(400)).body.fields[0].field).toBe('id');
    const { id: pending } = (await as(ctx, alice).post('/api/vehicles').send(listing()).expect(201)).body;
    expect((await as(ctx, alice).post(API.renewListing(pending)).expect(409)).body.message).toMatch(/waiting for review: only an active or expired listing can be renewed/);
  });
});

describe('sold', () => {
  it('the owner marks a listing sold: shown as sold for 30 days, then off every public page', async () => {
    const { id, make } = await approvedListing();
    const sold = (await as(ctx, alice).post(API.markSold(id)).expect(200)).body;
    expect(sold.status).toBe('sold');
    near(sold.soldAt, Date.now());
    expect(await searchIds(make)).toEqual([]);
    expect((await request(ctx.http).get(`/api/vehicles/${id}`).expect(200)).body).toMatchObject({ status: 'sold', soldAt: sold.soldAt });
    const sitemap = () => request(ctx.http).get(INTERNAL_API.listings.sitemap).set(PAGE_DATA_HEADERS.origin, 'https://cars.example.com').expect(200).then((r) => r.text);
    expect(await sitemap()).toContain(`/vehicles/${id}<`);

    await ctx.sql(`UPDATE vehicles SET sold_at = sold_at - make_interval(days => $2) WHERE id = $1`, [id, soldVisibleDays + 1]);
    ctx.app.get(ListingChanges).changed(); // time passing drops no cache: the answer cache lives 10 s at most
    await request(ctx.http).get(`/api/vehicles/${id}`).expect(404);
    await as(ctx, bob).get(`/api/vehicles/${id}`).expect(404);
    await request(ctx.http).get(INTERNAL_API.listings.vehiclePageHead(id)).set(PAGE_DATA_HEADERS.origin, 'https://cars.example.com').expect(404);
    expect((await request(ctx.http).get(`/api/vehicles?ids=${id}`).expect(200)).body).toEqual([]);
    expect(await sitemap()).not.toContain(`/vehicles/${id}<`);
    expect((await as(ctx, alice).get(`/api/vehicles/${id}`).expect(200)).body.status).toBe('sold');
  });

  it('an expired listing can be marked sold; a sold one cannot be sold or renewed again; only its owner can', async () => {
    const { id } = await approvedListing();
    await ctx.sql(`UPDATE vehicles SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await job().runOnce();
    await as(ctx, bob).post(API.markSold(id)).expect(403);
    await request(ctx.http).post(API.markSold(id)).expect(401);
    await as(ctx, alice).post(API.markSold(id)).expect(200);
    expect((await as(ctx, alice).post(API.markSold(id)).expect(409)).body.message).toMatch(/^This listing is sold/);
    await as(ctx, alice).post(API.renewListing(id)).expect(409);
  });

  it('a moderator\'s sale stamps the sale date too', async () => {
    const { id } = await approvedListing();
    const body = (await as(ctx, moderation).post(`/internal/vehicles/${id}/status`).send({ status: 'sold', expectedStatus: 'approved' }).expect(200)).body;
    near(body.soldAt, Date.now());
  });

  it('the reminder link of a sold listing answers 409', async () => {
    const { id } = await approvedListing();
    await age(id, expiresAfterDays - 1);
    await job().runOnce();
    const token = ((await reminders(id))[0]!.event as { token: string }).token;
    await as(ctx, alice).post(API.markSold(id)).expect(200);
    expect((await stillAvailable(token).expect(409)).body.message).toBe('This listing is marked as sold, so it cannot be confirmed');
  });
});

describe('with Redis', () => {
  it('the sweep is a BullMQ job scheduler that expires due listings on its own', async () => {
    const env = { ...testListingsEnv(ctx.db.url, ctx.db.schema, { redisUrl: testRedisUrl() }), LISTING_EXPIRY_SWEEP_MS: 1000 };
    const app = await createListingsApp(env, createLogger('listings', 'silent'), { mediaOwners: new FakeMediaOwners() });
    await app.init();
    try {
      expect(app.get<ExpirySchedule>(EXPIRY_SCHEDULE).mode).toBe('bullmq');
      const { id } = await approvedListing();
      await ctx.sql(`UPDATE vehicles SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
      const deadline = Date.now() + 15_000;
      while ((await row(id)).status !== 'expired') {
        if (Date.now() > deadline) throw new Error('the scheduled sweep did not expire the listing within 15 s');
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await app.close();
    }
  });
});
