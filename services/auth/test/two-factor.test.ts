import { generate } from 'otplib';
import pg from 'pg';
import request from 'supertest';
import { IDENTITY_HEADER, RECOVERY_CODE_PATTERN, REAUTHENTICATION, TwoFactorStatusSchema, type NotificationRequest } from '@rl/contracts';
import { NotificationOutbox } from '@rl/service-kit';
import { createStaff } from '../src/cli/staff-create.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { fakeNotifications } from './fake-peers.js';
import { cookieOf, freshCode, rememberSecret, signInFully, STAFF_TOTP_SECRET, TEST_TOTP_KEY, usedStep } from './second-factor.js';

let ctx: AuthTestContext;
let limited: AuthTestContext;
let notifications: Awaited<ReturnType<typeof fakeNotifications>>;
let db: pg.Client;
const http = () => ctx.app.getHttpServer();
const sql = async <T,>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
const step = (offset = 0) => Math.floor(Date.now() / 30_000) + offset;
const codeAt = (secret: string, s: number) => generate({ secret, epoch: s * 30 });

async function passwordStep(email: string, password: string, app = http()) {
  const res = await request(app).post('/api/login').send({ email, password });
  return { res, cookie: cookieOf(res)! };
}
async function secondStep(cookie: string, body: object, app = http()) {
  return request(app).post('/api/login/second-factor').set('Cookie', cookie).send(body);
}
async function identityOf(cookie: string): Promise<string | undefined> {
  const res = await request(http()).get('/internal/identity').set('x-original-method', 'GET').set('x-original-uri', '/api/desk/leads').set('Cookie', cookie);
  return (res.headers[IDENTITY_HEADER] as string | undefined) || undefined;
}
const me = (cookie: string) => request(http()).get('/api/user').set('Cookie', cookie);
const base = () => ({ databaseUrl: ctx.db.url, schema: ctx.db.schema, totpKey: TEST_TOTP_KEY });

