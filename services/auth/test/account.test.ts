import request from 'supertest';
import type { NotificationRequest } from '@rl/contracts';
import { NotificationOutbox } from '@rl/service-kit';
import pg from 'pg';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { fakeListings, fakeNotifications, fakeSales, type FakePeer } from './fake-peers.js';

let ctx: AuthTestContext;
let notifications: Awaited<ReturnType<typeof fakeNotifications>>;
let listings: FakePeer;
let sales: FakePeer;
let db: pg.Client;

beforeAll(async () => {
  notifications = await fakeNotifications();
  listings = await fakeListings();
  sales = await fakeSales();
  ctx = await startAuth({ notificationsUrl: notifications.url, listingsUrl: listings.url, salesUrl: sales.url });
  db = new pg.Client({ connectionString: ctx.db.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await ctx?.close();
  await notifications?.stop();
  await listings?.stop();
  await sales?.stop();
});

const http = () => ctx.app.getHttpServer();
const outbox = () => ctx.app.get(NotificationOutbox);
const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('rl.sid='))!.split(';')[0]!;
const sql = async <T,>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];

/** Hands the outbox over now and returns the requests of `kind` received since `from`. */
async function sent(kind: NotificationRequest['event']['kind'], from = 0): Promise<NotificationRequest[]> {
  await outbox().runOnce();
  return notifications.requests().slice(from).filter((r) => r.event.kind === kind);
}
const tokenOf = (r: NotificationRequest) => (r.event as { token: string }).token;

async function register(email: string, password = 'secret1') {
  const res = await request(http()).post('/api/register').send({ email, password, firstName: 'Ada' }).expect(201);
  return { user: res.body, cookie: cookieOf(res) };
}
async function signIn(email: string, password: string) {
  const res = await request(http()).post('/api/login').send({ email, password });
  return res.status === 200 ? cookieOf(res) : null;
}

