import request from 'supertest';
import { API, IDENTITY_HEADER } from '@rl/contracts';
import { gif, jpeg, pngBomb } from './images.js';
import { identity, startMedia, upload, type MediaTestContext } from './media-app.js';

let ctx: MediaTestContext;
let goodJpeg: Buffer;
let truncatedJpeg: Buffer;
let bomb: Buffer;
let gifImage: Buffer;

beforeAll(async () => {
  ctx = await startMedia();
  goodJpeg = await jpeg(800, 600);
  truncatedJpeg = goodJpeg.subarray(0, Math.floor(goodJpeg.length * 0.6));
  bomb = pngBomb(20_000, 20_000);
  gifImage = await gif();
}, 60_000);
afterAll(async () => { await ctx?.close(); }, 60_000);

const USER = 'u-bad-files';
const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>');

describe('bad uploads: a 4xx JSON answer naming the problem, nothing stored', () => {
  const cases: Array<[string, () => request.Test, number, RegExp]> = [
    ['text named .jpg', () => upload(ctx, USER, { data: Buffer.from('hello, this is not a photo\n'.repeat(20)), filename: 'car.jpg', contentType: 'image/jpeg' }), 415, /JPEG, PNG and WebP/],
    ['an empty file', () => upload(ctx, USER, { data: Buffer.alloc(0), filename: 'empty.jpg' }), 400, /empty/],
    ['SVG with a script', () => upload(ctx, USER, { data: svg, filename: 'car.svg', contentType: 'image/svg+xml' }), 415, /JPEG, PNG and WebP/],
    ['SVG disguised as PNG', () => upload(ctx, USER, { data: svg, filename: 'car.png', contentType: 'image/png' }), 415, /JPEG, PNG and WebP/],
    ['GIF', () => upload(ctx, USER, { data: gifImage, filename: 'car.gif', contentType: 'image/gif' }), 415, /JPEG, PNG and WebP/],
    ['an 11 MB file', () => upload(ctx, USER, { data: Buffer.concat([goodJpeg, Buffer.alloc(11 * 1024 * 1024 - goodJpeg.length, 7)]) }), 413, /larger than 10 MB/],
    ['a 20000 x 20000 PNG (decompression bomb)', () => upload(ctx, USER, { data: bomb, filename: 'bomb.png', contentType: 'image/png' }), 422, /too many pixels.*20000 x 20000/],
    ['a truncated JPEG', () => upload(ctx, USER, { data: truncatedJpeg }), 400, /corrupt or truncated/],
    ['JPEG magic then garbage', () => upload(ctx, USER, { data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)]) }), 400, /corrupt/],
    ['no file field', () => request(ctx.http).post(API.mediaImages).set(IDENTITY_HEADER, identity(USER, 'POST', API.mediaImages)).field('title', 'my car'), 400, /form field "file"/],
    ['the file in another field', () => upload(ctx, USER, { data: goodJpeg, field: 'image' }), 400, /form field "file"/],
    ['two files', () => upload(ctx, USER, { data: goodJpeg }, { data: goodJpeg, filename: 'second.jpg' }), 400, /one image at a time/],
    ['a JSON body', () => request(ctx.http).post(API.mediaImages).set(IDENTITY_HEADER, identity(USER, 'POST', API.mediaImages)).send({ url: 'http://x/y.jpg' }), 400, /form field "file"/],
    ['a raw image body, not multipart', () => request(ctx.http).post(API.mediaImages).set(IDENTITY_HEADER, identity(USER, 'POST', API.mediaImages)).set('Content-Type', 'image/jpeg').send(goodJpeg), 400, /form field "file"/],
    ['anonymous', () => upload(ctx, null, { data: goodJpeg }), 401, /signed in/],
    ['a token minted for another request', () => request(ctx.http).post(API.mediaImages).set(IDENTITY_HEADER, identity(USER, 'POST', '/api/vehicles')).attach('file', goodJpeg, 'a.jpg'), 401, /signed in/],
    ['a service identity', () => request(ctx.http).post(API.mediaImages).set(IDENTITY_HEADER, identity('service:listings', 'POST', API.mediaImages, 'service')).attach('file', goodJpeg, 'a.jpg'), 401, /signed in/],
  ];

  it.each(cases)('%s', async (_name, send, status, pattern) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.stringMatching(pattern) });
    if (status !== 401) expect(res.body.fields).toEqual([{ field: 'file', message: res.body.message }]);
    expect(await ctx.rows()).toEqual([]);
    expect(await ctx.objectKeys()).toEqual([]);
  });

  it('the service still takes a good image afterwards', async () => {
    const res = await upload(ctx, USER, { data: goodJpeg });
    expect(res.status).toBe(201);
    expect(await ctx.rows()).toHaveLength(1);
    expect(await ctx.objectKeys()).toHaveLength(3);
  });
});