beforeAll(async () => {
  notifications = await fakeNotifications();
  ctx = await startAuth({ notificationsUrl: notifications.url });
  // a second replica on the same database with the limits on
  limited = await startAuth({ db: ctx.db, limits: true });
  db = new pg.Client({ connectionString: ctx.db.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await limited?.close();
  await ctx?.close();
  await notifications?.stop();
});

describe('staff without a second factor can do nothing but enrol', () => {
  it('sign-in answers 202 "enrol"; the session is anonymous everywhere until a code from the QR secret confirms it; then ten recovery codes, shown once', async () => {
    await createStaff({ ...base(), email: 'new.mod@staff.test', password: 'mod-secret', role: 'moderator' });
    const { res, cookie } = await passwordStep('new.mod@staff.test', 'mod-secret');
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ next: 'enrol', methods: [], expiresAt: expect.any(String) });
    // nothing but enrolling: no user, no identity for the other services, no staff route of auth, no second-factor step
    expect((await me(cookie)).status).toBe(401);
    expect(await identityOf(cookie)).toBeUndefined();
    expect((await request(http()).get('/api/account/sessions').set('Cookie', cookie)).status).toBe(401);
    expect((await request(http()).get('/api/account/two-factor').set('Cookie', cookie)).status).toBe(401);
    expect((await secondStep(cookie, { code: '123456' })).status).toBe(401);
    // confirming before a secret was set up: 409
    expect((await request(http()).post('/api/account/two-factor/totp').set('Cookie', cookie).send({ code: '123456' })).status).toBe(409);

    const setup = await request(http()).post('/api/account/two-factor/totp/setup').set('Cookie', cookie).expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toBe(`otpauth://totp/Remote%20Listings:new.mod%40staff.test?secret=${setup.body.secret}&issuer=Remote%20Listings`);
    expect(Buffer.from(setup.body.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
    // the secret is not stored before it is confirmed
    expect((await sql<{ totp_secret: string | null }>(`SELECT "totp_secret" FROM "${ctx.db.schema}"."users" WHERE "email" = 'new.mod@staff.test'`))[0]!.totp_secret).toBeNull();

    const wrong = await request(http()).post('/api/account/two-factor/totp').set('Cookie', cookie).send({ code: await codeAt(setup.body.secret, step(5)) });
    expect([wrong.status, wrong.body.fields[0].field]).toEqual([401, 'code']);
    const on = await request(http()).post('/api/account/two-factor/totp').set('Cookie', cookie).send({ code: await freshCode(setup.body.secret, 'new.mod@staff.test') });
    expect(on.status).toBe(200);
    rememberSecret('new.mod@staff.test', setup.body.secret);
    expect(on.body.user).toMatchObject({ email: 'new.mod@staff.test', role: 'moderator' });
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    for (const c of on.body.recoveryCodes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    // stored hashed, never as given
    const stored = await sql<{ code_hash: string }>(`SELECT "code_hash" FROM "${ctx.db.schema}"."recovery_codes" rc JOIN "${ctx.db.schema}"."users" u ON u."id" = rc."user_id" WHERE u."email" = 'new.mod@staff.test'`);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(on.body.recoveryCodes[0].replace(/-/g, ''));

    const signedIn = cookieOf(on)!;
    expect(signedIn).not.toBe(cookie); // a new session id once signed in
    expect((await me(signedIn)).body.role).toBe('moderator');
    expect(await identityOf(signedIn)).toBeTruthy();
    const status = TwoFactorStatusSchema.parse((await request(http()).get('/api/account/two-factor').set('Cookie', signedIn).expect(200)).body);
    expect(status).toMatchObject({ totp: true, recoveryCodesLeft: 10, required: true });

    // the next sign-in asks for a code
    const again = await passwordStep('new.mod@staff.test', 'mod-secret');
    expect([again.res.status, again.res.body.next]).toEqual([202, 'second-factor']);
  });

  it('a staff session that never passed a second factor (a customer made staff) is anonymous at once', async () => {
    const reg = await request(http()).post('/api/register').send({ email: 'promoted@example.com', password: 'promoted-1' }).expect(201);
    const cookie = cookieOf(reg)!;
    expect((await me(cookie)).status).toBe(200);
    await sql(`UPDATE "${ctx.db.schema}"."users" SET "role" = 'associate' WHERE "id" = $1`, [reg.body.id]);
    expect((await me(cookie)).status).toBe(401);
    expect(await identityOf(cookie)).toBeUndefined();
  });

  it('a pending sign-in cannot replace the factor of an enrolled account', async () => {
    await createStaff({ ...base(), email: 'enrolled@staff.test', password: 'enrolled-1', role: 'associate', totpSecret: STAFF_TOTP_SECRET });
    const { res, cookie } = await passwordStep('enrolled@staff.test', 'enrolled-1');
    expect(res.body.next).toBe('second-factor');
    expect((await request(http()).post('/api/account/two-factor/totp/setup').set('Cookie', cookie)).status).toBe(401);
  });
});

describe('TOTP codes', () => {
  const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
  // one account per test: the server takes each step's code once per account, so tests sharing one would wait
  // for the next 30-second period
  const accounts = ['drift', 'once', 'replicas', 'expiry'].map((name) => `${name}@staff.test`);
  beforeAll(async () => {
    for (const email of accounts) await createStaff({ ...base(), email, password: 'drift-secret', role: 'admin', totpSecret: secret });
  });

  it('accepts one step of drift either way, not two', async () => {
    // the code of two steps ago and two steps ahead: refused (each attempt on a fresh password step)
    for (const s of [step(-2), step(2)]) {
      const { cookie } = await passwordStep('drift@staff.test', 'drift-secret');
      const res = await secondStep(cookie, { code: await codeAt(secret, s) });
      expect([res.status, res.body.fields[0].field]).toEqual([401, 'code']);
    }
    // one step behind (a slow phone), then one step ahead (a fast one): accepted, in that order (each later than the last)
    const s = step();
    const behind = await passwordStep('drift@staff.test', 'drift-secret');
    expect((await secondStep(behind.cookie, { code: await codeAt(secret, s - 1) })).status).toBe(200);
    const ahead = await passwordStep('drift@staff.test', 'drift-secret');
    const res = await secondStep(ahead.cookie, { code: await codeAt(secret, s + 1) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'drift@staff.test', role: 'admin' });
    usedStep(secret, s + 1, 'drift@staff.test');
    expect((await me(cookieOf(res)!)).body.role).toBe('admin');
  });

  it('each code works once, and no earlier code after a later one', async () => {
    const code = await freshCode(secret, 'once@staff.test');
    const first = await passwordStep('once@staff.test', 'drift-secret');
    expect((await secondStep(first.cookie, { code })).status).toBe(200);
    const replay = await passwordStep('once@staff.test', 'drift-secret');
    const again = await secondStep(replay.cookie, { code });
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/already used/);
    // the previous step's code is older than the one used: refused too
    expect((await secondStep(replay.cookie, { code: await codeAt(secret, step(-1)) })).status).toBe(401);
    expect((await me(replay.cookie)).status).toBe(401);
  });

  it('two replicas given one code at once accept it once', async () => {
    const code = await freshCode(secret, 'replicas@staff.test');
    const a = await passwordStep('replicas@staff.test', 'drift-secret');
    const b = await passwordStep('replicas@staff.test', 'drift-secret', limited.app.getHttpServer());
    const results = await Promise.all([secondStep(a.cookie, { code }), secondStep(b.cookie, { code }, limited.app.getHttpServer())]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('the second step expires, and is refused without a password step', async () => {
    expect((await request(http()).post('/api/login/second-factor').send({ code: '123456' })).status).toBe(401);
    const { cookie } = await passwordStep('expiry@staff.test', 'drift-secret');
    // the pending step is kept in the session: age it
    await sql(`UPDATE "${ctx.db.schema}"."session" SET "sess" = jsonb_set("sess"::jsonb, '{pendingSignIn,expiresAt}', to_jsonb(now() - interval '1 second'))::json`);
    const res = await secondStep(cookie, { code: await freshCode(secret, 'expiry@staff.test') });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/sign in again/);
    const bad = await secondStep(cookie, { code: '12345' });
    expect([bad.status, bad.body.fields?.[0]?.field]).toEqual([400, 'code']);
  });
});

describe('recovery codes', () => {
  it('each works once, typed any case and without dashes; the count goes down', async () => {
    const email = 'recover@example.com';
    const reg = await request(http()).post('/api/register').send({ email, password: 'recover-1' }).expect(201);
    const cookie = cookieOf(reg)!;
    const setup = await request(http()).post('/api/account/two-factor/totp/setup').set('Cookie', cookie).expect(200);
    const on = await request(http()).post('/api/account/two-factor/totp').set('Cookie', cookie).send({ code: await freshCode(setup.body.secret, email) }).expect(200);
    rememberSecret(email, setup.body.secret);
    const [first, second] = on.body.recoveryCodes as string[];

    const p1 = await passwordStep(email, 'recover-1');
    expect(p1.res.body).toMatchObject({ next: 'second-factor', methods: ['totp', 'recovery-code'] });
    const used = await secondStep(p1.cookie, { recoveryCode: first });
    expect(used.status).toBe(200);
    const p2 = await passwordStep(email, 'recover-1');
    const again = await secondStep(p2.cookie, { recoveryCode: first });
    expect([again.status, again.body.fields[0].field]).toEqual([401, 'recoveryCode']);
    const typed = await secondStep(p2.cookie, { recoveryCode: second!.replace(/-/g, '').toUpperCase() });
    expect(typed.status).toBe(200);
    const status = await request(http()).get('/api/account/two-factor').set('Cookie', cookieOf(typed)!).expect(200);
    expect(status.body).toMatchObject({ totp: true, recoveryCodesLeft: 8, required: false });

    // new codes replace the old ones
    const renewed = await request(http()).post('/api/account/two-factor/recovery-codes').set('Cookie', cookieOf(typed)!).expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const p3 = await passwordStep(email, 'recover-1');
    expect((await secondStep(p3.cookie, { recoveryCode: on.body.recoveryCodes[2] })).status).toBe(401);
    expect((await secondStep(p3.cookie, { recoveryCode: renewed.body.recoveryCodes[0] })).status).toBe(200);
  });
});

describe('a password reset never bypasses the second factor', () => {
  it('after a reset the sign-in still asks for a code, and the factor is still on', async () => {
    await createStaff({ ...base(), email: 'reset@staff.test', password: 'before-reset', role: 'associate', totpSecret: STAFF_TOTP_SECRET });
    const from = notifications.requests().length;
    await request(http()).post('/api/password/forgot').send({ email: 'reset@staff.test' }).expect(202);
    await ctx.app.get(NotificationOutbox).runOnce();
    const mail = notifications.requests().slice(from).find((r: NotificationRequest) => r.event.kind === 'reset-password')!;
    const token = (mail.event as { token: string }).token;
    const reset = await request(http()).post('/api/password/reset').send({ token, password: 'after-reset' }).expect(200);
    // the reset signs nobody in
    expect(cookieOf(reset)).toBeUndefined();
    const { res, cookie } = await passwordStep('reset@staff.test', 'after-reset');
    expect([res.status, res.body.next]).toEqual([202, 'second-factor']);
    expect((await me(cookie)).status).toBe(401);
    expect((await secondStep(cookie, { code: await freshCode(STAFF_TOTP_SECRET, 'reset@staff.test') })).status).toBe(200);
  });
});

describe('the limit on wrong codes, per account', () => {
  it('past 5 wrong codes every attempt answers 429, the right code too, from any session and replica', async () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    await createStaff({ ...base(), email: 'guessed@staff.test', password: 'guessed-1', role: 'admin', totpSecret: secret });
    const app = limited.app.getHttpServer();
    for (let i = 0; i < 5; i++) {
      const { cookie } = await passwordStep('guessed@staff.test', 'guessed-1', app);
      expect((await secondStep(cookie, { code: await codeAt(secret, step(10 + i)) }, app)).status).toBe(401);
    }
    const { cookie } = await passwordStep('guessed@staff.test', 'guessed-1', app);
    const refused = await secondStep(cookie, { code: await freshCode(secret, 'guessed@staff.test') }, app);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // a recovery code is no way around it
    expect((await secondStep(cookie, { recoveryCode: 'aaaa-bbbb-cccc-dddd' }, app)).status).toBe(429);
  });
});

describe('turning the second factor off or changing it', () => {
  it('a customer can turn it off with a recent sign-in (403 without); staff cannot; changing it ends the other sessions', async () => {
    const email = 'toggle@example.com';
    const reg = await request(http()).post('/api/register').send({ email, password: 'toggle-1' }).expect(201);
    const laptop = cookieOf(reg)!;
    const phone = (await signInFully(http(), email, 'toggle-1')).cookie!;
    const setup = await request(http()).post('/api/account/two-factor/totp/setup').set('Cookie', laptop).expect(200);
    rememberSecret(email, setup.body.secret);
    const on = await request(http()).post('/api/account/two-factor/totp').set('Cookie', laptop).send({ code: await freshCode(setup.body.secret, email) }).expect(200);
    expect((await me(laptop)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect(on.body.user.email).toBe(email);

    // an old sign-in: the change needs the password again
    await sql(`UPDATE "${ctx.db.schema}"."session" SET "sess" = jsonb_set("sess"::jsonb, '{signedIn,at}', to_jsonb(now() - interval '1 hour'))::json WHERE "sess"::jsonb #>> '{passport,user}' = $1`, [reg.body.id]);
    const stale = await request(http()).delete('/api/account/two-factor/totp').set('Cookie', laptop);
    expect([stale.status, stale.body.error]).toEqual([403, REAUTHENTICATION.error]);
    expect((await request(http()).post('/api/account/two-factor/totp/setup').set('Cookie', laptop)).status).toBe(403);
    const noCode = await request(http()).post('/api/account/reauthenticate').set('Cookie', laptop).send({ password: 'toggle-1' });
    expect([noCode.status, noCode.body.fields[0].field]).toEqual([400, 'code']);
    await request(http()).post('/api/account/reauthenticate').set('Cookie', laptop).send({ password: 'toggle-1', code: await freshCode(setup.body.secret, email) }).expect(200);
    const off = await request(http()).delete('/api/account/two-factor/totp').set('Cookie', laptop).expect(200);
    expect(off.body).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(email, 'toggle-1')).res.status).toBe(200);

    const staff = await signInFully(http(), 'enrolled@staff.test', 'enrolled-1');
    expect(staff.res.status).toBe(200);
    const refused = await request(http()).delete('/api/account/two-factor/totp').set('Cookie', staff.cookie!);
    expect(refused.status).toBe(409);
  });
});

describe('staff:create --totp-secret', () => {
  it('creates the account already enrolled; refuses a secret that is not base32', async () => {
    const secret = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
    expect(await createStaff({ ...base(), email: 'ops@staff.test', password: 'ops-secret', role: 'associate', totpSecret: secret.toLowerCase() })).toMatchObject({ created: true });
    await expect(createStaff({ ...base(), email: 'ops2@staff.test', password: 'ops-secret', role: 'associate', totpSecret: 'not base32 at all!' })).rejects.toThrow(/totp-secret/);
    const { res, cookie } = await passwordStep('ops@staff.test', 'ops-secret');
    expect(res.body.next).toBe('second-factor');
    expect((await secondStep(cookie, { code: await freshCode(secret, 'ops@staff.test') })).status).toBe(200);
  });
});
