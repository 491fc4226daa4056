import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { API, IDENTITY_HEADER, photoVariantUrl, type UploadedImage } from '@rl/contracts';
import { SeenTokens, verifyIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { HttpPhotoUsage, ListingsUnavailableError } from '../src/listings/photo-usage.js';
import { jpeg } from './images.js';
import { identity, startMedia, upload, type MediaTestContext } from './media-app.js';

const ALICE = 'a11ce000-0000-4000-8000-000000000001';
const ADMIN = 'ad000000-0000-4000-8000-000000000003';

describe('DELETE /api/media/images/{id} of a photo in use', () => {
  let ctx: MediaTestContext;
  let photo: Buffer;
  beforeAll(async () => {
    ctx = await startMedia();
    photo = await jpeg(640, 480);
  }, 60_000);
  afterAll(async () => { await ctx?.close(); }, 60_000);
  beforeEach(() => {
    ctx.listings.down = false;
    ctx.listings.uses.clear();
  });

  async function uploadPhoto(): Promise<UploadedImage> {
    const res = await upload(ctx, ALICE, { data: photo });
    expect(res.status).toBe(201);
    return res.body;
  }
  function del(id: string, userId = ALICE, role: 'user' | 'admin' = 'user') {
    const path = API.mediaImage(id);
    return request(ctx.http).delete(path).set(IDENTITY_HEADER, identity(userId, 'DELETE', path, role));
  }
  const stillStored = async (img: UploadedImage) =>
    (await ctx.rows()).some((r) => r.id === img.id) && (await ctx.objectKeys()).filter((k) => k.startsWith(`img/${img.id}/`)).length === 3;

  it('409 naming the listing when a listing shows it; nothing removed, for the owner and for an admin', async () => {
    const img = await uploadPhoto();
    ctx.listings.uses.set(img.url, [{ vehicleId: 12, title: '2021 BMW X5', status: 'approved', via: 'listing' }]);
    for (const [who, role] of [[ALICE, 'user'], [ADMIN, 'admin']] as const) {
      const res = await del(img.id, who, role);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
      expect(res.body.message).toBe('This photo is on the listing 2021 BMW X5 (#12); remove it from the listing first');
    }
    expect(await stillStored(img)).toBe(true);
  });

  it('409 when only the thumbnail is used (every variant counts), each listing named once', async () => {
    const img = await uploadPhoto();
    const use = { vehicleId: 3, title: '2019 Audi Q7', status: 'sold' as const, via: 'listing' as const };
    ctx.listings.uses.set(img.thumbnailUrl, [use]);
    ctx.listings.uses.set(photoVariantUrl(img.url, 'medium'), [use]);
    const res = await del(img.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This photo is on the listing 2019 Audi Q7 (#3); remove it from the listing first');
  });

  it('409 when a pending revision proposes it', async () => {
    const img = await uploadPhoto();
    ctx.listings.uses.set(img.url, [{ vehicleId: 5, title: '2022 Porsche 911', status: 'approved', via: 'revision' }]);
    const res = await del(img.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/edit of the listing 2022 Porsche 911 \(#5\) waiting for review/);
    expect(await stillStored(img)).toBe(true);
  });

  it('503 with a clear message while listings cannot answer; nothing removed', async () => {
    const img = await uploadPhoto();
    ctx.listings.down = true;
    const res = await del(img.id);
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/cannot check whether a listing uses this photo/);
    expect(await stillStored(img)).toBe(true);
  });

  it('204 for a photo no listing uses; its objects and row are gone', async () => {
    const img = await uploadPhoto();
    expect((await del(img.id)).status).toBe(204);
    expect((await ctx.rows()).some((r) => r.id === img.id)).toBe(false);
    expect((await ctx.objectKeys()).filter((k) => k.startsWith(`img/${img.id}/`))).toEqual([]);
  });

  it('a stranger still gets 403 and an unknown id 404 before listings is asked', async () => {
    const img = await uploadPhoto();
    ctx.listings.down = true;
    expect((await del(img.id, 'b0b00000-0000-4000-8000-000000000002')).status).toBe(403);
    expect((await del('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('HttpPhotoUsage (media -> listings)', () => {
  let server: Server;
  let base: string;
  let answer: (req: IncomingMessage, body: { urls: string[] }, res: ServerResponse) => void;
  const seen = new SeenTokens();
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => { raw += c; });
      req.on('end', () => answer(req, JSON.parse(raw || '{}'), res));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { server.closeAllConnections(); await new Promise((r) => server.close(r)); });
  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const client = (timeoutMs = 1000) => new HttpPhotoUsage(base, TEST_IDENTITY_SECRET, timeoutMs);

  it('POSTs the URLs with a service identity of media and reads the answer', async () => {
    let who: unknown;
    answer = (req, body, res) => {
      const v = verifyIdentity(String(req.headers[IDENTITY_HEADER]), TEST_IDENTITY_SECRET, { method: req.method!, path: req.url! }, seen);
      who = v.ok ? { sub: v.claims.sub, role: v.claims.role } : v.reason;
      json(res, 200, { photos: Object.fromEntries(body.urls.map((u) => [u, { uses: [], releasedAt: '2026-01-01T00:00:00.000Z' }])) });
    };
    const got = await client().usage(['/media/img/a/large.webp']);
    expect(who).toEqual({ sub: 'service:media', role: 'service' });
    expect(got).toEqual({ '/media/img/a/large.webp': { uses: [], releasedAt: '2026-01-01T00:00:00.000Z' } });
  });

  it('splits more URLs than one request may carry', async () => {
    const sizes: number[] = [];
    answer = (req, body, res) => {
      sizes.push(body.urls.length);
      json(res, 200, { photos: Object.fromEntries(body.urls.map((u) => [u, { uses: [], releasedAt: null }])) });
    };
    const urls = Array.from({ length: 600 }, (_, i) => `/media/img/${i}/large.webp`);
    expect(Object.keys(await client().usage(urls))).toHaveLength(600);
    expect(sizes).toEqual([500, 100]);
  });

  it.each([
    ['an error status', (_req: IncomingMessage, _b: unknown, res: ServerResponse) => json(res, 500, { message: 'boom' })],
    ['a body off the contract', (_req: IncomingMessage, _b: unknown, res: ServerResponse) => json(res, 200, { photos: { x: { uses: 'none' } } })],
    ['an answer that leaves a URL out', (_req: IncomingMessage, _b: unknown, res: ServerResponse) => json(res, 200, { photos: {} })],
    ['no answer in time', () => undefined],
  ])('%s is ListingsUnavailableError (never "unused")', async (_name, handler) => {
    answer = handler;
    await expect(client(300).usage(['/media/img/a/large.webp'])).rejects.toBeInstanceOf(ListingsUnavailableError);
  });

  it('an unreachable listings is ListingsUnavailableError', async () => {
    await expect(new HttpPhotoUsage('http://127.0.0.1:9', TEST_IDENTITY_SECRET, 500).usage(['/media/x'])).rejects.toBeInstanceOf(ListingsUnavailableError);
  });
});
