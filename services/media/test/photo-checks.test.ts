import sharp from 'sharp';
import request from 'supertest';
import { API, INTERNAL_ROUTES, IDENTITY_HEADER, PHOTO_CHECK_THRESHOLDS, photoChecksPath, type PhotoCheck, type UploadedImage } from '@rl/contracts';
import { processImage } from '../src/images/process-image.js';
import { identity, startMedia, upload, type MediaTestContext } from './media-app.js';

/**
 * Photo checks on GENERATED images whose blur, exposure and size are known: a sharp checkerboard, the
 * same blurred with a known sigma, dark and bright versions, a small one, and a near-duplicate (the same
 * picture resized and re-encoded) against a different picture.
 */

const W = 1600;
const H = 1200;

/** 40 px squares, grey 25 / 230: the sharpest thing a photo can be. */
function checkerboard(width = W, height = H, square = 40) {
  const rows = [0, 1].map((phase) => {
    const row = Buffer.alloc(width * 3);
    for (let x = 0; x < width; x++) row.fill((Math.floor(x / square) + phase) % 2 ? 230 : 25, x * 3, x * 3 + 3);
    return row;
  });
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) rows[Math.floor(y / square) % 2]!.copy(px, y * width * 3);
  return sharp(px, { raw: { width, height, channels: 3 } });
}

/** A scene of random coloured rectangles (seeded): two seeds give two different pictures. Raw pixels (the service refuses SVG). */
function scene(seed: number) {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const px = Buffer.alloc(W * H * 3, 128);
  for (let k = 0; k < 24; k++) {
    const [x0, y0, w, h] = [rnd() * W * 0.8, rnd() * H * 0.8, 80 + rnd() * 500, 80 + rnd() * 400].map(Math.floor) as [number, number, number, number];
    const rgb = [rnd(), rnd(), rnd()].map((c) => Math.floor(c * 255));
    for (let y = y0; y < Math.min(H, y0 + h); y++) {
      for (let x = x0; x < Math.min(W, x0 + w); x++) rgb.forEach((c, i) => (px[(y * W + x) * 3 + i] = c));
    }
  }
  return sharp(px, { raw: { width: W, height: H, channels: 3 } });
}

const codes = async (image: Promise<Buffer>) => (await processImage(await image)).analysis.findings.map((f) => f.code);
const measures = async (image: Promise<Buffer>) => (await processImage(await image)).analysis.measures;

