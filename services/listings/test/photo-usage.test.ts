import { type PhotoUsageResponse, INTERNAL_API } from '@rl/contracts';
import { admin, alice, as, bob, listing, moderation, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
const usage = async (urls: string[]): Promise<PhotoUsageResponse['photos']> => {
  const res = await as(ctx, moderation).post(INTERNAL_API.listings.photoUsage).send({ urls });
  expect(res.status).toBe(200);
  return res.body.photos;
};
const photos = (who: string, n: number) => Array.from({ length: n }, () => ctx.media.upload(who));

beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

describe('POST /internal/photos/usage', () => {
  it('answers only a service identity: 403 for anonymous, users and admins', async () => {
    for (const who of [undefined, alice, admin]) {
      expect((await as(ctx, who).post(INTERNAL_API.listings.photoUsage).send({ urls: ['/media/img/x/large.webp'] })).status).toBe(403);
    }
  });

  it('bad bodies are 400 naming urls', async () => {
    for (const body of [{}, { urls: [] }, { urls: 'x' }, { urls: Array.from({ length: 501 }, (_, i) => `/media/${i}`) }, { urls: ['/a'], more: 1 }]) {
      const res = await as(ctx, moderation).post(INTERNAL_API.listings.photoUsage).send(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/urls|more/);
    }
  });

  it('names the listings (any status) that show a photo; unknown URLs are unused and never released', async () => {
    const [a, b, c] = photos(alice!.userId, 3);
    const approved = await seedListing(ctx, alice, 'approved', { make: 'BMW', model: 'X5', year: 2021, images: [a, b] });
    const rejected = await seedListing(ctx, alice, 'rejected', { make: 'Audi', model: 'Q7', year: 2019, images: [c] });
    const got = await usage([a, c, '/media/img/nobody/large.webp', '__proto__']);
    expect(got[a]).toEqual({ uses: [{ vehicleId: approved, title: '2021 BMW X5', status: 'approved', via: 'listing' }], releasedAt: null });
    expect(got[c]).toEqual({ uses: [{ vehicleId: rejected, title: '2019 Audi Q7', status: 'rejected', via: 'listing' }], releasedAt: null });
    expect(got['/media/img/nobody/large.webp']).toEqual({ uses: [], releasedAt: null });
    expect(got['__proto__']).toEqual({ uses: [], releasedAt: null });
  });

  it('an edit that removes a photo releases it (in the same write); photos kept stay unreleased', async () => {
    const [a, b, d] = photos(bob!.userId, 3);
    const id = await seedListing(ctx, bob, 'pending', { images: [a, b] });
    const before = Date.now();
    const res = await as(ctx, bob).put(`/api/vehicles/${id}`).send(listing({ images: [b, d] }));
    expect(res.status).toBe(200);
    const got = await usage([a, b, d]);
    expect(got[a].uses).toEqual([]);
    expect(Date.parse(got[a].releasedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(got[b]).toMatchObject({ uses: [{ vehicleId: id, via: 'listing' }], releasedAt: null });
    expect(got[d]).toMatchObject({ uses: [{ vehicleId: id, via: 'listing' }], releasedAt: null });
  });

  it('deleting a listing releases every photo of it', async () => {
    const [a, b] = photos(alice!.userId, 2);
    const id = await seedListing(ctx, alice, 'approved', { images: [a, b] });
    expect((await as(ctx, alice).delete(`/api/vehicles/${id}`)).status).toBe(204);
    const got = await usage([a, b]);
    for (const u of [a, b]) {
      expect(got[u].uses).toEqual([]);
      expect(got[u].releasedAt).not.toBeNull();
    }
  });

  it('a pending revision keeps its proposed photos in use; deciding it releases those not on the listing', async () => {
    const [onListing, proposed] = photos(alice!.userId, 2);
    const id = await seedListing(ctx, alice, 'approved', { make: 'BMW', model: 'X5', year: 2021, images: [onListing] });
    const [rev] = await ctx.sql(
      `INSERT INTO vehicle_revisions (vehicle_id, proposed, base_updated_at) VALUES ($1, $2::jsonb, now()) RETURNING id`,
      [id, JSON.stringify({ images: [onListing, proposed] })],
    );
    let got = await usage([onListing, proposed]);
    // named once, as on the listing
    expect(got[onListing].uses).toEqual([{ vehicleId: id, title: '2021 BMW X5', status: 'approved', via: 'listing' }]);
    expect(got[proposed]).toEqual({ uses: [{ vehicleId: id, title: '2021 BMW X5', status: 'approved', via: 'revision' }], releasedAt: null });

    await ctx.sql(`UPDATE vehicle_revisions SET status = 'rejected', decided_at = now() WHERE id = $1`, [rev.id]);
    got = await usage([onListing, proposed]);
    expect(got[proposed].uses).toEqual([]);
    expect(got[proposed].releasedAt).not.toBeNull();
    expect(got[onListing].uses).toHaveLength(1);
  });

  it('a malformed revision proposal never breaks its decision or the deletion of its listing', async () => {
    const id = await seedListing(ctx, bob, 'approved');
    await ctx.sql(`INSERT INTO vehicle_revisions (vehicle_id, proposed, base_updated_at) VALUES ($1, '{"images": "oops"}'::jsonb, now())`, [id]);
    await ctx.sql(`UPDATE vehicle_revisions SET status = 'withdrawn' WHERE vehicle_id = $1`, [id]);
    expect((await as(ctx, bob).delete(`/api/vehicles/${id}`)).status).toBe(204);
  });
});
