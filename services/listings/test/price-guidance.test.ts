import request from 'supertest';
import { EDITABLE_FIELDS, type PublicVehicleDetail } from '@rl/contracts';
import { msUntilNext, type BullMqJobQueue } from '@rl/service-kit';
import { GUIDANCE_QUEUE, NIGHTLY_SCHEDULER_ID, type GuidanceQueue } from '../src/price-guidance/guidance-queue.js';
import { admin, alice, as, bob, moderation, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
const redisUrl = process.env.REDIS_URL;

/** 2021 BMW X5 xDrive40i, 30,000 miles, good condition: the method compares them at their asking prices. */
const x5 = (price: number, extra: Record<string, unknown> = {}) =>
  ({ make: 'BMW', model: 'X5', trim: 'xDrive40i', year: 2021, mileage: 30_000, condition: 'good', price, zipCode: '60601', ...extra });

const id: Record<string, number> = {};
const detail = async (n: number) => (await request(ctx.http).get(`/api/vehicles/${n}`).expect(200)).body as PublicVehicleDetail;
const search = async (qs: string) => (await request(ctx.http).get(`/api/vehicles/search?${qs}`).expect(200)).body;

/** Polls until `check` holds (the jobs run off the request path, after a short delay). */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() > until) throw new Error(`still not as expected: ${JSON.stringify(v).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  ctx = await startListings({ redisUrl });
  // the cheap one first: the others' comparables include it
  id.cheap = await seedListing(ctx, alice, 'approved', x5(28_000));
  for (const p of [30_000, 31_000, 32_000, 33_000, 34_000]) id[`p${p}`] = await seedListing(ctx, alice, 'approved', x5(p));
  // too few comparables: three Ferraris
  for (const p of [210_000, 220_000, 230_000]) id[`f${p}`] = await seedListing(ctx, bob, 'approved', { make: 'Ferrari', model: 'F8', year: 2021, price: p });
  await eventually(() => detail(id.cheap), (v) => v.priceGuidance !== null);
}, 120_000);

afterAll(async () => {
  const queue = ctx?.app.get<GuidanceQueue>(GUIDANCE_QUEUE);
  // the test schema's queue (its prefix is derived from it) is left empty in a shared Redis
  if (queue?.mode === 'bullmq') await (queue.jobs as BullMqJobQueue<object>).queue.obliterate({ force: true }).catch(() => undefined);
  await ctx?.close();
});

describe(`fair-price guidance (${redisUrl ? 'BullMQ on Redis' : 'in-process runner'})`, () => {
  it('GET /api/vehicles/{id} carries the band, the comparables and the chart points', async () => {
    const v = await detail(id.cheap);
    // comparables 30,000 to 34,000: the middle half is 31,000 to 33,000; 28,000 is more than 7 % under it
    expect(v.priceGuidance).toEqual({
      rating: 'great', fairLow: 31_000, fairHigh: 33_000, comparables: 5,
      points: [30_000, 31_000, 32_000, 33_000, 34_000].map((price) => ({ price, mileage: 30_000, year: 2021 })),
    });
    expect(v.priceRating).toBe('great');
  });

  it('the staff\'s full view carries the guidance too (the desk\'s lead page); the owner\'s does not', async () => {
    const staff = (await as(ctx, admin).get(`/api/vehicles/${id.cheap}`).expect(200)).body;
    expect(staff.vin).toBeDefined();
    expect(staff.priceGuidance).toMatchObject({ rating: 'great', fairLow: 31_000, fairHigh: 33_000, comparables: 5 });
    const owner = (await as(ctx, alice).get(`/api/vehicles/${id.cheap}`).expect(200)).body;
    expect(owner.priceGuidance).toBeUndefined();
  });

  it('every public answer carries priceRating: search, ?ids= and the landing strip', async () => {
    const s = await search('make=BMW&model=X5&limit=50');
    expect(s.vehicles.every((v: PublicVehicleDetail) => v.priceRating !== null)).toBe(true);
    const byIds = (await request(ctx.http).get(`/api/vehicles?ids=${id.cheap},${id.f210000}`).expect(200)).body;
    expect(byIds.map((v: PublicVehicleDetail) => v.priceRating)).toEqual(['great', null]);
    const recent = (await request(ctx.http).get('/api/vehicles/recent?limit=48').expect(200)).body;
    expect(recent.find((v: PublicVehicleDetail) => v.id === id.cheap).priceRating).toBe('great');
  });

  it('with too few comparables there is no rating and no band: never a made-up number', async () => {
    const v = await detail(id.f220000);
    expect(v.priceGuidance).toBeNull();
    expect(v.priceRating).toBeNull();
  });

  it('deal=good keeps great and good deals only', async () => {
    const s = await search('deal=good&limit=50');
    const ratings = new Map((await search('make=BMW&limit=50')).vehicles.map((v: PublicVehicleDetail) => [v.id, v.priceRating]));
    const expected = [...ratings].filter(([, r]) => r === 'great' || r === 'good').map(([n]) => n).sort();
    expect(s.vehicles.map((v: PublicVehicleDetail) => v.id).sort()).toEqual(expected);
    expect(s.total).toBe(expected.length);
    expect(expected).toContain(id.cheap);
    // an unknown value is refused, naming the field
    const bad = await request(ctx.http).get('/api/vehicles/search?deal=cheap').expect(400);
    expect(bad.body.fields[0].field).toBe('deal');
  });

  it('sort=best-deal: most under the band first, ties by id, unrated last; pages never repeat or skip', async () => {
    const all = (await search('sortBy=best-deal&limit=100')).vehicles as PublicVehicleDetail[];
    expect(all[0]!.id).toBe(id.cheap);
    const rated = all.filter((v) => v.priceRating !== null);
    const unrated = all.filter((v) => v.priceRating === null);
    expect(all.slice(0, rated.length)).toEqual(rated);
    expect(unrated.map((v) => v.id)).toEqual([...unrated.map((v) => v.id)].sort((a, b) => a - b));
    const order = ['great', 'good', 'fair', 'high', 'overpriced'];
    const ranks = rated.map((v) => order.indexOf(v.priceRating!));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page++) {
      paged.push(...(await search(`sortBy=best-deal&limit=2&page=${page}`)).vehicles.map((v: PublicVehicleDetail) => v.id));
    }
    expect(paged).toEqual(all.map((v) => v.id));
  });

  it('is recomputed when a listing changes: a raised price waits for review, its approval rates it again, the cached detail follows', async () => {
    expect((await detail(id.p30000)).priceRating).not.toBeNull();
    const { body: full } = await as(ctx, alice).get(`/api/vehicles/${id.cheap}`).expect(200);
    const editable = Object.fromEntries(EDITABLE_FIELDS.map((k) => [k, full[k]]));
    // the raise waits as a revision: the listing stays public at its old price
    const { body: edited } = await as(ctx, alice).put(`/api/vehicles/${id.cheap}`).send({ ...editable, price: 40_000 }).expect(200);
    expect((await detail(id.cheap)).price).toBe(full.price);
    // the change approved at 40,000: rated against the others (31,000 to 33,000 among 30,000..34,000)
    await as(ctx, moderation).post(`/internal/revisions/${edited.revision.id}/decision`)
      .send({ outcome: 'approved', expectedUpdatedAt: edited.updatedAt, decidedBy: 'user-admin' }).expect(200);
    const v = await eventually(() => detail(id.cheap), (d) => d.priceGuidance?.rating === 'overpriced');
    expect(v.priceGuidance).toMatchObject({ fairLow: 31_000, fairHigh: 33_000, comparables: 5 });
    expect(v.priceRating).toBe('overpriced');
    // and the others see 40,000 among their comparables again
    const other = await eventually(() => detail(id.p34000), (d) => d.priceGuidance?.points.some((p) => p.price === 40_000) === true);
    expect(other.priceGuidance!.comparables).toBe(5);
  });

  it('the nightly run recomputes every group (a sold comparable ages out after 180 days)', async () => {
    const sold = await seedListing(ctx, alice, 'sold', x5(31_500));
    await eventually(() => detail(id.p30000), (d) => d.priceGuidance?.comparables === 6);
    // nothing a trigger watches changes when the sale merely grows old: only the nightly run notices
    await ctx.sql(`UPDATE vehicles SET updated_at = now() - interval '200 days' WHERE id = $1`, [sold]);
    const queue = ctx.app.get<GuidanceQueue>(GUIDANCE_QUEUE);
    await queue.enqueue({ kind: 'all' });
    const v = await eventually(() => detail(id.p30000), (d) => d.priceGuidance?.comparables === 5);
    expect(v.priceGuidance!.points.map((p) => p.price)).not.toContain(31_500);
  });

  it('schedules the nightly run once for the cluster (BullMQ) or by a timer (in process)', async () => {
    const queue = ctx.app.get<GuidanceQueue>(GUIDANCE_QUEUE);
    if (queue.mode === 'bullmq') {
      const scheduler = await (queue.jobs as BullMqJobQueue<object>).queue.getJobScheduler(NIGHTLY_SCHEDULER_ID);
      expect(scheduler).toMatchObject({ pattern: '30 3 * * *', tz: 'UTC' });
      expect(await (queue.jobs as BullMqJobQueue<object>).queue.getJobSchedulersCount()).toBe(1);
    }
    expect(msUntilNext('03:30', new Date('2026-11-24T03:00:00Z'))).toBe(30 * 60_000);
    expect(msUntilNext('03:30', new Date('2026-11-24T04:00:00Z'))).toBe(23.5 * 3600_000);
  });
});
