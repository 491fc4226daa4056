import { UploadImageService } from '../src/commands/upload-image/upload-image.service.js';
import { Limiter } from '../src/images/limiter.js';
import { jpeg } from './images.js';
import { startMedia, type MediaTestContext } from './media-app.js';

let ctx: MediaTestContext;
beforeAll(async () => { ctx = await startMedia(); }, 60_000);
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
