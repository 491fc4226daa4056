import sharp from 'sharp';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UploadedImageSchema } from '@rl/contracts';
import { ImageEntity } from '../src/images/image.entity.js';
import { MediaStorage } from '../src/storage/s3.js';
import { jpeg, jpegWithExifAndGps, png, webp, webpHasMetadataChunks } from './images.js';
import { BUCKET, keyOf, startMedia, upload, type MediaTestContext } from './media-app.js';

let ctx: MediaTestContext;
beforeAll(async () => { ctx = await startMedia(); }, 60_000);
afterAll(async () => { await ctx?.close(); }, 60_000);

const USER = '2b0f3c4e-0000-4000-8000-000000000001';

async function stored(url: string) {
  const obj = await ctx.getObject(keyOf(url));
  const meta = await sharp(obj.body).metadata();
  return { ...obj, meta };
}

/** the three variants of an upload, by name */
async function variantsOf(id: string) {
  const keys = (await ctx.objectKeys()).filter((k) => k.startsWith(`img/${id}/`));
  const out: Record<string, Awaited<ReturnType<typeof stored>>> = {};
  for (const k of keys) out[k.slice(k.lastIndexOf('/') + 1, -'.webp'.length)] = await stored(`/media/${k}`);
  return out;
}

describe('good uploads', () => {
  it('created the bucket at start (it did not exist)', async () => {
    await expect(ctx.bucket.send(new HeadBucketCommand({ Bucket: BUCKET }))).resolves.toBeDefined();
  });

  it('JPEG with EXIF orientation 6 and GPS: stored upright, without any metadata', async () => {
    const input = await jpegWithExifAndGps();
    // the input really carries what must go: orientation 6 and a GPS IFD (tag 0x8825)
    const inMeta = await sharp(input).metadata();
    expect(inMeta.orientation).toBe(6);
    expect(inMeta.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(inMeta.exif!.includes(Buffer.from('TestCam'))).toBe(true);

    const res = await upload(ctx, USER, { data: input, filename: 'IMG_0001.JPG' });
    expect(res.status).toBe(201);
    const body = UploadedImageSchema.parse(res.body);
    // stored 400 x 200, shown 200 x 400: width and height swapped, never enlarged
    expect(body).toMatchObject({ width: 200, height: 400 });
    expect(body.url).toBe(`/media/img/${body.id}/large.webp`);
    expect(body.thumbnailUrl).toBe(`/media/img/${body.id}/thumb.webp`);

    const large = await stored(body.url);
    expect(large.meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(large.meta.exif).toBeUndefined();
    expect(large.meta.xmp).toBeUndefined();
    expect(large.meta.icc).toBeUndefined();
    expect(large.meta.orientation).toBeUndefined();
    expect(webpHasMetadataChunks(large.body)).toBe(false);
    expect(large.body.includes(Buffer.from('TestCam'))).toBe(false);
    // rotated, not just relabelled: the left (red) half of the stored image is now on top
    const { data } = await sharp(large.body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3));
    expect(at(100, 50)[0]).toBeGreaterThan(200);
    expect(at(100, 50)[2]).toBeLessThan(60);
    expect(at(100, 350)[2]).toBeGreaterThan(200);
    expect(at(100, 350)[0]).toBeLessThan(60);

    const thumb = await stored(body.thumbnailUrl);
    expect(thumb.meta).toMatchObject({ format: 'webp', width: 160, height: 320 });
    expect(thumb.meta.exif).toBeUndefined();
  });

  it('PNG (with alpha): three WebP sizes, each bounded, with the right headers', async () => {
    const res = await upload(ctx, USER, { data: await png(2400, 1600, true), filename: 'car.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1920, height: 1280 });
    const v = await variantsOf(res.body.id);
    expect(Object.keys(v).sort()).toEqual(['large', 'medium', 'thumb']);
    expect(v.large.meta).toMatchObject({ width: 1920, height: 1280, hasAlpha: true });
    expect(v.medium.meta).toMatchObject({ width: 960, height: 640 });
    expect(v.thumb.meta).toMatchObject({ width: 320, height: 213 });
    for (const o of Object.values(v)) {
      expect(o.contentType).toBe('image/webp');
      expect(o.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(o.meta.format).toBe('webp');
    }
  });

  it('WebP smaller than every size: never enlarged', async () => {
    const res = await upload(ctx, USER, { data: await webp(500, 300), filename: 'small.webp', contentType: 'image/webp' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 500, height: 300 });
    const v = await variantsOf(res.body.id);
    expect(v.large.meta).toMatchObject({ width: 500, height: 300 });
    expect(v.medium.meta).toMatchObject({ width: 500, height: 300 });
    expect(v.thumb.meta).toMatchObject({ width: 320, height: 192 });
  });

  it('portrait images are bounded by their height', async () => {
    const res = await upload(ctx, USER, { data: await jpeg(1500, 3000) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 960, height: 1920 });
    const v = await variantsOf(res.body.id);
    expect(v.medium.meta).toMatchObject({ width: 480, height: 960 });
    expect(v.thumb.meta).toMatchObject({ width: 160, height: 320 });
  });

  it('judges by bytes, not by name or declared type: a PNG sent as text/plain "notes.txt" is taken', async () => {
    const res = await upload(ctx, USER, { data: await png(64, 48), filename: 'notes.txt', contentType: 'text/plain' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 64, height: 48 });
  });

  it('objects are readable anonymously, path-style, as the gateway reads them', async () => {
    const res = await upload(ctx, USER, { data: await jpeg(640, 480) });
    const r = await fetch(`${ctx.s3.endpoint}/${BUCKET}/${keyOf(res.body.url)}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/webp');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await r.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('records the owner, keys, sizes and bytes in the images table', async () => {
    const res = await upload(ctx, USER, { data: await png(1000, 800), contentType: 'image/png', filename: 'x.png' });
    const row = (await ctx.rows()).find((r) => r.id === res.body.id)!;
    expect(row).toMatchObject({ owner_id: USER, width: 1000, height: 800, source_format: 'png' });
    expect([...row.keys].sort()).toEqual([`img/${res.body.id}/large.webp`, `img/${res.body.id}/medium.webp`, `img/${res.body.id}/thumb.webp`]);
    const objects = await variantsOf(res.body.id);
    expect(row.bytes).toBe(Object.values(objects).reduce((n, o) => n + o.body.length, 0));
  });
});

describe('a failure midway stores nothing', () => {
  it('an S3 write failing after another succeeded: the written object is removed, no row, 503', async () => {
    const storage = ctx.app.get(MediaStorage);
    const rowsBefore = (await ctx.rows()).length;
    const keysBefore = await ctx.objectKeys();
    const realPut = storage.put.bind(storage);
    let calls = 0;
    storage.put = async (key, body, type) => {
      calls++;
      if (calls === 2) {
        await new Promise((r) => setTimeout(r, 100)); // let the others land first
        throw new Error('simulated S3 outage');
      }
      return realPut(key, body, type);
    };
    try {
      const res = await upload(ctx, USER, { data: await jpeg(1200, 900) });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/storage/i);
    } finally {
      storage.put = realPut;
    }
    expect(calls).toBe(3);
    expect(await ctx.objectKeys()).toEqual(keysBefore);
    expect(await ctx.rows()).toHaveLength(rowsBefore);
  });

  it('the database insert failing: every object is removed, 500 without details', async () => {
    const repo = ctx.app.get<Repository<ImageEntity>>(getRepositoryToken(ImageEntity));
    const keysBefore = await ctx.objectKeys();
    const realInsert = repo.insert.bind(repo);
    repo.insert = async () => { throw new Error('simulated database outage'); };
    try {
      const res = await upload(ctx, USER, { data: await jpeg(800, 600) });
      expect(res.status).toBe(500);
      expect(res.body.message).not.toMatch(/simulated/);
    } finally {
      repo.insert = realInsert;
    }
    expect(await ctx.objectKeys()).toEqual(keysBefore);
  });
});