describe('findings of one photo (thresholds of PHOTO_CHECK_THRESHOLDS)', () => {
  it('a sharp, well exposed, large checkerboard has no finding', async () => {
    expect(await codes(checkerboard().jpeg().toBuffer())).toEqual([]);
  });

  it('blur: the Laplacian variance falls as the Gaussian sigma grows; sigma 10 on 1600 px is "blurred", sigma 2 is not', async () => {
    const sharpest = (await measures(checkerboard().jpeg().toBuffer())).laplacianVariance;
    const sigma2 = (await measures(checkerboard().blur(2).jpeg().toBuffer())).laplacianVariance;
    const sigma10 = (await measures(checkerboard().blur(10).jpeg().toBuffer())).laplacianVariance;
    expect(sharpest).toBeGreaterThan(sigma2);
    expect(sigma2).toBeGreaterThan(sigma10);
    expect(sigma2).toBeGreaterThan(PHOTO_CHECK_THRESHOLDS.minLaplacianVariance);
    expect(sigma10).toBeLessThan(PHOTO_CHECK_THRESHOLDS.minLaplacianVariance);
    expect(await codes(checkerboard().blur(2).jpeg().toBuffer())).toEqual([]);
    expect(await codes(checkerboard().blur(10).jpeg().toBuffer())).toEqual(['blurred']);
  });

  it('the measurement does not depend on the resolution: the same blur at 3200 px reads like it does at 1600 px', async () => {
    const big = await measures(checkerboard(3200, 2400, 80).blur(20).jpeg().toBuffer());
    const normal = await measures(checkerboard().blur(10).jpeg().toBuffer());
    expect(big.laplacianVariance).toBeLessThan(PHOTO_CHECK_THRESHOLDS.minLaplacianVariance);
    expect(Math.abs(big.laplacianVariance - normal.laplacianVariance)).toBeLessThan(normal.laplacianVariance);
  });

  it('too dark: a dim copy (10% of the light) and a black fill; the advice is "Retake in daylight"', async () => {
    const dim = await processImage(await checkerboard().linear(0.1, 0).jpeg().toBuffer());
    expect(dim.analysis.measures.meanLuminance).toBeLessThan(PHOTO_CHECK_THRESHOLDS.minMeanLuminance);
    // only "too dark": its low contrast would also read as blurred, and daylight answers both
    expect(dim.analysis.findings).toEqual([{ code: 'too_dark', message: 'Too dark', advice: 'Retake in daylight' }]);
    const black = await codes(sharp({ create: { width: W, height: H, channels: 3, background: { r: 3, g: 3, b: 3 } } }).jpeg().toBuffer());
    expect(black).toContain('too_dark');
  });

  it('blown out: a washed-out copy and a white fill are "overexposed", never also "too dark"', async () => {
    const washed = await processImage(await checkerboard().linear(0.5, 200).jpeg().toBuffer());
    expect(washed.analysis.measures.highlightClippedShare).toBeGreaterThan(PHOTO_CHECK_THRESHOLDS.maxHighlightClippedShare);
    expect(washed.analysis.findings.map((f) => f.code)).toEqual(['overexposed']);
    expect(washed.analysis.findings[0]!.message).toMatch(/^Blown out: \d+% of the photo is pure white$/);
    const white = await codes(sharp({ create: { width: W, height: H, channels: 3, background: { r: 255, g: 255, b: 255 } } }).jpeg().toBuffer());
    expect(white).toContain('overexposed');
    expect(white).not.toContain('too_dark');
  });

  it('too small: below 1024 on the long side or 600 on the short side, by the upload\'s own size (portrait too)', async () => {
    expect(await codes(checkerboard().resize(800).jpeg().toBuffer())).toEqual(['too_small']);
    expect(await codes(checkerboard(1400, 500).jpeg().toBuffer())).toEqual(['too_small']);
    expect(await codes(checkerboard(1200, 1600).jpeg().toBuffer())).toEqual([]);
    const small = await processImage(await checkerboard().resize(800).jpeg().toBuffer());
    expect(small.analysis.findings[0]!.message).toBe('Too small: 800 x 600 pixels (at least 1024 x 600)');
  });

  it('perceptual hash: the same picture resized and re-encoded is within the duplicate distance; a different picture is far', async () => {
    const { hashDistance } = await import('@rl/contracts');
    const a = (await processImage(await scene(1).png().toBuffer())).analysis.hash;
    const again = (await processImage(await scene(1).resize(1100).jpeg({ quality: 60 }).toBuffer())).analysis.hash;
    const webp = (await processImage(await scene(1).webp({ quality: 50 }).toBuffer())).analysis.hash;
    const other = (await processImage(await scene(2).png().toBuffer())).analysis.hash;
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hashDistance(a, again)).toBeLessThanOrEqual(PHOTO_CHECK_THRESHOLDS.maxDuplicateDistance);
    expect(hashDistance(a, webp)).toBeLessThanOrEqual(PHOTO_CHECK_THRESHOLDS.maxDuplicateDistance);
    expect(hashDistance(a, other)).toBeGreaterThan(PHOTO_CHECK_THRESHOLDS.maxDuplicateDistance * 3);
  });
});

