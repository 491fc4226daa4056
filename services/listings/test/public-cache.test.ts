import request from 'supertest';
import { INTERNAL_API } from '@rl/contracts';
import { testRedisUrl } from '@rl/test-kit';
import { AnswerCache } from '../src/public-cache/answer-cache.js';
import { alice, as, moderation, seedListing, startListings, startListingsReplica, type ListingsTestContext } from './listings-app.js';

// Public answers (search, strips, listing detail) are served from memory, and a change made through any
// replica drops every replica's copy (Redis pub/sub), so a buyer never sees a sold car as available for
// longer than the time a message takes.

describe('public answer cache in one process', () => {
  let ctx: ListingsTestContext;
  beforeAll(async () => { ctx = await startListings(); });
  afterAll(async () => { await ctx?.close(); });

  it('answers a repeated search from memory and reads the database again after a change', async () => {
    const cache = ctx.app.get(AnswerCache);
    await seedListing(ctx, alice, 'approved', { make: 'Audi', model: 'RS 6 Avant', trim: 'Base', bodyType: 'wagon' });
    const first = await request(ctx.http).get('/api/vehicles/search?make=Audi');
    const hits = cache.hits;
    const second = await request(ctx.http).get('/api/vehicles/search?make=Audi');
    expect(second.body).toEqual(first.body);
    expect(cache.hits).toBe(hits + 1);
    const id = first.body.vehicles[0].id as number;
    await as(ctx, moderation).post(INTERNAL_API.listings.vehicleStatus(id)).send({ status: 'rejected', expectedStatus: 'approved' });
    expect((await request(ctx.http).get('/api/vehicles/search?make=Audi')).body.vehicles.map((v: { id: number }) => v.id)).not.toContain(id);
  });
});

describe('public answer cache across replicas (Redis)', () => {
  let ctx: ListingsTestContext;
  let replicaB: Awaited<ReturnType<typeof startListingsReplica>>;

  beforeAll(async () => {
    const redisUrl = testRedisUrl();
    ctx = await startListings({ redisUrl });
    replicaB = await startListingsReplica(ctx.db.url, ctx.db.schema, { redisUrl });
  });
  afterAll(async () => {
    await replicaB?.close();
    await ctx?.close();
  });

  it('a listing taken down through replica A disappears from replica B\'s cached answers', async () => {
    const id = await seedListing(ctx, alice, 'approved', { make: 'Lexus', model: 'LC', trim: 'LC 500', bodyType: 'coupe' });
    const onB = () => request(replicaB.getHttpServer()).get(`/api/vehicles/${id}`);
    expect((await onB()).status).toBe(200);
    expect((await onB()).status).toBe(200); // now from B's memory
    await as(ctx, moderation).post(INTERNAL_API.listings.vehicleStatus(id)).send({ status: 'rejected', expectedStatus: 'approved' });
    const until = Date.now() + 2000;
    let status = 200;
    while (status === 200 && Date.now() < until) {
      status = (await onB()).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(404);
  });
});
