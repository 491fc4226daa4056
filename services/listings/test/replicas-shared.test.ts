import request from 'supertest';
import { IDENTITY_HEADER } from '@rl/contracts';
import { mintIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET, testRedisUrl } from '@rl/test-kit';
import { WRITE_LIMITS } from '../src/limits/write-limits.js';
import { alice, as, listing, seedListing, startListings, startListingsReplica, type ListingsTestContext } from './listings-app.js';

// What replicas must share: the write limits (429 + Retry-After, counted across replicas) and the
// identity-token replay cache (a token used on one replica is refused by the other).

function expect429(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String) });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('write limits (one replica)', () => {
  let ctx: ListingsTestContext;
  beforeAll(async () => { ctx = await startListings({ limits: true }); });
  afterAll(async () => { await ctx?.close(); });

  it('limits new listings per seller per hour, with Retry-After, and nothing is written past it', async () => {
    const who = { userId: `user-busy-${Date.now()}`, role: 'user' as const };
    for (let i = 0; i < WRITE_LIMITS.listingsPerUser.points; i++) expect((await as(ctx, who).post('/api/vehicles').send(listing())).status).toBe(201);
    const before = (await ctx.sql('SELECT count(*)::int AS n FROM vehicles WHERE user_id = $1', [who.userId]))[0].n;
    expect429(await as(ctx, who).post('/api/vehicles').send(listing()));
    expect((await ctx.sql('SELECT count(*)::int AS n FROM vehicles WHERE user_id = $1', [who.userId]))[0].n).toBe(before);
    // another seller is not affected
    expect((await as(ctx, alice).post('/api/vehicles').send(listing())).status).toBe(201);
  });

  it('limits contact messages per address', async () => {
    const id = await seedListing(ctx, alice, 'approved');
    const msg = { vehicleId: id, senderFirstName: 'Ada', senderLastName: 'Buyer', senderEmail: 'ada@example.com', senderPhone: '(310) 555-0100', subject: 'The BMW', message: 'Is it still available?' };
    const addr = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < WRITE_LIMITS.contactPerIp.points; i++) {
      expect((await request(ctx.http).post('/api/contact').set('x-forwarded-for', addr).send(msg)).status).toBe(201);
    }
    expect429(await request(ctx.http).post('/api/contact').set('x-forwarded-for', addr).send(msg));
    expect((await request(ctx.http).post('/api/contact').set('x-forwarded-for', '198.51.100.251').send(msg)).status).toBe(201);
  });
});

describe('two replicas sharing Redis', () => {
  let ctx: ListingsTestContext;
  let b: Awaited<ReturnType<typeof startListingsReplica>>;

  beforeAll(async () => {
    const redisUrl = testRedisUrl();
    ctx = await startListings({ redisUrl, limits: true });
    b = await startListingsReplica(ctx.db.url, ctx.db.schema, { redisUrl, limits: true });
  });
  afterAll(async () => {
    await b?.close();
    await ctx?.close();
  });

  it('refuses on replica B an identity token already used on replica A (replayed)', async () => {
    const path = '/api/user/vehicles';
    const token = mintIdentity({ sub: alice!.userId, role: 'user', method: 'GET', path }, TEST_IDENTITY_SECRET);
    expect((await request(ctx.http).get(path).set(IDENTITY_HEADER, token)).status).toBe(200);
    expect((await request(b.getHttpServer()).get(path).set(IDENTITY_HEADER, token)).status).toBe(401);
  });

  it('counts new listings of one seller on both replicas against one limit', async () => {
    const who = { userId: `user-two-replicas-${Date.now()}`, role: 'user' as const };
    const post = (app: unknown) => {
      const t = mintIdentity({ sub: who.userId, role: 'user', method: 'POST', path: '/api/vehicles' }, TEST_IDENTITY_SECRET);
      return request(app as Parameters<typeof request>[0]).post('/api/vehicles').set(IDENTITY_HEADER, t).send(listing());
    };
    for (let i = 0; i < WRITE_LIMITS.listingsPerUser.points; i++) expect((await post(i % 2 ? b.getHttpServer() : ctx.http)).status).toBe(201);
    expect429(await post(b.getHttpServer()));
    expect429(await post(ctx.http));
  });
});
