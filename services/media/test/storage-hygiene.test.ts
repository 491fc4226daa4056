import type { UploadedImage } from '@rl/contracts';
import { StorageSweep } from '../src/storage-hygiene/storage-sweep.js';
import { sweptBytes, sweptImages, sweeps } from '../src/storage-hygiene/sweep-metrics.js';
import { jpeg } from './images.js';
import { startMedia, upload, type MediaTestContext } from './media-app.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ALICE = 'a11ce000-0000-4000-8000-000000000001';

let ctx: MediaTestContext;
let photo: Buffer;
let sweeper: StorageSweep;
beforeAll(async () => {
  ctx = await startMedia();
  photo = await jpeg(640, 480);
  sweeper = ctx.app.get(StorageSweep);
}, 60_000);
afterAll(async () => { await ctx?.close(); }, 60_000);
beforeEach(() => {
  ctx.listings.down = false;
  ctx.listings.uses.clear();
  ctx.listings.released.clear();
});

async function uploadPhoto(): Promise<UploadedImage> {
  const res = await upload(ctx, ALICE, { data: photo });
  expect(res.status).toBe(201);
  return res.body;
}

/** Whether the image still has its row and its three objects (or neither). */
async function stored(img: UploadedImage): Promise<boolean> {
  const row = (await ctx.rows()).some((r) => r.id === img.id);
  const objects = (await ctx.objectKeys()).filter((k) => k.startsWith(`img/${img.id}/`)).length;
  if (row && objects === 3) return true;
  if (!row && objects === 0) return false;
  throw new Error(`half stored: row ${row}, ${objects} objects`);
}

const bytesOf = async (img: UploadedImage) => Number((await ctx.rows()).find((r) => r.id === img.id)!.bytes);
const later = (ms: number) => new Date(Date.now() + ms);
const counter = async (c: typeof sweptImages | typeof sweeps, label: Record<string, string>) =>
  (await c.get()).values.find((v) => Object.entries(label).every(([k, x]) => v.labels[k as never] === x))?.value ?? 0;
const useOn = (img: UploadedImage, vehicleId: number, via: 'listing' | 'revision') =>
  ctx.listings.uses.set(img.url, [{ vehicleId, title: '2021 BMW X5', status: 'approved', via }]);

describe('storage sweep', () => {
  it('removes an upload never attached to a listing once it is older than 24 hours, from the bucket and the table, and counts it', async () => {
    const img = await uploadPhoto();
    const bytes = await bytesOf(img);
    const [images0, bytes0] = [await counter(sweptImages, { reason: 'unattached' }), await counter(sweptBytes, { reason: 'unattached' })];

    const early = await sweeper.sweep({ now: later(23 * HOUR) });
    expect(early.removed.unattached.images).toBe(0);
    expect(await stored(img)).toBe(true);

    const due = await sweeper.sweep({ now: later(DAY + HOUR) });
    expect(await stored(img)).toBe(false);
    expect(due.skipped).toBe(false);
    expect(due.removed.unattached.images).toBeGreaterThanOrEqual(1);
    // the metric counts exactly what the sweep says it removed, with the bytes of every variant
    expect(await counter(sweptImages, { reason: 'unattached' })).toBe(images0 + due.removed.unattached.images);
    expect(await counter(sweptBytes, { reason: 'unattached' })).toBe(bytes0 + due.removed.unattached.bytes);
    expect(due.removed.unattached.bytes).toBeGreaterThanOrEqual(bytes);
  });

  it('keeps photos on a listing (whatever variant the listing shows) and photos of a pending revision, however old', async () => {
    const onListing = await uploadPhoto();
    const inRevision = await uploadPhoto();
    useOn(onListing, 7, 'listing');
    useOn(inRevision, 8, 'revision');
    await sweeper.sweep({ now: later(DAY + HOUR) });
    await sweeper.sweep({ now: later(365 * DAY) });
    expect(await stored(onListing)).toBe(true);
    expect(await stored(inRevision)).toBe(true);
  });

  it('keeps the photos of a deleted listing during the 7-day grace period, then removes them as released', async () => {
    const img = await uploadPhoto();
    const releasedAt = later(2 * DAY);
    ctx.listings.released.set(img.url, releasedAt.toISOString());
    const released0 = await counter(sweptImages, { reason: 'released' });

    await sweeper.sweep({ now: new Date(releasedAt.getTime() + 6 * DAY) });
    expect(await stored(img)).toBe(true);

    const due = await sweeper.sweep({ now: new Date(releasedAt.getTime() + 7 * DAY + HOUR) });
    expect(await stored(img)).toBe(false);
    expect(due.removed.released.images).toBe(1);
    expect(due.removed.released.bytes).toBeGreaterThan(0);
    expect(await counter(sweptImages, { reason: 'released' })).toBe(released0 + 1);
  });

  it('a photo released once but back on a listing is kept', async () => {
    const img = await uploadPhoto();
    ctx.listings.released.set(img.url, later(-30 * DAY).toISOString());
    useOn(img, 9, 'listing');
    await sweeper.sweep({ now: later(30 * DAY) });
    expect(await stored(img)).toBe(true);
  });

  it('removes nothing while listings cannot answer, and removes the garbage once it answers again', async () => {
    const img = await uploadPhoto();
    const skipped0 = await counter(sweeps, { outcome: 'skipped' });
    ctx.listings.down = true;
    const res = await sweeper.sweep({ now: later(DAY + HOUR) });
    expect(res.skipped).toBe(true);
    expect(res.removed.unattached.images + res.removed.released.images).toBe(0);
    expect(await stored(img)).toBe(true);
    expect(await counter(sweeps, { outcome: 'skipped' })).toBe(skipped0 + 1);

    // the images it could not judge are looked at again by the very next sweep
    ctx.listings.down = false;
    await sweeper.sweep({ now: later(DAY + 2 * HOUR) });
    expect(await stored(img)).toBe(false);
  });

  it('is batch-limited: a sweep looks at no more than its limit, the next one goes on', async () => {
    const imgs = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const now = later(3 * DAY);
    const first = await sweeper.sweep({ now, maxImages: 2, batchSize: 1 });
    expect(first.examined).toBe(2);
    const left = (await Promise.all(imgs.map(stored))).filter(Boolean).length;
    expect(left).toBeGreaterThanOrEqual(1);
    await sweeper.sweep({ now });
    expect((await Promise.all(imgs.map(stored))).filter(Boolean)).toHaveLength(0);
  });

  it('two replicas sweeping at once never remove (or count) the same image twice', async () => {
    const imgs = await Promise.all(Array.from({ length: 4 }, uploadPhoto));
    const now = later(4 * DAY);
    const before = await counter(sweptImages, { reason: 'unattached' });
    const [a, b] = await Promise.all([sweeper.sweep({ now, batchSize: 1 }), sweeper.sweep({ now, batchSize: 1 })]);
    expect((await Promise.all(imgs.map(stored))).filter(Boolean)).toHaveLength(0);
    const removed = a.removed.unattached.images + b.removed.unattached.images;
    // nothing else is due at that time: exactly these four, once each
    expect(removed).toBe(4);
    expect(await counter(sweptImages, { reason: 'unattached' })).toBe(before + removed);
  });

  it('stops and keeps the row when the bucket fails (the next sweep tries again)', async () => {
    const img = await uploadPhoto();
    await ctx.stopS3();
    const res = await sweeper.sweep({ now: later(5 * DAY) });
    expect(res.skipped).toBe(true);
    expect((await ctx.rows()).some((r) => r.id === img.id)).toBe(true);
  }, 60_000);
});
