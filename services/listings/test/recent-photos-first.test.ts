import request from 'supertest';
import { ListingChanges } from '../src/public-cache/listing-changes.js';
import { alice, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

const photo = (n: number) => `/media/img/00000000-0000-4000-8000-00000000000${n}/large.webp`;

describe('the landing strips (recent, featured): listings with photos first', () => {
  it('a newer listing without photos comes after the older ones with photos; among each, newest first', async () => {
    const oldWithPhoto = await seedListing(ctx, alice, 'approved', {}, { createdAt: '2026-11-01T10:00:00Z', isFeatured: true });
    const newerWithPhoto = await seedListing(ctx, alice, 'approved', {}, { createdAt: '2026-11-10T10:00:00Z', isFeatured: true });
    const newestBare = await seedListing(ctx, alice, 'approved', {}, { createdAt: '2026-11-20T10:00:00Z', isFeatured: true });
    const olderBare = await seedListing(ctx, alice, 'approved', {}, { createdAt: '2026-10-20T10:00:00Z', isFeatured: true });
    await ctx.sql(`UPDATE vehicles SET images = ARRAY[$2::text] WHERE id = $1`, [oldWithPhoto, photo(1)]);
    await ctx.sql(`UPDATE vehicles SET images = ARRAY[$2::text] WHERE id = $1`, [newerWithPhoto, photo(2)]);
    await ctx.sql(`UPDATE vehicles SET images = '{}' WHERE id = ANY($1::int[])`, [[newestBare, olderBare]]);
    ctx.app.get(ListingChanges).changed();
    for (const path of ['/api/vehicles/recent', '/api/vehicles/featured']) {
      const res = await request(ctx.http).get(path).expect(200);
      expect(res.body.map((v: { id: number }) => v.id)).toEqual([newerWithPhoto, oldWithPhoto, newestBare, olderBare]);
    }
  });
});
