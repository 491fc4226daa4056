import request from 'supertest';
import { API, IDENTITY_HEADER, MEDIA_OWNERS_MAX_URLS, MediaOwnersResponseSchema, mediaOwnersPath, type UploadedImage, INTERNAL_API } from '@rl/contracts';
import { jpeg } from './images.js';
import { identity, keyOf, startMedia, upload, type MediaTestContext } from './media-app.js';

let ctx: MediaTestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await startMedia();
  photo = await jpeg(640, 480);
}, 60_000);
afterAll(async () => { await ctx?.close(); }, 60_000);

const ALICE = 'a11ce000-0000-4000-8000-000000000001';
const BOB = 'b0b00000-0000-4000-8000-000000000002';
const ADMIN = 'ad000000-0000-4000-8000-000000000003';

async function uploadAs(userId: string): Promise<UploadedImage> {
  const res = await upload(ctx, userId, { data: photo });
  expect(res.status).toBe(201);
  return res.body;
}

function del(id: string, as?: { userId: string; role?: 'user' | 'admin' | 'service' }) {
  const path = API.mediaImage(id);
  const req = request(ctx.http).delete(path);
  return as ? req.set(IDENTITY_HEADER, identity(as.userId, 'DELETE', path, as.role)) : req;
}

function owners(urls: string[], as: { userId: string; role: 'user' | 'admin' | 'service' } | null = { userId: 'service:listings', role: 'service' }) {
  const req = request(ctx.http).get(mediaOwnersPath(urls));
  return as ? req.set(IDENTITY_HEADER, identity(as.userId, 'GET', INTERNAL_API.media.owners, as.role)) : req;
}

const objectsOf = async (img: UploadedImage) => (await ctx.objectKeys()).filter((k) => k.startsWith(`img/${img.id}/`));

describe('DELETE /api/media/images/{id}', () => {
  it('matrix: anonymous 401, another user 403, unknown 404; nothing removed', async () => {
    const img = await uploadAs(ALICE);
    expect((await del(img.id)).status).toBe(401);
    const other = await del(img.id, { userId: BOB });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ statusCode: 403, message: expect.stringMatching(/your own/) });
    expect((await del(img.id, { userId: 'service:listings', role: 'service' })).status).toBe(401);
    expect((await del('00000000-0000-4000-8000-000000000000', { userId: ALICE })).status).toBe(404);
    expect((await del('not-a-uuid', { userId: ALICE })).status).toBe(404);
    expect(await objectsOf(img)).toHaveLength(3);
    expect((await ctx.rows()).some((r) => r.id === img.id)).toBe(true);
  });

  it('the owner deletes: objects and row gone; a second delete is 404', async () => {
    const img = await uploadAs(ALICE);
    const res = await del(img.id, { userId: ALICE });
    expect(res.status).toBe(204);
    expect(await objectsOf(img)).toEqual([]);
    expect((await ctx.rows()).some((r) => r.id === img.id)).toBe(false);
    expect((await del(img.id, { userId: ALICE })).status).toBe(404);
  });

  it("an admin deletes someone else's image", async () => {
    const img = await uploadAs(BOB);
    expect((await del(img.id, { userId: ADMIN, role: 'admin' })).status).toBe(204);
    expect(await objectsOf(img)).toEqual([]);
  });

  it('leaves the other images alone', async () => {
    const keep = await uploadAs(BOB);
    const drop = await uploadAs(BOB);
    expect((await del(drop.id, { userId: BOB })).status).toBe(204);
    expect(await objectsOf(keep)).toHaveLength(3);
  });
});

describe(`GET ${INTERNAL_API.media.owners}`, () => {
  it('answers the owner of any variant URL, null for anything else', async () => {
    const a = await uploadAs(ALICE);
    const b = await uploadAs(BOB);
    const medium = `/media/img/${b.id}/medium.webp`;
    const urls = [
      a.url,
      a.thumbnailUrl,
      medium,
      `http://localhost:8080/media/${keyOf(a.url)}`,
      '/media/img/00000000-0000-4000-8000-000000000000/large.webp',
      'https://images.example.com/car.jpg',
      '/media/../etc/passwd',
      '__proto__',
    ];
    const res = await owners(urls);
    expect(res.status).toBe(200);
    const body = MediaOwnersResponseSchema.parse(res.body);
    expect(body.owners).toEqual({
      [a.url]: ALICE,
      [a.thumbnailUrl]: ALICE,
      [medium]: BOB,
      [`http://localhost:8080/media/${keyOf(a.url)}`]: ALICE,
      '/media/img/00000000-0000-4000-8000-000000000000/large.webp': null,
      'https://images.example.com/car.jpg': null,
      '/media/../etc/passwd': null,
      __proto__: null,
    });
    expect(Object.keys(res.body.owners)).toHaveLength(urls.length);
  });

  it('one url (a string, not an array) works too; a deleted image has no owner', async () => {
    const img = await uploadAs(ALICE);
    expect((await owners([img.url])).body).toEqual({ owners: { [img.url]: ALICE } });
    await del(img.id, { userId: ALICE });
    expect((await owners([img.url])).body).toEqual({ owners: { [img.url]: null } });
  });

  it(`takes up to ${MEDIA_OWNERS_MAX_URLS} urls in one request`, async () => {
    const img = await uploadAs(BOB);
    const urls = [img.url, ...Array.from({ length: MEDIA_OWNERS_MAX_URLS - 1 }, (_, i) => `/media/img/none/${i}.webp`)];
    const res = await owners(urls);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.owners)).toHaveLength(MEDIA_OWNERS_MAX_URLS);
    expect(res.body.owners[img.url]).toBe(BOB);
  });

  it('refuses every identity but a service: 403 (anonymous too)', async () => {
    const img = await uploadAs(ALICE);
    for (const as of [null, { userId: ALICE, role: 'user' as const }, { userId: ADMIN, role: 'admin' as const }]) {
      const res = await owners([img.url], as);
      expect(res.status).toBe(403);
      expect(res.body.owners).toBeUndefined();
    }
  });

  it('bad queries are 400s naming urls', async () => {
    const svc = identity('service:listings', 'GET', INTERNAL_API.media.owners, 'service');
    const none = await request(ctx.http).get(INTERNAL_API.media.owners).set(IDENTITY_HEADER, svc);
    expect(none.status).toBe(400);
    expect(none.body.fields?.[0]?.field).toMatch(/^urls/);
    const tooMany = await owners(Array.from({ length: MEDIA_OWNERS_MAX_URLS + 1 }, (_, i) => `/media/x/${i}.webp`));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/At most/);
  });
});
