import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PERFORMANCE, performanceDays, type ListingPerformance, type NotificationRequest, API } from '@rl/contracts';
import { ImpressionCounter } from '../src/performance/impression-counter.js';
import { PerformanceStore } from '../src/performance/performance.store.js';
import { SellerSummaries, weekOf } from '../src/performance/seller-summaries.js';
import { PriceGuidanceService } from '../src/price-guidance/price-guidance.service.js';
import { ViewCounter } from '../src/vehicles/view-counter.js';
import { alice, as, bob, seedListing, startListings, startListingsReplica, type ListingsTestContext } from './listings-app.js';

// Listing performance for the seller (issue 28, points 3 and 5): per-day figures over 30 days beside the
// comparables' medians, the likely reasons, and the weekly summary mail with its opt-out.

let ctx: ListingsTestContext;
let replica: NestExpressApplication;
/** the counters' timers far out: only explicit flushes write */
const QUIET = { env: { IMPRESSION_FLUSH_MS: '600000' } };
let mine: number;
let peers: number[];

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const perf = (id: number, who = alice) => as(ctx, who).get(API.vehiclePerformance(id));
const outbox = async (prefix: string) =>
  (await ctx.sql<{ request: NotificationRequest }>(`SELECT request FROM notification_outbox WHERE dedupe_key LIKE $1 ORDER BY id`, [`${prefix}%`])).map((r) => r.request);

beforeAll(async () => {
  ctx = await startListings(QUIET);
  replica = await startListingsReplica(ctx.db.url, ctx.db.schema, QUIET);
  // the guidance tests' comparables (asking 30,000 to 34,000 as identical cars), listed by bob, live for two weeks
  peers = [];
  for (const price of [30_000, 31_000, 32_000, 33_000, 34_000]) {
    peers.push(await seedListing(ctx, bob, 'approved', { make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, mileage: 12_000, condition: 'excellent', price }));
  }
  // alice's car asks too much, has no photos and no service history
  mine = await seedListing(ctx, alice, 'approved', { make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, mileage: 12_000, condition: 'excellent', price: 36_000, recentServices: [] });
  await ctx.sql(`UPDATE vehicles SET listed_at = now() - interval '40 days' WHERE id = ANY($1::int[])`, [[...peers, mine]]);
  await ctx.app.get(PriceGuidanceService).recompute({ makeKey: 'porsche', modelKey: '911' });
}, 90_000);
afterAll(async () => {
  await replica?.close();
  await ctx?.close();
});

