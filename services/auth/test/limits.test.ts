import request from 'supertest';
import { startTestDatabase, testRedisUrl, type TestDatabase } from '@rl/test-kit';
import { NotificationOutbox } from '@rl/service-kit';
import { AUTH_LIMITS, signInDelayMs } from '../src/limits/auth-limits.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { fakeNotifications } from './fake-peers.js';

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
  let notifications: Awaited<ReturnType<typeof fakeNotifications>>;
  beforeAll(async () => {
    notifications = await fakeNotifications();
    ctx = await startAuth({ limits: true, notificationsUrl: notifications.url });
  });
  afterAll(async () => {
    await ctx?.close();
    await notifications?.stop();
  });
  const http = () => request(ctx.app.getHttpServer());
  const warnings = async (email: string) => {
    await ctx.app.get(NotificationOutbox).runOnce();
    return notifications.requests().filter((r) => r.event.kind === 'failed-sign-ins')
      .filter((r) => 'userId' in r.to && r.to.userId === users.get(email));
  };
  const users = new Map<string, string>();
  const registered = async (tag: string) => {
    const a = account(tag);
    const res = await http().post('/api/register').set('x-forwarded-for', ip()).send(a);
    expect(res.status).toBe(201);
    users.set(a.email, res.body.id);
    return a;
  };

  // found by an outside probe: ten wrong passwords from three addresses refused the right one from anywhere for 15 minutes
  it('nobody can lock the owner out: past ten wrong passwords from anywhere, the right one still signs in, later, and the owner is mailed once', async () => {
    const a = await registered('owner');
    const guessers = [ip(), ip(), ip()];
    for (let i = 0; i < AUTH_LIMITS.failedLoginsPerAccount.points; i++) {
      expect((await http().post('/api/login').set('x-forwarded-for', guessers[i % 3]!).send({ email: a.email, password: 'wrong-password' })).status).toBe(401);
    }
    const t0 = Date.now();
    const owner = await http().post('/api/login').set('x-forwarded-for', ip()).send({ email: a.email, password: a.password });
    expect(owner.status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(signInDelayMs(AUTH_LIMITS.failedLoginsPerAccount.points) - 50);
    const mails = await warnings(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.event).toEqual({ kind: 'failed-sign-ins', attempts: AUTH_LIMITS.failedLoginsPerAccount.points });
  });

  it('refuses an address that keeps guessing one account, even with the right password, and says when to retry; other addresses still get in', async () => {
    const a = await registered('guessed');
    const guesser = ip();
    for (let i = 0; i < AUTH_LIMITS.failedLoginsFromAddress.points; i++) {
      expect((await http().post('/api/login').set('x-forwarded-for', guesser).send({ email: a.email, password: 'wrong-password' })).status).toBe(401);
    }
    expect429(await http().post('/api/login').set('x-forwarded-for', guesser).send({ email: a.email, password: a.password }));
    expect((await http().post('/api/login').set('x-forwarded-for', ip()).send({ email: a.email, password: a.password })).status).toBe(200);
  });

  it('slows attempts down one more second per failure past the threshold, up to ten', () => {
    const t = AUTH_LIMITS.failedLoginsPerAccount.points;
    expect([t - 1, t, t + 1, t + 5, t + 100].map(signInDelayMs)).toEqual([0, 1000, 2000, 6000, 10_000]);
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

describe('sign-in limits shared by two auth replicas (Redis)', () => {
  let db: TestDatabase;
  let a: AuthTestContext;
  let b: AuthTestContext;
  beforeAll(async () => {
    db = await startTestDatabase('authlimits');
    a = await startAuth({ limits: true, redisUrl: testRedisUrl(), db });
    b = await startAuth({ limits: true, redisUrl: testRedisUrl(), db });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.stop();
  });

  it('counts failed sign-ins from one address on either replica against the same account', async () => {
    const acc = account('shared');
    expect((await request(a.app.getHttpServer()).post('/api/register').set('x-forwarded-for', ip()).send(acc)).status).toBe(201);
    const guesser = ip();
    for (let i = 0; i < AUTH_LIMITS.failedLoginsFromAddress.points; i++) {
      const replica = i % 2 === 0 ? a : b;
      expect((await request(replica.app.getHttpServer()).post('/api/login').set('x-forwarded-for', guesser).send({ email: acc.email, password: 'wrong-password' })).status).toBe(401);
    }
    expect429(await request(a.app.getHttpServer()).post('/api/login').set('x-forwarded-for', guesser).send({ email: acc.email, password: acc.password }));
    expect429(await request(b.app.getHttpServer()).post('/api/login').set('x-forwarded-for', guesser).send({ email: acc.email, password: acc.password }));
    // the account-wide count is shared too: the owner, elsewhere, is slowed down on either replica but gets in
    const t0 = Date.now();
    expect((await request(b.app.getHttpServer()).post('/api/login').set('x-forwarded-for', ip()).send({ email: acc.email, password: acc.password })).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(signInDelayMs(AUTH_LIMITS.failedLoginsPerAccount.points) - 50);
  });
});