describe('the upload answer and the checks of a set of photos', () => {
  let ctx: MediaTestContext;
  beforeAll(async () => { ctx = await startMedia(); }, 60_000);
  afterAll(async () => { await ctx?.close(); }, 60_000);

  const SELLER = '2b0f3c4e-0000-4000-8000-0000000000a1';
  const OTHER = '2b0f3c4e-0000-4000-8000-0000000000b2';
  const send = async (who: string, data: Promise<Buffer>) => (await upload(ctx, who, { data: await data }).expect(201)).body as UploadedImage;
  const checks = (who: string | null, urls: unknown) => {
    const req = request(ctx.http).post(API.mediaPhotoChecks).send({ urls });
    if (who) req.set(IDENTITY_HEADER, identity(who, 'POST', API.mediaPhotoChecks));
    return req;
  };

  let good: UploadedImage;
  let dark: UploadedImage;
  let duplicate: UploadedImage;
  let different: UploadedImage;
  beforeAll(async () => {
    good = await send(SELLER, scene(1).jpeg().toBuffer());
    dark = await send(SELLER, checkerboard().linear(0.1, 0).jpeg().toBuffer());
    duplicate = await send(SELLER, scene(1).resize(1200).webp({ quality: 60 }).toBuffer());
    different = await send(SELLER, scene(2).jpeg().toBuffer());
  }, 60_000);

  it('the upload answers its findings at once, with advice; a good photo has none', async () => {
    expect(good.findings).toEqual([]);
    expect(dark.findings).toEqual([{ code: 'too_dark', message: 'Too dark', advice: 'Retake in daylight' }]);
  });

  it('findings, measurements and hash are stored with the image row', async () => {
    const rows = await ctx.rows() as unknown as { id: string; findings: unknown; measures: { laplacianVariance: number }; phash: string }[];
    const row = rows.find((r) => r.id === dark.id)!;
    expect(row.findings).toEqual(dark.findings);
    expect(row.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(row.measures.laplacianVariance).toBeGreaterThan(0);
  });

  it('the set: a photo nearly the same as an earlier one is a near-duplicate of it; the different one is not', async () => {
    const res = await checks(SELLER, [good.url, dark.thumbnailUrl, duplicate.url, different.url]).expect(200);
    const photos = res.body.photos as PhotoCheck[];
    expect(photos.map((p) => p.url)).toEqual([good.url, dark.thumbnailUrl, duplicate.url, different.url]);
    expect(photos[0]!.findings).toEqual([]);
    expect(photos[1]!.findings!.map((f) => f.code)).toEqual(['too_dark']);
    expect(photos[2]!.findings).toEqual([
      { code: 'near_duplicate', message: 'Nearly the same as photo 1', advice: 'Replace it with one of the missing angles', duplicateOf: good.url },
    ]);
    expect(photos[3]!.findings).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('one photo named by two of its variants is not a duplicate of itself', async () => {
    const res = await checks(SELLER, [good.url, good.thumbnailUrl]).expect(200);
    expect(res.body.photos.map((p: PhotoCheck) => p.findings)).toEqual([[], []]);
  });

  it("owner only: someone else's photos and unknown URLs answer null; anonymous 401", async () => {
    const res = await checks(OTHER, [good.url, '/media/img/nope/large.webp', 'https://elsewhere.example/x.jpg']).expect(200);
    expect(res.body.photos.map((p: PhotoCheck) => p.findings)).toEqual([null, null, null]);
    await checks(null, [good.url]).expect(401);
  });

  it('bad bodies: 400 naming the field', async () => {
    for (const body of [[], 'x', Array.from({ length: 21 }, () => good.url), [42]]) {
      const res = await checks(SELLER, body).expect(400);
      expect(res.body.fields?.[0]?.field).toMatch(/^urls/);
    }
  });

  it('internal route: a service identity reads any photos; a user is refused', async () => {
    const path = photoChecksPath([good.url, duplicate.url]);
    const ok = await request(ctx.http).get(path).set(IDENTITY_HEADER, identity('moderation', 'GET', path, 'service')).expect(200);
    expect(ok.body.photos[1].findings.map((f: { code: string }) => f.code)).toEqual(['near_duplicate']);
    await request(ctx.http).get(path).set(IDENTITY_HEADER, identity(SELLER, 'GET', path)).expect(403);
    const none = `${INTERNAL_ROUTES.media.photoChecks}`;
    await request(ctx.http).get(none).set(IDENTITY_HEADER, identity('moderation', 'GET', none, 'service')).expect(400);
  });
});