describe('GET /api/vehicles/{id}/performance', () => {
  it('is the owner\'s alone: 401 anonymous, 403 another seller, 404 no such listing, 400 naming id', async () => {
    expect((await request(ctx.http).get(API.vehiclePerformance(mine))).status).toBe(401);
    const other = await perf(mine, bob);
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/Only the seller/);
    expect((await perf(2_000_000_000)).status).toBe(404);
    const bad = await perf('abc' as unknown as number);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toContain('id');
  });

  it('counts per day what buyers did: search impressions, detail views (now kept per day), saves and inquiries', async () => {
    await ctx.sql('DELETE FROM listing_daily_counts');
    await ctx.sql('DELETE FROM performance_medians');
    // today, through the service: two searches that show it, three detail views on two replicas, a save, an inquiry
    for (let i = 0; i < 2; i++) await request(ctx.http).get('/api/vehicles/search?make=Porsche&model=911').expect(200);
    await request(ctx.http).get(`/api/vehicles/${mine}`).expect(200);
    await request(replica.getHttpServer()).get(`/api/vehicles/${mine}`).expect(200);
    await request(replica.getHttpServer()).get(`/api/vehicles/${mine}`).expect(200);
    await as(ctx, bob).put(`/api/saved-vehicles/${mine}`).expect(200);
    await request(ctx.http).post('/api/contact').send({
      vehicleId: mine, senderFirstName: 'Bea', senderLastName: 'Buyer', senderEmail: 'bea@example.com', senderPhone: '(555) 010-2000',
      subject: 'Your 911', message: 'Is it still available?', isFinancingInterest: false, isTradeInInterest: false,
    }).expect(201);
    await ctx.app.get(ImpressionCounter).flush();
    await ctx.app.get(ViewCounter).flush();
    await replica.get(ViewCounter).flush();
    // earlier days, as the counters and the tables hold them; a day before the window is left out
    await ctx.sql(`INSERT INTO listing_daily_counts (vehicle_id, day, impressions, views) VALUES ($1, $2, 40, 7), ($1, $3, 1000, 1000)`, [mine, daysAgo(3), daysAgo(PERFORMANCE.days)]);
    await ctx.sql(`INSERT INTO saved_vehicles (user_id, vehicle_id, created_at) VALUES ('user-carol', $1, now() - interval '5 days')`, [mine]);

    const res = await perf(mine);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const p = res.body as ListingPerformance;
    expect(p.days.map((d) => d.day)).toEqual(performanceDays(today(), PERFORMANCE.days));
    expect(p).toMatchObject({ vehicleId: mine, from: daysAgo(PERFORMANCE.days - 1), to: today() });
    expect(p.days.at(-1)).toEqual({ day: today(), impressions: 2, views: 3, saves: 1, inquiries: 1 });
    expect(p.days.find((d) => d.day === daysAgo(3))).toEqual({ day: daysAgo(3), impressions: 40, views: 7, saves: 0, inquiries: 0 });
    expect(p.days.find((d) => d.day === daysAgo(5))).toMatchObject({ saves: 1 });
    expect(p.totals).toEqual({ impressions: 42, views: 10, saves: 2, inquiries: 1 });
    // the detail views' total is kept as before
    expect((await ctx.sql('SELECT views FROM vehicles WHERE id = $1', [mine]))[0].views).toBe(3);
  });

  it('sets each figure beside the medians of the live listings of the same make and model, and names the likely reasons', async () => {
    // the previous test's answer started a computation in the background: it must end before the table is emptied
    await ctx.app.get(PerformanceStore).settled();
    await ctx.sql('DELETE FROM performance_medians');
    // the five comparables' 30-day views: 0, 10, 20, 30, 400 (with alice's 10, the median of six is 15); impressions:
    // today's 2 each and 100, 200, 300, 4000 (with alice's 42, the median is 152)
    for (const [i, views] of [10, 20, 30, 400].entries()) {
      await ctx.sql(`INSERT INTO listing_daily_counts (vehicle_id, day, impressions, views) VALUES ($1, $2, $3, $4)
        ON CONFLICT (vehicle_id, day) DO UPDATE SET impressions = EXCLUDED.impressions, views = EXCLUDED.views`, [peers[i + 1], daysAgo(2), views * 10, views]);
    }
    // never computed: none yet, and computed in the background (never on the request path)
    expect(((await perf(mine).expect(200)).body as ListingPerformance).comparables).toBeNull();
    await ctx.app.get(PerformanceStore).settled();
    const p = (await perf(mine).expect(200)).body as ListingPerformance;
    expect(p.comparables).toMatchObject({ peers: 6, medians: { views: 15, impressions: 152, saves: 0, inquiries: 0 } });
    expect(p.reasons.map((r) => r.kind)).toEqual(['price-above-fair-range', 'few-photos', 'no-service-history']);
    expect(p.reasons[0]!.text).toBe('The price is above the fair range ($31,000 to $33,000)');
    expect(p.reasons[1]!.text).toBe('Only 0 photos: listings with 6 or more show the car better');

    // kept for a day for every replica: a change in the group is not seen until then
    await ctx.sql(`UPDATE listing_daily_counts SET views = 0 WHERE vehicle_id = ANY($1::int[])`, [peers]);
    expect(((await perf(mine).expect(200)).body as ListingPerformance).comparables!.medians.views).toBe(15);
    await ctx.sql(`UPDATE performance_medians SET computed_at = now() - interval '25 hours'`);
    // older than a day: answered as stored, and computed again behind the answer
    expect(((await perf(mine).expect(200)).body as ListingPerformance).comparables!.medians.views).toBe(15);
    await ctx.app.get(PerformanceStore).settled();
    expect(((await perf(mine).expect(200)).body as ListingPerformance).comparables!.medians.views).toBe(0);
  });

  it('has no comparison with too few live listings of its kind', async () => {
    const lone = await seedListing(ctx, alice, 'approved', { make: 'Lotus', model: 'Emira', recentServices: ['Oil change'] });
    const p = (await perf(lone).expect(200)).body as ListingPerformance;
    expect(p.comparables).toBeNull();
    expect(p.totals).toEqual({ impressions: 0, views: 0, saves: 0, inquiries: 0 });
    expect(p.reasons.map((r) => r.kind)).toEqual(['few-photos']);
    await ctx.sql('DELETE FROM vehicles WHERE id = $1', [lone]);
  });
});

