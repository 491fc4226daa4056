import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NotificationRequest } from '@rl/contracts';
import { DailyDigests } from '../src/alerts/daily-digests.js';
import { ListingAlerts } from '../src/alerts/listing-alerts.js';
import { alice, as, bob, listing, moderation, startListings, startListingsReplica, type ListingsTestContext, type Who } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

const carol: Who = { userId: 'user-carol', role: 'user', email: 'carol@example.com' };
const HOUR = 3_600_000;

/** What the service recorded for the notifications service with this key prefix (NOTIFICATIONS_URL is unset here). */
async function mails(prefix: string): Promise<NotificationRequest[]> {
  const rows = await ctx.sql<{ request: NotificationRequest }>(`SELECT request FROM notification_outbox WHERE dedupe_key LIKE $1 ORDER BY id`, [`${prefix}%`]);
  return rows.map((r) => r.request);
}

/** Runs the alert work until every publication is processed (the background loop may hold one: wait for it). */
async function settle(app: NestExpressApplication = ctx.app): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await app.get(ListingAlerts).runOnce();
    const [{ n }] = await ctx.sql(`SELECT count(*)::int AS n FROM listing_publications WHERE processed_at IS NULL`);
    if (n === 0) return;
    if (Date.now() > deadline) {
      const errors = await ctx.sql(`SELECT id, vehicle_id, attempts, last_error, next_attempt_at - now() AS lease FROM listing_publications WHERE processed_at IS NULL`);
      throw new Error(`${n} publications still unprocessed: ${JSON.stringify(errors)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function saveSearch(who: Who, filters: Record<string, string | string[]>, frequency: 'instant' | 'daily' = 'instant', name = 'My search'): Promise<number> {
  return (await as(ctx, who).post('/api/saved-searches').send({ name, filters, frequency }).expect(201)).body.id;
}

/** A listing by `who`, approved by moderation (as the admin's decision is applied). */
async function approvedListing(who: Who, patch: Record<string, unknown> = {}): Promise<{ id: number; body: Record<string, unknown> }> {
  const body = listing(patch);
  const { id } = (await as(ctx, who).post('/api/vehicles').send(body).expect(201)).body;
  await approve(id);
  return { id, body };
}
const approve = (id: number) => as(ctx, moderation).post(`/internal/vehicles/${id}/status`).send({ status: 'approved', expectedStatus: 'pending' }).expect(200);
/** A moderator approves the changes an edit of a live listing left waiting (the owner's answer of the edit). */
const approveRevision = (edited: { revision: { id: number }; updatedAt: string }) =>
  as(ctx, moderation).post(`/internal/revisions/${edited.revision.id}/decision`).send({ outcome: 'approved', expectedUpdatedAt: edited.updatedAt, decidedBy: 'user-admin' }).expect(200);

describe('saved-search alerts', () => {
  it('approving a matching listing mails each instant search once; non-matching, paused and own searches get nothing', async () => {
    const matching = await saveSearch(bob, { make: 'Lotus', maxPrice: '90000', features: ['Heated Seats'] }, 'instant', 'Lotus under 90k');
    const other = await saveSearch(bob, { make: 'Lotus', minYear: '2024' });
    const paused = await saveSearch(carol, { make: 'Lotus' });
    await as(ctx, carol).patch(`/api/saved-searches/${paused}`).send({ paused: true }).expect(200);
    const own = await saveSearch(alice, { make: 'Lotus' });

    const { id } = await approvedListing(alice, { make: 'Lotus', model: 'Emira', trim: null, year: 2023, price: 85000 });
    await settle();
    const sent = await mails('saved-search-');
    expect(sent.filter((m) => m.dedupeKey === `saved-search-${matching}-vehicle-${id}`)).toEqual([{
      dedupeKey: `saved-search-${matching}-vehicle-${id}`,
      to: { userId: 'user-bob' },
      event: {
        kind: 'saved-search-match', searchName: 'Lotus under 90k', searchPath: '/search?make=Lotus&features=Heated+Seats&maxPrice=90000',
        vehicles: [{ id, title: '2023 Lotus Emira', price: 85000 }], moreCount: 0, digest: false, unsubscribeToken: expect.stringMatching(/^ss\./),
      },
    }]);
    for (const s of [other, paused, own]) expect(sent.filter((m) => m.dedupeKey.startsWith(`saved-search-${s}-`))).toEqual([]);
  });

  it('tests many searches together with the results page\'s own filters: keywords, radius, years, colour, an unknown ZIP', async () => {
    const keys = {
      keyword: await saveSearch(bob, { query: 'evora gt' }),
      near: await saveSearch(bob, { zipCode: '90210', radius: '50', make: 'lotus' }),
      far: await saveSearch(bob, { zipCode: '10001', radius: '25', make: 'Lotus' }),
      years: await saveSearch(bob, { minYear: '2019', maxYear: '2021', model: 'Evora' }),
      newer: await saveSearch(bob, { minYear: '2022', model: 'Evora' }),
      colour: await saveSearch(bob, { exteriorColor: 'Red', make: 'Lotus' }),
      unknownZip: await saveSearch(bob, { zipCode: '99999', make: 'Lotus' }),
    };
    const { id } = await approvedListing(alice, { make: 'Lotus', model: 'Evora', trim: 'GT', year: 2021, zipCode: '90210', exteriorColor: 'Blue' });
    await settle();
    const ours = new Set(Object.values(keys).map((k) => `saved-search-${k}-vehicle-${id}`));
    const mailed = (await mails('saved-search-')).map((m) => m.dedupeKey).filter((k) => ours.has(k));
    expect(mailed.sort()).toEqual([keys.keyword, keys.near, keys.years].map((k) => `saved-search-${k}-vehicle-${id}`).sort());
  });

  it('a "Good deals or better" search hears of a listing when its rating, computed after approval, makes it a good deal', async () => {
    const deals = await saveSearch(bob, { make: 'Ariel', deal: 'good' });
    const any = await saveSearch(carol, { make: 'Ariel' });
    const { id } = await approvedListing(alice, { make: 'Ariel', model: 'Atom', trim: null });
    await settle();
    expect((await mails(`saved-search-${deals}-`))).toEqual([]);
    // the price-guidance job rates it: a fair price first (no mail), then a good deal
    await ctx.sql(`UPDATE vehicles SET deal_score = 0.05, price_rating = 'fair' WHERE id = $1`, [id]);
    await settle();
    expect((await mails(`saved-search-${deals}-`))).toEqual([]);
    await ctx.sql(`UPDATE vehicles SET deal_score = -0.08, price_rating = 'good' WHERE id = $1`, [id]);
    await ctx.sql(`UPDATE vehicles SET deal_score = -0.12, price_rating = 'great' WHERE id = $1`, [id]);
    await settle();
    expect((await mails(`saved-search-${deals}-`)).map((m) => m.dedupeKey)).toEqual([`saved-search-${deals}-vehicle-${id}`]);
    expect((await mails(`saved-search-${any}-`)).map((m) => m.dedupeKey)).toEqual([`saved-search-${any}-vehicle-${id}`]);
    const [{ n }] = await ctx.sql(`SELECT count(*)::int AS n FROM listing_publications WHERE vehicle_id = $1`, [id]);
    expect(n).toBe(2);
  });

  it('a retried approval, a replayed publication, a re-approval after an edit and a second replica never mail twice', async () => {
    const search = await saveSearch(bob, { make: 'Alpine' });
    const { id, body } = await approvedListing(alice, { make: 'Alpine', model: 'A110', trim: null });
    // the moderation outbox retries a decision that was applied: refused, nothing new recorded
    await as(ctx, moderation).post(`/internal/vehicles/${id}/status`).send({ status: 'approved', expectedStatus: 'pending' }).expect(409);
    // two replicas work the table at the same time
    const second = await startListingsReplica(ctx.db.url, ctx.db.schema);
    try {
      await Promise.all([settle(), settle(second)]);
      // replay: the publication is processed again (as after a crash before the mark)
      await ctx.sql(`UPDATE listing_publications SET processed_at = NULL, next_attempt_at = now() WHERE vehicle_id = $1`, [id]);
      await Promise.all([settle(), settle(second)]);
    } finally {
      await second.close();
    }
    // edited (the changes wait as a revision, the listing stays live) and the changes approved
    const edited = (await as(ctx, alice).put(`/api/vehicles/${id}`).send({ ...body, description: 'New tyres fitted last month.' }).expect(200)).body;
    await approveRevision(edited);
    await settle();
    expect(await mails(`saved-search-${search}-`)).toHaveLength(1);
    const [{ n }] = await ctx.sql(`SELECT count(*)::int AS n FROM saved_search_matches WHERE search_id = $1`, [search]);
    expect(n).toBe(1);
  });

  it('daily searches get one digest a day with the new matches, then nothing until new ones arrive', async () => {
    const search = await saveSearch(carol, { make: 'Morgan' }, 'daily', 'Morgans');
    const first = await approvedListing(alice, { make: 'Morgan', model: 'Plus Four', trim: null, year: 2022, price: 99000 });
    const second = await approvedListing(alice, { make: 'Morgan', model: 'Super 3', trim: null, year: 2023, price: 61000 });
    await settle();
    const digests = ctx.app.get(DailyDigests);
    // not a day since the search was saved: nothing yet
    await digests.runOnce(new Date());
    expect(await mails(`saved-search-${search}-`)).toEqual([]);

    const tomorrow = new Date(Date.now() + 25 * HOUR);
    await Promise.all([digests.runOnce(tomorrow), digests.runOnce(tomorrow)]);
    await digests.runOnce(tomorrow);
    const sent = await mails(`saved-search-${search}-`);
    expect(sent).toEqual([{
      dedupeKey: `saved-search-${search}-digest-${tomorrow.toISOString().slice(0, 10)}`,
      to: { userId: 'user-carol' },
      event: expect.objectContaining({ kind: 'saved-search-match', digest: true, searchName: 'Morgans', moreCount: 0 }),
    }]);
    expect((sent[0]!.event as { vehicles: { id: number }[] }).vehicles.map((v) => v.id).sort()).toEqual([first.id, second.id].sort());

    // a day later with no new match: nothing; with one: a digest of just that one
    await digests.runOnce(new Date(Date.now() + 50 * HOUR));
    expect(await mails(`saved-search-${search}-`)).toHaveLength(1);
    const third = await approvedListing(alice, { make: 'Morgan', model: 'Plus Six', trim: null });
    await settle();
    await digests.runOnce(new Date(Date.now() + 50 * HOUR));
    const after = await mails(`saved-search-${search}-`);
    expect(after).toHaveLength(2);
    expect((after[1]!.event as { vehicles: { id: number }[] }).vehicles.map((v) => v.id)).toEqual([third.id]);
  });

  it('an unsubscribe link pauses the search (also as a one-click POST without a session); bad tokens are 400 naming token', async () => {
    const search = await saveSearch(bob, { make: 'Caterham' }, 'instant', 'Sevens');
    await approvedListing(alice, { make: 'Caterham', model: 'Seven', trim: null });
    await settle();
    const [mail] = await mails(`saved-search-${search}-`);
    const token = (mail!.event as { unsubscribeToken: string }).unsubscribeToken;

    const res = await as(ctx, undefined).post('/api/alerts/unsubscribe').send({ token }).expect(200);
    expect(res.body).toEqual({ unsubscribed: 'saved-search', name: 'Sevens' });
    const [row] = await ctx.sql(`SELECT paused FROM saved_searches WHERE id = $1`, [search]);
    expect(row.paused).toBe(true);
    // RFC 8058: form-encoded body, token in the URL; repeating it answers the same
    await as(ctx, undefined).post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
      .set('Content-Type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=One-Click').expect(200);

    await approvedListing(alice, { make: 'Caterham', model: 'Seven 620', trim: null });
    await settle();
    expect(await mails(`saved-search-${search}-`)).toHaveLength(1);

    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const bad of [forged, 'ss.1.nope', `ss.999999.${token.split('.')[2]}`]) {
      const r = await as(ctx, undefined).post('/api/alerts/unsubscribe').send({ token: bad }).expect(400);
      expect(r.body.fields[0].field).toBe('token');
    }
    const missing = await as(ctx, undefined).post('/api/alerts/unsubscribe').send({}).expect(400);
    expect(missing.body.fields[0].field).toBe('token');
  });
});

describe('price history and price-drop alerts', () => {
  it('records every change; only drops after the listing was public are shown and mailed, once per drop and saver', async () => {
    const created = listing({ make: 'TVR', model: 'Griffith', trim: null, year: 2020, price: 90000 });
    const { id } = (await as(ctx, alice).post('/api/vehicles').send(created).expect(201)).body;
    // a change before anyone saw it is history, not a drop
    await as(ctx, alice).put(`/api/vehicles/${id}`).send({ ...created, price: 88000 }).expect(200);
    await approve(id);
    await settle();
    await as(ctx, bob).put(`/api/saved-vehicles/${id}`).expect(200);
    await as(ctx, alice).put(`/api/saved-vehicles/${id}`).expect(200);
    expect((await as(ctx, undefined).get(`/api/vehicles/${id}`).expect(200)).body).toMatchObject({ priceDrops: [], recentPriceDrop: null });

    // a drop of a live listing's price goes live at once
    await as(ctx, alice).put(`/api/vehicles/${id}`).send({ ...created, price: 85000 }).expect(200);
    await settle();
    await settle();

    const detail = (await as(ctx, undefined).get(`/api/vehicles/${id}`).expect(200)).body;
    expect(detail.priceDrops).toEqual([{ previousPrice: 88000, price: 85000, droppedAt: expect.any(String) }]);
    expect(detail.recentPriceDrop).toEqual(detail.priceDrops[0]);
    const found = (await as(ctx, undefined).get('/api/vehicles/search?make=TVR').expect(200)).body.vehicles;
    expect(found[0]).toMatchObject({ id, recentPriceDrop: { previousPrice: 88000, price: 85000 } });
    expect(await ctx.sql(`SELECT previous_price::float8 AS "from", price::float8 AS "to", was_public FROM price_changes WHERE vehicle_id = $1 ORDER BY id`, [id]))
      .toEqual([{ from: 90000, to: 88000, was_public: false }, { from: 88000, to: 85000, was_public: true }]);

    const drops = await mails('price-drop-');
    const forListing = drops.filter((m) => (m.event as { vehicle: { id: number } }).vehicle.id === id);
    // the seller saved it too, and is never told about their own price
    expect(forListing).toEqual([{
      dedupeKey: expect.stringMatching(/^price-drop-\d+-user-user-bob$/), to: { userId: 'user-bob' },
      event: { kind: 'price-drop', vehicle: { id, title: '2020 TVR Griffith', price: 85000 }, previousPrice: 88000, price: 85000, unsubscribeToken: expect.stringMatching(/^pd\.user-bob\./) },
    }]);

    // a replayed publication changes nothing; a raise is no drop and ends the badge
    await ctx.sql(`UPDATE listing_publications SET processed_at = NULL, next_attempt_at = now() WHERE vehicle_id = $1`, [id]);
    await settle();
    await approveRevision((await as(ctx, alice).put(`/api/vehicles/${id}`).send({ ...created, price: 87000 }).expect(200)).body);
    await settle();
    expect((await mails('price-drop-')).filter((m) => (m.event as { vehicle: { id: number } }).vehicle.id === id)).toHaveLength(1);
    const raised = (await as(ctx, undefined).get(`/api/vehicles/${id}`).expect(200)).body;
    expect(raised.recentPriceDrop).toBeNull();
    expect(raised.priceDrops).toHaveLength(1);

    // unsubscribed: the next drop is recorded and shown, not mailed
    const token = (forListing[0]!.event as { unsubscribeToken: string }).unsubscribeToken;
    expect((await as(ctx, undefined).post('/api/alerts/unsubscribe').send({ token }).expect(200)).body).toEqual({ unsubscribed: 'price-drops' });
    await as(ctx, alice).put(`/api/vehicles/${id}`).send({ ...created, price: 80000 }).expect(200);
    await settle();
    expect((await mails('price-drop-')).filter((m) => (m.event as { vehicle: { id: number } }).vehicle.id === id)).toHaveLength(1);
    expect((await as(ctx, undefined).get(`/api/vehicles/${id}`).expect(200)).body.priceDrops).toHaveLength(2);
  });
});