describe('email verification', () => {
  it('mails a link after registering; the account works unverified; the link verifies once', async () => {
    const before = notifications.requests().length;
    const { user, cookie } = await register('verify@example.com');
    expect(user.emailVerified).toBe(false);
    const [mail] = await sent('verify-email', before);
    expect(mail).toMatchObject({ to: { email: 'verify@example.com', name: 'Ada' } });
    const token = tokenOf(mail!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only the hash is stored
    expect(JSON.stringify(await sql(`SELECT * FROM "${ctx.db.schema}"."account_tokens"`))).not.toContain(token);

    const ok = await request(http()).post('/api/account/verify-email').send({ token }).expect(200);
    expect(ok.body.emailVerified).toBe(true);
    expect((await request(http()).get('/api/user').set('Cookie', cookie)).body.emailVerified).toBe(true);
    const again = await request(http()).post('/api/account/verify-email').send({ token }).expect(400);
    expect(again.body).toMatchObject({ reason: 'used', fields: [{ field: 'token' }] });
  });

  it('resends a link on request, and the older link stops working', async () => {
    const { cookie } = await register('resend@example.com');
    const before = notifications.requests().length;
    const first = tokenOf((await sent('verify-email', before - 1)).at(-1)!);
    await request(http()).post('/api/account/verification').set('Cookie', cookie).expect(202);
    const second = tokenOf((await sent('verify-email', before)).at(-1)!);
    expect(second).not.toBe(first);
    expect((await request(http()).post('/api/account/verify-email').send({ token: first }).expect(400)).body.reason).toBe('used');
    await request(http()).post('/api/account/verify-email').send({ token: second }).expect(200);
  });
});

describe('forgotten password', () => {
  it('answers the same for an unknown address and mails nothing', async () => {
    const before = notifications.requests().length;
    const known = await register('known@example.com');
    expect(known.user.id).toBeDefined();
    const a = await request(http()).post('/api/password/forgot').send({ email: 'nobody@example.com' }).expect(202);
    const b = await request(http()).post('/api/password/forgot').send({ email: 'known@example.com' }).expect(202);
    expect(a.body).toEqual(b.body);
    const resets = await sent('reset-password', before);
    expect(resets).toHaveLength(1);
    expect(resets[0]!.to).toEqual({ userId: known.user.id });
  });

  it('resets with the link once, signs every session out, and refuses used, expired and forged links', async () => {
    const { cookie } = await register('reset@example.com', 'old-password');
    const before = notifications.requests().length;
    await request(http()).post('/api/password/forgot').send({ email: 'reset@example.com' }).expect(202);
    const token = tokenOf((await sent('reset-password', before))[0]!);

    await request(http()).post('/api/password/reset').send({ token, password: 'new-password' }).expect(200);
    expect((await request(http()).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect(await signIn('reset@example.com', 'old-password')).toBeNull();
    expect(await signIn('reset@example.com', 'new-password')).not.toBeNull();
    expect(await sent('password-changed', before)).toHaveLength(1);

    expect((await request(http()).post('/api/password/reset').send({ token, password: 'third-password' }).expect(400)).body.reason).toBe('used');
    const forged = await request(http()).post('/api/password/reset').send({ token: 'B'.repeat(43), password: 'third-password' }).expect(400);
    expect(forged.body.reason).toBe('invalid');
    await request(http()).post('/api/password/reset').send({ token: 'short', password: 'third-password' }).expect(400);

    const mark = notifications.requests().length;
    await request(http()).post('/api/password/forgot').send({ email: 'reset@example.com' }).expect(202);
    const late = tokenOf((await sent('reset-password', mark))[0]!);
    await sql(`UPDATE "${ctx.db.schema}"."account_tokens" SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`);
    expect((await request(http()).post('/api/password/reset').send({ token: late, password: 'third-password' }).expect(400)).body.reason).toBe('expired');
    expect(await signIn('reset@example.com', 'new-password')).not.toBeNull();
  });
});

describe('account changes', () => {
  it('changes the name; needs to be signed in', async () => {
    const { cookie } = await register('name@example.com');
    await request(http()).patch('/api/account').send({ firstName: 'Grace', lastName: 'Hopper' }).expect(401);
    const res = await request(http()).patch('/api/account').set('Cookie', cookie).send({ firstName: ' Grace ', lastName: 'Hopper' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const bad = await request(http()).patch('/api/account').set('Cookie', cookie).send({ firstName: 'G\u0000', lastName: null }).expect(400);
    expect(bad.body.fields[0].field).toBe('firstName');
  });

  it('changes the password with the current one only, and signs the other sessions out', async () => {
    const { cookie } = await register('pw@example.com', 'first-pass');
    const other = (await signIn('pw@example.com', 'first-pass'))!;
    const wrong = await request(http()).post('/api/account/password').set('Cookie', cookie).send({ currentPassword: 'nope', newPassword: 'second-pass' }).expect(400);
    expect(wrong.body.fields).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
    await request(http()).post('/api/account/password').set('Cookie', cookie).send({ currentPassword: 'first-pass', newPassword: 'second-pass' }).expect(200);
    expect((await request(http()).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    expect((await request(http()).get('/api/user').set('Cookie', other)).status).toBe(401);
    expect(await signIn('pw@example.com', 'second-pass')).not.toBeNull();
  });

  it('changes the email once the new address confirms, and tells the old address', async () => {
    const { user, cookie } = await register('old@example.com');
    await register('taken@example.com');
    const taken = await request(http()).post('/api/account/email').set('Cookie', cookie).send({ email: 'taken@example.com', currentPassword: 'secret1' }).expect(409);
    expect(taken.body.fields[0].field).toBe('email');
    const before = notifications.requests().length;
    const res = await request(http()).post('/api/account/email').set('Cookie', cookie).send({ email: 'New@Example.com', currentPassword: 'secret1' }).expect(202);
    expect(res.body.message).toContain('new@example.com');
    expect((await request(http()).get('/api/user').set('Cookie', cookie)).body.email).toBe('old@example.com');
    const confirm = (await sent('confirm-new-email', before))[0]!;
    expect(confirm.to).toMatchObject({ email: 'new@example.com' });
    const done = await request(http()).post('/api/account/verify-email').send({ token: tokenOf(confirm) }).expect(200);
    expect(done.body).toMatchObject({ id: user.id, email: 'new@example.com', emailVerified: true });
    const told = await sent('email-changed', before);
    expect(told).toEqual([expect.objectContaining({ to: { email: 'old@example.com', name: 'Ada' }, event: { kind: 'email-changed', newEmail: 'new@example.com' } })]);
  });
});

describe('my data', () => {
  it('downloads the account with its listings, inquiries, saved searches and saved vehicles', async () => {
    const { user, cookie } = await register('export@example.com');
    await request(http()).get('/api/account/export').expect(401);
    const res = await request(http()).get('/api/account/export').set('Cookie', cookie).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="remote-listings-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body).toMatchObject({
      account: { id: user.id, email: 'export@example.com', emailVerified: false, firstName: 'Ada' },
      listings: [{ id: 5 }], inquiriesSent: [{ id: 9 }], savedSearches: [{ id: 3, name: 'M3s', filters: { make: 'BMW', model: 'M3' } }], savedVehicles: [5, 7],
      conversations: [{ kind: 'buyer', id: 11, messages: [{ author: 'buyer', body: 'Hi' }] }],
    });
    expect(sales.received.at(-1)).toEqual({ path: `/internal/sales/users/${user.id}/data?email=export%40example.com`, body: null });
    // sales away: no partial export
    sales.failWith = 500;
    await request(http()).get('/api/account/export').set('Cookie', cookie).expect(503);
    sales.failWith = null;
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('deletes the account only with the password and only once listings erased its data', async () => {
    const { user, cookie } = await register('delete@example.com', 'delete-me');
    await request(http()).post('/api/account/delete').set('Cookie', cookie).send({ currentPassword: 'wrong' }).expect(400);
    listings.failWith = 500;
    await request(http()).post('/api/account/delete').set('Cookie', cookie).send({ currentPassword: 'delete-me' }).expect(503);
    listings.failWith = null;
    expect(await sql(`SELECT id FROM "${ctx.db.schema}"."users" WHERE id = $1`, [user.id])).toHaveLength(1);
    // sales away: nothing deleted either
    sales.failWith = 503;
    await request(http()).post('/api/account/delete').set('Cookie', cookie).send({ currentPassword: 'delete-me' }).expect(503);
    sales.failWith = null;
    expect(await sql(`SELECT id FROM "${ctx.db.schema}"."users" WHERE id = $1`, [user.id])).toHaveLength(1);

    const before = notifications.requests().length;
    const res = await request(http()).post('/api/account/delete').set('Cookie', cookie).send({ currentPassword: 'delete-me' }).expect(204);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toMatch(/rl\.sid=;/);
    expect(listings.received.at(-1)).toEqual({ path: `/internal/users/${user.id}/erase`, body: { email: 'delete@example.com' } });
    expect(sales.received.at(-1)).toEqual({ path: `/internal/sales/users/${user.id}/erase`, body: { email: 'delete@example.com' } });
    expect(await sql(`SELECT id FROM "${ctx.db.schema}"."users" WHERE id = $1`, [user.id])).toHaveLength(0);
    expect(await sql(`SELECT sid FROM "${ctx.db.schema}"."session" WHERE sess->'passport'->>'user' = $1`, [user.id])).toHaveLength(0);
    expect(await sql(`SELECT id FROM "${ctx.db.schema}"."account_tokens" WHERE user_id = $1`, [user.id])).toHaveLength(0);
    expect((await request(http()).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect(await signIn('delete@example.com', 'delete-me')).toBeNull();
    expect(await sent('account-deleted', before)).toEqual([expect.objectContaining({ to: { email: 'delete@example.com', name: 'Ada' } })]);
  });
});

describe('the notification outbox', () => {
  it('keeps the mails while notifications is down and hands each over once when it is back', async () => {
    notifications.failWith = 503;
    const before = notifications.requests().length;
    await register('outbox@example.com');
    await outbox().runOnce();
    expect(await outbox().pending()).toBeGreaterThanOrEqual(1);
    notifications.failWith = null;
    await sql(`UPDATE "${ctx.db.schema}"."notification_outbox" SET next_attempt_at = now() WHERE delivered_at IS NULL`);
    await outbox().runOnce();
    expect(await outbox().pending()).toBe(0);
    await outbox().runOnce();
    const mine = notifications.requests().slice(before).filter((r) => r.event.kind === 'verify-email' && 'email' in r.to && r.to.email === 'outbox@example.com');
    expect(mine).toHaveLength(1);
  });
});