describe('the weekly summary mail', () => {
  /** a time in the week `weeksAhead` weeks from now (Wednesday noon UTC): weeks of their own, past the rows the first tests wrote */
  const inWeek = (weeksAhead: number) => {
    const monday = Date.parse(`${weekOf(new Date(Date.now() + weeksAhead * 7 * 86_400_000))}T00:00:00Z`);
    return new Date(monday + 2.5 * 86_400_000);
  };

  it('sums each live listing\'s seven days before the week, with the suggestion; once per seller and week, even from two replicas', async () => {
    const now = inWeek(4);
    const week = weekOf(now);
    const lastWeek = performanceDays(new Date(Date.parse(`${week}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10), 7);
    await ctx.sql('DELETE FROM listing_daily_counts WHERE vehicle_id = $1', [mine]);
    await ctx.sql(`INSERT INTO listing_daily_counts (vehicle_id, day, impressions, views) VALUES ($1, $2, 100, 9), ($1, $3, 20, 1), ($1, $4, 999, 999)`,
      [mine, lastWeek[0], lastWeek[6], week]);

    const [a, b] = await Promise.all([ctx.app.get(SellerSummaries).runOnce(now), replica.get(SellerSummaries).runOnce(now)]);
    expect(a + b).toBe(2); // alice and bob, each once
    expect(await ctx.app.get(SellerSummaries).runOnce(now)).toBe(0);
    const mails = await outbox(`seller-summary-user-alice-${week}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual({
      dedupeKey: `seller-summary-user-alice-${week}`,
      to: { userId: 'user-alice' },
      event: {
        kind: 'seller-weekly-summary', from: lastWeek[0], to: lastWeek[6],
        listings: [{
          vehicle: { id: mine, title: '2021 Porsche 911 Carrera S', price: 36_000 },
          impressions: 120, views: 10, saves: 0, inquiries: 0,
          suggestion: { price: 30_900, ratingLabel: 'Good' },
        }],
        moreCount: 0,
        unsubscribeToken: expect.stringMatching(/^ws\.user-alice\./),
      },
    });
    expect((await outbox(`seller-summary-user-bob-${week}`))[0]!.event).toMatchObject({ listings: expect.arrayContaining([expect.objectContaining({ suggestion: null })]) });
  });

  it('stops with the mail\'s link (no session) and is switched on and off on /account', async () => {
    const token = ((await outbox('seller-summary-user-alice-'))[0]!.event as { unsubscribeToken: string }).unsubscribeToken;
    expect((await as(ctx, alice).get(API.sellerSummaryMail).expect(200)).body).toEqual({ weeklySummary: true });
    expect((await request(ctx.http).post('/api/alerts/unsubscribe').send({ token }).expect(200)).body).toEqual({ unsubscribed: 'seller-summary' });
    expect((await as(ctx, alice).get(API.sellerSummaryMail).expect(200)).body).toEqual({ weeklySummary: false });
    // a forged token for bob is refused naming the field
    const forged = token.replace('user-alice', 'user-bob');
    const bad = await request(ctx.http).post('/api/alerts/unsubscribe').send({ token: forged });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('token');

    const next = inWeek(5);
    await ctx.app.get(SellerSummaries).runOnce(next);
    expect(await outbox(`seller-summary-user-alice-${weekOf(next)}`)).toHaveLength(0);
    expect(await outbox(`seller-summary-user-bob-${weekOf(next)}`)).toHaveLength(1);

    expect((await as(ctx, alice).put(API.sellerSummaryMail).send({ weeklySummary: true }).expect(200)).body).toEqual({ weeklySummary: true });
    const later = inWeek(6);
    await ctx.app.get(SellerSummaries).runOnce(later);
    expect(await outbox(`seller-summary-user-alice-${weekOf(later)}`)).toHaveLength(1);

    const wrong = await as(ctx, alice).put(API.sellerSummaryMail).send({ weeklySummary: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.map((f: { field: string }) => f.field)).toEqual(['weeklySummary']);
    expect((await request(ctx.http).get(API.sellerSummaryMail)).status).toBe(401);
  });

  it('weeks start on Monday (UTC)', () => {
    expect(weekOf(new Date('2026-11-28T23:59:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(weekOf(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-23');
  });
});
