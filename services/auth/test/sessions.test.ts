import request from 'supertest';
import { SessionListSchema, type SessionInfo } from '@rl/contracts';
import { startTestDatabase, type TestDatabase } from '@rl/test-kit';
import { UsersService } from '../src/users/users.service.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { signInFully, STAFF_TOTP_SECRET } from './second-factor.js';

// Sessions under the owner's control: where they are signed in (browser, address, signed in, last seen), ending
// one or all the others, and admins ending all of someone's. Two auth replicas on one database: what one lists
// and ends, the other sees.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

let db: TestDatabase;
let a: AuthTestContext;
let b: AuthTestContext;
beforeAll(async () => {
  db = await startTestDatabase('sessions');
  a = await startAuth({ db });
  b = await startAuth({ db });
  await a.app.get(UsersService).upsertStaff('boss@example.com', 'boss-secret-1', 'admin', {}, STAFF_TOTP_SECRET);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.stop();
});

const on = (replica: AuthTestContext) => request(replica.app.getHttpServer());
const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('rl.sid='))!.split(';')[0]!;
let n = 0;
async function account() {
  const email = `sessions.${Date.now()}.${n++}@example.com`;
  const res = await on(a).post('/api/register').set('user-agent', CHROME).set('x-forwarded-for', '203.0.113.10').send({ email, password: 'secret-pass-1' });
  expect(res.status).toBe(201);
  return { email, id: res.body.id as string, laptop: cookieOf(res) };
}
async function signIn(replica: AuthTestContext, email: string, password: string, ua: string, address: string) {
  const { res, cookie } = await signInFully(replica.app.getHttpServer(), email, password, (r) => r.set('user-agent', ua).set('x-forwarded-for', address));
  expect(res.status).toBe(200);
  return cookie!;
}
async function sessionsOf(replica: AuthTestContext, cookie: string): Promise<SessionInfo[]> {
  const res = await on(replica).get('/api/account/sessions').set('cookie', cookie);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return SessionListSchema.parse(res.body).sessions;
}
const signedIn = async (replica: AuthTestContext, cookie: string) => (await on(replica).get('/api/user').set('cookie', cookie)).status === 200;

describe('the session probe', () => {
  it('a visitor asking with the probe header gets 204 and no body (no error status); without it the 401 stays', async () => {
    const probe = await on(a).get('/api/user').set('x-session-probe', '1');
    expect([probe.status, probe.text ?? '']).toEqual([204, '']);
    expect(probe.headers['cache-control']).toBe('no-store');
    expect((await on(a).get('/api/user')).status).toBe(401);
  });
});

describe('my sessions', () => {
  it('lists where I am signed in, this session first, with browser, address and times, on either replica', async () => {
    const me = await account();
    const phone = await signIn(b, me.email, 'secret-pass-1', SAFARI, '198.51.100.20');
    const fromA = await sessionsOf(a, me.laptop);
    expect(fromA).toHaveLength(2);
    expect(fromA[0]).toMatchObject({ current: true, browser: 'Chrome 156 on Linux', address: '203.0.113.10' });
    expect(fromA[1]).toMatchObject({ current: false, browser: 'Safari 18 on iOS', address: '198.51.100.20' });
    for (const s of fromA) {
      expect(s.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Math.abs(Date.parse(s.signedInAt!) - Date.now())).toBeLessThan(60_000);
      expect(Math.abs(Date.parse(s.lastSeenAt) - Date.now())).toBeLessThan(60_000);
    }
    // the same two from the phone, on the other replica, its own first
    const fromB = await sessionsOf(b, phone);
    expect(fromB.map((s) => [s.id, s.current])).toEqual([[fromA[1]!.id, true], [fromA[0]!.id, false]]);
  });

  it('ends one other session: it is signed out at once on every replica; this one cannot be ended that way', async () => {
    const me = await account();
    const phone = await signIn(b, me.email, 'secret-pass-1', SAFARI, '198.51.100.21');
    const [mine, other] = await sessionsOf(a, me.laptop);
    const ended = await on(a).delete(`/api/account/sessions/${other!.id}`).set('cookie', me.laptop);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: 1 });
    expect(await signedIn(b, phone)).toBe(false);
    expect(await signedIn(a, me.laptop)).toBe(true);
    expect((await on(a).delete(`/api/account/sessions/${mine!.id}`).set('cookie', me.laptop)).status).toBe(409);
    expect((await on(a).delete(`/api/account/sessions/${other!.id}`).set('cookie', me.laptop)).status).toBe(404);
  });

  it('never ends someone else\'s session, and answers 400 naming a malformed id, 401 when signed out', async () => {
    const me = await account();
    const stranger = await account();
    const [theirs] = await sessionsOf(a, stranger.laptop);
    expect((await on(a).delete(`/api/account/sessions/${theirs!.id}`).set('cookie', me.laptop)).status).toBe(404);
    expect(await signedIn(a, stranger.laptop)).toBe(true);
    const bad = await on(a).delete('/api/account/sessions/not-an-id').set('cookie', me.laptop);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['id']);
    expect((await on(a).get('/api/account/sessions')).status).toBe(401);
    expect((await on(a).delete('/api/account/sessions')).status).toBe(401);
  });

  it('signs out everywhere else at once, keeping this session', async () => {
    const me = await account();
    const phone = await signIn(b, me.email, 'secret-pass-1', SAFARI, '198.51.100.22');
    const tablet = await signIn(a, me.email, 'secret-pass-1', SAFARI, '198.51.100.23');
    const res = await on(b).delete('/api/account/sessions').set('cookie', me.laptop);
    expect(res.body).toEqual({ ended: 2 });
    expect(await signedIn(a, phone)).toBe(false);
    expect(await signedIn(b, tablet)).toBe(false);
    expect((await sessionsOf(a, me.laptop)).map((s) => s.current)).toEqual([true]);
  });
});

describe('admins', () => {
  it('sign a user out everywhere; nobody else may', async () => {
    const victim = await account();
    const phone = await signIn(b, victim.email, 'secret-pass-1', SAFARI, '198.51.100.30');
    const boss = await signIn(a, 'boss@example.com', 'boss-secret-1', CHROME, '203.0.113.99');
    const bystander = await account();
    expect((await on(a).delete(`/api/users/${victim.id}/sessions`).set('cookie', bystander.laptop)).status).toBe(403);
    expect((await on(a).delete(`/api/users/${victim.id}/sessions`)).status).toBe(401);
    expect(await signedIn(a, victim.laptop)).toBe(true);
    const res = await on(b).delete(`/api/users/${victim.id}/sessions`).set('cookie', boss);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect(await signedIn(a, victim.laptop)).toBe(false);
    expect(await signedIn(b, phone)).toBe(false);
    expect(await signedIn(a, boss)).toBe(true);
    expect((await on(a).delete('/api/users/00000000-0000-4000-8000-000000000000/sessions').set('cookie', boss)).status).toBe(404);
    expect((await on(a).delete('/api/users/42/sessions').set('cookie', boss)).status).toBe(400);
  });
});
