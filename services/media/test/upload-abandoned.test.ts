import { UploadImageService } from '../src/commands/upload-image/upload-image.service.js';
import { Limiter } from '../src/images/limiter.js';
import { Limiter as LimiterClass, LimiterFull } from '../src/images/limiter.js';
import { jpeg } from './images.js';
import { startMedia, upload, type MediaTestContext } from './media-app.js';

let ctx: MediaTestContext;
/** an upload waits at most this long for a processing slot */
const MAX_WAIT_MS = 300;
beforeAll(async () => { ctx = await startMedia({ MEDIA_PROCESS_MAX_WAIT_MS: String(MAX_WAIT_MS) }); }, 60_000);
afterAll(async () => { await ctx?.close(); });

// An uploader that timed out while its upload waited for a processing slot was told it failed: storing the
// photo afterwards would leave an image nobody knows about (the fault drill counted hundreds).
test('an upload whose uploader went away while it waited is neither processed nor stored; one still wanted is', async () => {
  const uploads = ctx.app.get(UploadImageService);
  const limiter = ctx.app.get(Limiter);
  const before = { rows: (await ctx.rows()).length, objects: (await ctx.objectKeys()).length };
  const bytes = await jpeg(800, 600);

  // the one processing slot is held while two uploads queue behind it; the first uploader then leaves
  let release!: () => void;
  const held = limiter.run(() => new Promise<void>((r) => { release = r; }));
  const left = new AbortController();
  const abandoned = uploads.upload('11111111-1111-4111-8111-111111111111', bytes, left.signal).catch((err: { status?: number }) => err);
  const wanted = uploads.upload('11111111-1111-4111-8111-111111111111', bytes, new AbortController().signal);
  await new Promise((r) => setTimeout(r, 50));
  left.abort();
  release();
  await held;

  expect(((await abandoned) as { getStatus(): number }).getStatus()).toBe(408);
  const stored = await wanted;
  const rows = await ctx.rows();
  expect(rows).toHaveLength(before.rows + 1);
  expect(rows.map((r) => r.id)).toContain(stored.id);
  expect(await ctx.objectKeys()).toHaveLength(before.objects + 3);
});

// Under a burst the queue can drain slower than it fills: an upload that waited its time is told so at once (503)
// instead of holding the connection until its client gives up (the fault drill counted its timeouts).
test('an upload that does not get a processing slot in time is answered 503 at once and leaves nothing behind', async () => {
  const limiter = ctx.app.get(Limiter);
  const before = { rows: (await ctx.rows()).length, objects: (await ctx.objectKeys()).length };
  let release!: () => void;
  const held = limiter.run(() => new Promise<void>((r) => { release = r; }));
  try {
    const started = Date.now();
    const res = await upload(ctx, '11111111-1111-4111-8111-111111111111', { data: await jpeg(800, 600) });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Too many uploads in progress; please try again in a moment');
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_WAIT_MS - 20);
    expect(limiter.stats).toEqual({ active: 1, waiting: 0 });
  } finally {
    release();
    await held;
  }
  expect(limiter.stats).toEqual({ active: 0, waiting: 0 });
  expect({ rows: (await ctx.rows()).length, objects: (await ctx.objectKeys()).length }).toEqual(before);
});

test('a waiter that gave up is never handed a slot: the next one in line gets it', async () => {
  const limiter = new LimiterClass(1, 10, 50);
  let release!: () => void;
  const held = limiter.run(() => new Promise<void>((r) => { release = r; }));
  const givesUp = limiter.run(async () => 'first').catch((err: unknown) => err);
  await new Promise((r) => setTimeout(r, 30));
  const second = limiter.run(async () => 'second').catch((err: unknown) => err);
  expect(await givesUp).toBeInstanceOf(LimiterFull);
  release();
  await held;
  // the second waiter had not yet waited its 50 ms when the slot came free
  expect(await second).toBe('second');
  expect(limiter.stats).toEqual({ active: 0, waiting: 0 });
});
