import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '@rl/test-kit';
import { AUTH_LIMITS } from '../src/limits/auth-limits.js';
import { startAuth, type AuthTestContext } from './auth-app.js';

// Sign-in and sign-up limits: 429 with Retry-After, per IP and per account, and (with Redis) shared by
// every auth replica, so a second replica is no way around them.
let n = 0;
const ip = () => `203.0.113.${(n++ % 250) + 1}`;
const account = (tag: string) => ({ email: `${tag}.${Date.now()}.${n++}@example.com`, password: 'correct-horse-battery', firstName: 'Ada', lastName: 'Lovelace' });

function expect429(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String) });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in and sign-up limits (one replica)', () => {
  let ctx: AuthTestContext;
  beforeAll(async () => { ctx = await startAuth({ limits: true }); });
  afterAll(async () => { await ctx?.close(); });
  const http = () => request(ctx.app.getHttpServer());

  it('locks an account after too many failed sign-ins, even for the right password, and says when to retry', async () => {
    const a = account('locked');
    expect((await http().post('/api/register').set('x-forwarded-for', ip()).send(a)).status).toBe(201);
    for (let i = 0; i < AUTH_LIMITS.failedLoginsPerAccount.points; i++) {
      // each attempt from another address: the account limit, not the address limit, is what stops them
      expect((await http().post('/api/login').set('x-forwarded-for', ip()).send({ email: a.email, password: 'wrong-password' })).status).toBe(401);
    }
    expect429(await http().post('/api/login').set('x-forwarded-for', ip()).send({ email: a.email, password: a.password }));
  });

  it('forgets failed attempts after a successful sign-in', async () => {
    const a = account('forgiven');
    expect((await http().post('/api/register').set('x-forwarded-for', ip()).send(a)).status).toBe(201);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < AUTH_LIMITS.failedLoginsPerAccount.points - 1; i++) {
        expect((await http().post('/api/login').set('x-forwarded-for', ip()).send({ email: a.email, password: 'nope-nope-nope' })).status).toBe(401);
      }
      expect((await http().post('/api/login').set('x-forwarded-for', ip()).send({ email: a.email, password: a.password })).status).toBe(200);
    }
  });

  it('limits sign-ins and sign-ups per address', async () => {
    const addr = ip();
    for (let i = 0; i < AUTH_LIMITS.loginPerIp.points; i++) {
      await http().post('/api/login').set('x-forwarded-for', addr).send({ email: `x${i}@example.com`, password: 'whatever-123' });
    }
    expect429(await http().post('/api/login').set('x-forwarded-for', addr).send({ email: 'y@example.com', password: 'whatever-123' }));
    const other = ip();
    for (let i = 0; i < AUTH_LIMITS.registerPerIp.points; i++) {
      expect((await http().post('/api/register').set('x-forwarded-for', other).send(account('many'))).status).toBe(201);
    }
    expect429(await http().post('/api/register').set('x-forwarded-for', other).send(account('one-too-many')));
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('sign-in limits shared by two auth replicas (Redis)', () => {
  let db: TestDatabase;
  let a: AuthTestContext;
  let b: AuthTestContext;
  beforeAll(async () => {
    db = await startTestDatabase('authlimits');
    a = await startAuth({ limits: true, redisUrl: process.env.REDIS_URL, db });
    b = await startAuth({ limits: true, redisUrl: process.env.REDIS_URL, db });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.stop();
  });

  it('counts failed sign-ins on either replica against the same account', async () => {
    const acc = account('shared');
    expect((await request(a.app.getHttpServer()).post('/api/register').set('x-forwarded-for', ip()).send(acc)).status).toBe(201);
    for (let i = 0; i < AUTH_LIMITS.failedLoginsPerAccount.points; i++) {
      const replica = i % 2 === 0 ? a : b;
      expect((await request(replica.app.getHttpServer()).post('/api/login').set('x-forwarded-for', ip()).send({ email: acc.email, password: 'wrong-password' })).status).toBe(401);
    }
    expect429(await request(a.app.getHttpServer()).post('/api/login').set('x-forwarded-for', ip()).send({ email: acc.email, password: acc.password }));
    expect429(await request(b.app.getHttpServer()).post('/api/login').set('x-forwarded-for', ip()).send({ email: acc.email, password: acc.password }));
  });
});
