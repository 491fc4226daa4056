import { PendingListResponseSchema, type Vehicle } from '@rl/contracts';
import { call, startModeration, type ModerationTestContext } from './moderation-app.js';
import { vinWith, vinWithBadCheckDigit } from './vins.js';

let ctx: ModerationTestContext;
beforeAll(async () => { ctx = await startModeration(); });
afterAll(async () => { await ctx?.close(); });

let serial = 20000;
const bmwVin = () => {
  const vin = vinWith(`WBA8E9G5_GN${String(serial++).padStart(6, '0')}`);
  ctx.enrichment.decodes.set(vin, { make: 'BMW', year: 2016 });
  return vin;
};
const photos = (n: number, id: number) => Array.from({ length: n }, (_, i) => `/media/q${id}/${i}.jpg`);

/** Pending listings submitted one minute apart, in id order; which checks each fails is in its name. */
let ok1: Vehicle, badVin: Vehicle, fewPhotos: Vehicle, both: Vehicle, ok2: Vehicle;
beforeAll(() => {
  const at = (i: number) => new Date(Date.UTC(2024, 5, 1, 0, i)).toISOString();
  // added newest first: the queue must not depend on insertion order
  ok2 = ctx.listings.add({ id: 5, status: 'pending', vin: bmwVin(), createdAt: at(5), updatedAt: at(5) });
  both = ctx.listings.add({ id: 4, status: 'pending', vin: vinWithBadCheckDigit(`WBA8E9G5_GN${serial++}00`.slice(0, 17)), images: photos(2, 4), createdAt: at(4), updatedAt: at(4) });
  fewPhotos = ctx.listings.add({ id: 3, status: 'pending', vin: bmwVin(), images: photos(3, 3), createdAt: at(3), updatedAt: at(3) });
  badVin = ctx.listings.add({ id: 2, status: 'pending', vin: vinWithBadCheckDigit('WBA8E9G5_GN777777'), createdAt: at(2), updatedAt: at(2) });
  ok1 = ctx.listings.add({ id: 1, status: 'pending', vin: bmwVin(), createdAt: at(1), updatedAt: at(1) });
  ctx.listings.add({ id: 6, status: 'approved', vin: bmwVin(), images: photos(1, 6) });
});

async function queue(qs: string) {
  const res = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/pending${qs}`);
  expect(res.status).toBe(200);
  return { ids: PendingListResponseSchema.parse(res.body).map((v) => v.id), total: Number(res.headers['x-total-count']) };
}

describe('the review queue', () => {
  it('is ordered oldest first (longest waiting first)', async () => {
    expect(await queue('')).toEqual({ ids: [ok1.id, badVin.id, fewPhotos.id, both.id, ok2.id], total: 5 });
  });

  it.each([
    ['all', () => [ok1, badVin, fewPhotos, both, ok2]],
    ['failed', () => [badVin, fewPhotos, both]],
    ['vin', () => [badVin, both]],
    ['photos', () => [fewPhotos, both]],
    ['passing', () => [ok1, ok2]],
  ])('checks=%s keeps the listings whose check results match, oldest first, and counts only them', async (filter, expected) => {
    const want = expected().map((v) => v.id);
    expect(await queue(`?checks=${filter}`)).toEqual({ ids: want, total: want.length });
  });

  it('pages the filtered queue: page 2 starts after the matching listings of page 1', async () => {
    expect(await queue('?checks=failed&limit=2&page=1')).toEqual({ ids: [badVin.id, fewPhotos.id], total: 3 });
    expect(await queue('?checks=failed&limit=2&page=2')).toEqual({ ids: [both.id], total: 3 });
    expect(await queue('?checks=failed&limit=2&page=3')).toEqual({ ids: [], total: 3 });
  });

  it('refuses an unknown filter with a 400 naming checks', async () => {
    const res = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending?checks=blurry');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'checks', message: expect.stringContaining('passing') })]);
  });

  it('answers 503 when listings is down, filtered or not', async () => {
    await ctx.listings.stop();
    try {
      expect((await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending?checks=vin')).status).toBe(503);
      expect((await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending')).status).toBe(503);
    } finally {
      await ctx.listings.start();
    }
  });
});
