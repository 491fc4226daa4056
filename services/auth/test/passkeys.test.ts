import pg from 'pg';
import request from 'supertest';
import { API, RECOVERY_CODE_PATTERN, REAUTHENTICATION, TWO_FACTOR_COPY, TwoFactorStatusSchema } from '@rl/contracts';
import type { Request } from 'express';
import { createStaff } from '../src/cli/staff-create.js';
import { AUTH_LIMITS } from '../src/limits/auth-limits.js';
import { PasskeysService } from '../src/passkeys/passkeys.service.js';
import { UsersService } from '../src/users/users.service.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { cookieOf, freshCode, STAFF_TOTP_SECRET, TEST_TOTP_KEY } from './second-factor.js';
import { SoftwareAuthenticator } from './software-authenticator.js';

const ORIGIN = 'http://localhost:8080'; // the test app's PUBLIC_URL (default)
let ctx: AuthTestContext;
/** a second replica on the same database with the limits on (counted in its memory: no Redis here) */
let limited: AuthTestContext;
const http = () => ctx.app.getHttpServer();
const post = (path: string, cookie: string, body?: object) => request(http()).post(path).set('Cookie', cookie).send(body ?? {});

beforeAll(async () => {
  ctx = await startAuth();
  limited = await startAuth({ db: ctx.db, limits: true });
});
afterAll(async () => {
  await limited?.close();
  await ctx?.close();
});

/** Adds a passkey of `authenticator` to the account of `cookie` (signed in, or a member of staff enrolling); answers the 201 body and the response. */
async function addPasskey(cookie: string, authenticator: SoftwareAuthenticator, name?: string) {
  const options = await post(API.passkeyOptions, cookie).expect(200);
  expect(options.body).toMatchObject({ rp: { name: 'Remote Listings', id: 'localhost' }, attestation: 'none', challenge: expect.any(String) });
  const res = await post(API.passkeys, cookie, { ...(name ? { name } : {}), response: authenticator.create(options.body) });
  expect(res.status).toBe(201);
  return { ...res.body, res };
}
/** The password step; answers the 202 body and the pending session's cookie. */
async function passwordStep(email: string, password: string) {
  const res = await request(http()).post('/api/login').send({ email, password });
  return { status: res.status, body: res.body, cookie: cookieOf(res)! };
}
async function passkeyStep(cookie: string, authenticator: SoftwareAuthenticator, opts: Parameters<SoftwareAuthenticator['get']>[1] = {}) {
  const options = await post(API.signInPasskeyOptions, cookie).expect(200);
  return post(API.signInSecondFactor, cookie, { passkey: authenticator.get(options.body, opts) });
}

describe('passkeys as a second factor', () => {
  it('a buyer adds a passkey (first second factor: ten recovery codes), then signs in with the password and the passkey', async () => {
    const reg = await request(http()).post('/api/register').send({ email: 'buyer@passkey.test', password: 'buyer-secret-1' }).expect(201);
    const cookie = cookieOf(reg)!;
    const phone = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(cookie, phone, 'My phone');
    expect(added.passkey).toMatchObject({ name: 'My phone', lastUsedAt: null });
    expect(added.recoveryCodes).toHaveLength(10);
    for (const c of added.recoveryCodes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    // this session stays signed in; the status lists the passkey
    const status = TwoFactorStatusSchema.parse((await request(http()).get(API.twoFactor).set('Cookie', cookie).expect(200)).body);
    expect(status).toMatchObject({ totp: false, passkeys: [{ name: 'My phone' }], recoveryCodesLeft: 10, required: false });

    const first = await passwordStep('buyer@passkey.test', 'buyer-secret-1');
    expect([first.status, first.body.next, first.body.methods]).toEqual([202, 'second-factor', ['passkey', 'recovery-code']]);
    expect((await request(http()).get('/api/user').set('Cookie', first.cookie)).status).toBe(401);
    const signedIn = await passkeyStep(first.cookie, phone);
    expect([signedIn.status, signedIn.body.email]).toEqual([200, 'buyer@passkey.test']);
    expect((await request(http()).get('/api/user').set('Cookie', cookieOf(signedIn) ?? first.cookie)).status).toBe(200);
  });

  it('refuses a replayed answer, another origin, a counter that did not move, another account\'s passkey and malformed input', async () => {
    const reg = await request(http()).post('/api/register').send({ email: 'careful@passkey.test', password: 'careful-secret-1' }).expect(201);
    const key = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(cookieOf(reg)!, key);

    // a look-alike site's answer: refused, named
    let step = await passwordStep('careful@passkey.test', 'careful-secret-1');
    let res = await passkeyStep(step.cookie, key, { origin: 'http://evil.example' });
    expect([res.status, res.body.fields?.[0]?.field]).toEqual([401, 'passkey']);

    // the right answer works once: its challenge is used up
    step = await passwordStep('careful@passkey.test', 'careful-secret-1');
    const options = await post(API.signInPasskeyOptions, step.cookie).expect(200);
    const answer = key.get(options.body);
    expect((await post(API.signInSecondFactor, step.cookie, { passkey: answer })).status).toBe(200);
    step = await passwordStep('careful@passkey.test', 'careful-secret-1');
    await post(API.signInPasskeyOptions, step.cookie).expect(200);
    expect((await post(API.signInSecondFactor, step.cookie, { passkey: answer })).status).toBe(401);

    // a signature counter that did not move forward (a cloned authenticator)
    step = await passwordStep('careful@passkey.test', 'careful-secret-1');
    expect((await passkeyStep(step.cookie, key, { keepCounter: true })).status).toBe(401);

    // another account's passkey
    const stranger = new SoftwareAuthenticator(ORIGIN);
    step = await passwordStep('careful@passkey.test', 'careful-secret-1');
    expect((await passkeyStep(step.cookie, stranger)).status).toBe(401);

    // bad input: 400 naming the field
    step = await passwordStep('careful@passkey.test', 'careful-secret-1');
    res = await post(API.signInSecondFactor, step.cookie, { passkey: { id: 'x', rawId: 'x', type: 'password', response: {}, clientExtensionResults: {} } });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['passkey.type']));
    res = await post(API.signInSecondFactor, step.cookie, { passkey: key.get({ challenge: 'x' }), code: '123456' });
    expect([res.status, res.body.fields[0].field]).toEqual([400, 'code']);
    // an answer to registration options that were never asked for
    const fresh = await passkeyStep((await passwordStep('careful@passkey.test', 'careful-secret-1')).cookie, key);
    const signedIn = cookieOf(fresh)!;
    res = await post(API.passkeys, signedIn, { response: new SoftwareAuthenticator(ORIGIN).create({ challenge: 'bm90LWFza2Vk', rp: {} }) });
    expect([res.status, res.body.fields[0].field]).toEqual([400, 'response']);
    res = await request(http()).delete(API.passkey('abc')).set('Cookie', signedIn);
    expect([res.status, res.body.fields[0].field]).toEqual([400, 'id']);
    expect((await request(http()).delete(API.passkey('999999')).set('Cookie', signedIn)).status).toBe(404);
  });

  it('removing the last passkey turns two-factor sign-in off for a customer (its recovery codes go too)', async () => {
    const reg = await request(http()).post('/api/register').send({ email: 'leaving@passkey.test', password: 'leaving-secret-1' }).expect(201);
    const cookie = cookieOf(reg)!;
    const added = await addPasskey(cookie, new SoftwareAuthenticator(ORIGIN));
    const status = await request(http()).delete(API.passkey(added.passkey.id)).set('Cookie', cookie).expect(200);
    expect(status.body).toMatchObject({ totp: false, passkeys: [], recoveryCodesLeft: 0 });
    expect((await passwordStep('leaving@passkey.test', 'leaving-secret-1')).status).toBe(200);
  });

  it('staff with TOTP add a passkey and may sign in with either; the staff log records it', async () => {
    await createStaff({ databaseUrl: ctx.db.url, schema: ctx.db.schema, totpKey: TEST_TOTP_KEY, email: 'mod@passkey.test', password: 'mod-secret-1', role: 'moderator', totpSecret: STAFF_TOTP_SECRET });
    const first = await passwordStep('mod@passkey.test', 'mod-secret-1');
    expect(first.body.methods).toEqual(['totp', 'recovery-code']);
    const withCode = await post(API.signInSecondFactor, first.cookie, { code: await freshCode(STAFF_TOTP_SECRET, 'mod@passkey.test') }).expect(200);
    const key = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(cookieOf(withCode)!, key, 'Security key');
    expect(added.recoveryCodes).toBeNull(); // TOTP's codes stay

    const next = await passwordStep('mod@passkey.test', 'mod-secret-1');
    expect(next.body.methods).toEqual(['totp', 'passkey', 'recovery-code']);
    expect((await passkeyStep(next.cookie, key)).status).toBe(200);
    const client = new pg.Client({ connectionString: ctx.db.url });
    await client.connect();
    const log = (await client.query(`SELECT "action", "after" FROM "${ctx.db.schema}"."staff_actions" WHERE "actor_email" = 'mod@passkey.test' ORDER BY "id"`)).rows;
    await client.end();
    expect(log).toEqual([
      { action: 'staff.sign-in', after: { method: 'totp' } },
      { action: 'staff.second-factor-changed', after: { passkeyAdded: 'Security key' } },
      { action: 'staff.sign-in', after: { method: 'passkey' } },
    ]);
  });
});

describe('the limit on wrong passkey answers, per account', () => {
  it(`past ${AUTH_LIMITS.secondFactorPerAccount.points} wrong passkey answers every answer is refused with 429, the right one too`, async () => {
    const app = limited.app.getHttpServer();
    const reg = await request(http()).post('/api/register').send({ email: 'guessed@passkey.test', password: 'guessed-secret-1' }).expect(201);
    const key = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(cookieOf(reg)!, key);
    const stranger = new SoftwareAuthenticator(ORIGIN);
    /** the password step and a passkey answer on the limited replica, each time in a fresh pending sign-in */
    const attempt = async (authenticator: SoftwareAuthenticator, opts: Parameters<SoftwareAuthenticator['get']>[1] = {}) => {
      const first = await request(app).post(API.login).send({ email: 'guessed@passkey.test', password: 'guessed-secret-1' });
      expect(first.status).toBe(202);
      const cookie = cookieOf(first)!;
      const options = await request(app).post(API.signInPasskeyOptions).set('Cookie', cookie).send({}).expect(200);
      return request(app).post(API.signInSecondFactor).set('Cookie', cookie).send({ passkey: authenticator.get(options.body, opts) });
    };
    // wrong answers of two kinds: another authenticator's, and the account's own passkey signing for a look-alike site
    const wrongs = [() => attempt(stranger), () => attempt(key, { origin: 'http://evil.example' })];
    for (let i = 0; i < AUTH_LIMITS.secondFactorPerAccount.points; i++) {
      const res = await wrongs[i % wrongs.length]!();
      expect([res.status, res.body.fields?.[0]?.field]).toEqual([401, 'passkey']);
    }
    // over the limit: one more wrong answer, then the right one, are refused before they are checked
    const over = await attempt(stranger);
    expect(over.status).toBe(429);
    const right = await attempt(key);
    expect([right.status, right.body.message]).toEqual([429, TWO_FACTOR_COPY.tooManyFailures]);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(app).get(API.user).set('Cookie', cookieOf(right) ?? '')).status).toBe(401);
    // the limit is per account: another account's passkey still works on the same replica
    const other = await request(http()).post('/api/register').send({ email: 'other@passkey.test', password: 'other-secret-1' }).expect(201);
    const otherKey = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(cookieOf(other)!, otherKey);
    const first = await request(app).post(API.login).send({ email: 'other@passkey.test', password: 'other-secret-1' }).expect(202);
    const options = await request(app).post(API.signInPasskeyOptions).set('Cookie', cookieOf(first)!).send({}).expect(200);
    expect((await request(app).post(API.signInSecondFactor).set('Cookie', cookieOf(first)!).send({ passkey: otherKey.get(options.body) })).status).toBe(200);
  });
});

describe('reauthentication with a passkey', () => {
  const reauth = (cookie: string, body: object) => post(API.reauthenticate, cookie, body);
  const fields = (res: request.Response) => (res.body.fields ?? []).map((f: { field: string }) => f.field);

  it('an account with passkeys alone confirms the password and a passkey over a fresh challenge, once', async () => {
    const reg = await request(http()).post('/api/register').send({ email: 'confirm@passkey.test', password: 'confirm-secret-1' }).expect(201);
    const key = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(cookieOf(reg)!, key);
    const cookie = cookieOf(await passkeyStep((await passwordStep('confirm@passkey.test', 'confirm-secret-1')).cookie, key))!;

    // the password alone no longer does: 400 naming the factor the account has
    let res = await reauth(cookie, { password: 'confirm-secret-1' });
    expect([res.status, fields(res)]).toEqual([400, ['passkey']]);
    // an answer without options asked for (no challenge in the session)
    res = await reauth(cookie, { password: 'confirm-secret-1', passkey: key.get({ challenge: 'bm90LWFza2Vk' }) });
    expect([res.status, fields(res)]).toEqual([401, ['passkey']]);

    const options = await post(API.reauthenticatePasskeyOptions, cookie).expect(200);
    expect(options.body).toMatchObject({ rpId: 'localhost', challenge: expect.any(String), allowCredentials: [expect.objectContaining({ type: 'public-key' })] });
    const answer = key.get(options.body);
    // a wrong password spends nothing: the same answer still confirms afterwards
    expect(fields(await reauth(cookie, { password: 'not-it', passkey: answer }))).toEqual(['password']);
    res = await reauth(cookie, { password: 'confirm-secret-1', passkey: answer });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.confirmedUntil) - Date.now()).toBeGreaterThan((REAUTHENTICATION.windowMinutes - 1) * 60_000);
    // the challenge is used up: the same answer again is refused
    expect((await reauth(cookie, { password: 'confirm-secret-1', passkey: answer })).status).toBe(401);
    // a look-alike site's answer to fresh options
    const again = await post(API.reauthenticatePasskeyOptions, cookie).expect(200);
    expect((await reauth(cookie, { password: 'confirm-secret-1', passkey: key.get(again.body, { origin: 'http://evil.example' }) })).status).toBe(401);
    // both factors at once is bad input naming `code`
    res = await reauth(cookie, { password: 'confirm-secret-1', passkey: answer, code: '123456' });
    expect([res.status, fields(res)]).toEqual([400, ['code']]);
  });

  it('a sign-in challenge does not confirm a reauthentication, nor the reverse; a pending sign-in gets no reauthentication options', async () => {
    const reg = await request(http()).post('/api/register').send({ email: 'purpose@passkey.test', password: 'purpose-secret-1' }).expect(201);
    const key = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(cookieOf(reg)!, key);
    const pending = await passwordStep('purpose@passkey.test', 'purpose-secret-1');
    expect((await post(API.reauthenticatePasskeyOptions, pending.cookie)).status).toBe(401);

    // the service itself, with one session: each challenge is good for the purpose it was handed out for only
    const passkeys = ctx.app.get(PasskeysService);
    const user = (await ctx.app.get(UsersService).findById(String(reg.body.id)))!;
    const session = {} as Request['session'];
    const req = { session } as Request;
    for (const [asked, answered] of [['sign-in', 'reauthenticate'], ['reauthenticate', 'sign-in']] as const) {
      const options = (await passkeys.signInOptions(req, user.id, asked))!;
      expect(await passkeys.usePasskey(req, user, key.get(options) as never, answered)).toBe(false);
      const fresh = (await passkeys.signInOptions(req, user.id, asked))!;
      expect(await passkeys.usePasskey(req, user, key.get(fresh) as never, asked)).toBe(true);
    }
  });

  it('staff with TOTP and a passkey are asked for either, and may confirm with either; a stranger\'s passkey is refused', async () => {
    await createStaff({ databaseUrl: ctx.db.url, schema: ctx.db.schema, totpKey: TEST_TOTP_KEY, email: 'admin@passkey.test', password: 'admin-secret-1', role: 'admin', totpSecret: STAFF_TOTP_SECRET });
    const first = await passwordStep('admin@passkey.test', 'admin-secret-1');
    const cookie = cookieOf(await post(API.signInSecondFactor, first.cookie, { code: await freshCode(STAFF_TOTP_SECRET, 'admin@passkey.test') }).expect(200))!;
    const key = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(cookie, key);

    let res = await reauth(cookie, { password: 'admin-secret-1' });
    expect([res.status, fields(res)]).toEqual([400, ['code', 'passkey']]);
    const options = await post(API.reauthenticatePasskeyOptions, cookie).expect(200);
    expect((await reauth(cookie, { password: 'admin-secret-1', passkey: key.get(options.body) })).status).toBe(200);

    // a stranger's passkey: 401 naming it (counted by SecondFactorCheck, the one limit of wrong second factors,
    // which two-factor.test drives with the limits on); the code path works as before
    const o = await post(API.reauthenticatePasskeyOptions, cookie).expect(200);
    res = await reauth(cookie, { password: 'admin-secret-1', passkey: new SoftwareAuthenticator(ORIGIN).get(o.body) });
    expect([res.status, fields(res)]).toEqual([401, ['passkey']]);
    expect((await reauth(cookie, { password: 'admin-secret-1', code: await freshCode(STAFF_TOTP_SECRET, 'admin@passkey.test') })).status).toBe(200);
  });
});

describe('staff enrolling a passkey instead of TOTP at the first sign-in', () => {
  it('a new member of staff adds a passkey while enrolling: signed in, ten recovery codes, and from then on signs in with it', async () => {
    await createStaff({ databaseUrl: ctx.db.url, schema: ctx.db.schema, totpKey: TEST_TOTP_KEY, email: 'assoc@enrol-passkey.test', password: 'assoc-secret-1', role: 'associate' });
    const first = await passwordStep('assoc@enrol-passkey.test', 'assoc-secret-1');
    expect([first.status, first.body.next]).toEqual([202, 'enrol']);
    // nobody is signed in meanwhile, and an anonymous session gets no registration options
    expect((await request(http()).get('/api/user').set('Cookie', first.cookie)).status).toBe(401);
    expect((await post(API.passkeyOptions, 'rl.sid=nobody')).status).toBe(401);

    const key = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(first.cookie, key, 'Desk security key');
    expect(added.recoveryCodes).toHaveLength(10);
    expect(added.user).toMatchObject({ email: 'assoc@enrol-passkey.test', role: 'associate' });
    const cookie = cookieOf(added.res) ?? first.cookie;
    expect((await request(http()).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    const status = TwoFactorStatusSchema.parse((await request(http()).get(API.twoFactor).set('Cookie', cookie).expect(200)).body);
    expect(status).toMatchObject({ totp: false, passkeys: [{ name: 'Desk security key' }], recoveryCodesLeft: 10, required: true });

    // a passkey and no TOTP satisfies the staff rule: the next sign-in asks for the passkey, and it signs in
    const next = await passwordStep('assoc@enrol-passkey.test', 'assoc-secret-1');
    expect([next.status, next.body.next, next.body.methods]).toEqual([202, 'second-factor', ['passkey', 'recovery-code']]);
    const signedIn = await passkeyStep(next.cookie, key);
    expect(signedIn.status).toBe(200);
    const again = cookieOf(signedIn)!;
    expect((await request(http()).get('/api/user').set('Cookie', again)).status).toBe(200);

    // the only second factor of a member of staff stays: removing it is a 409 and changes nothing
    const refused = await request(http()).delete(API.passkey(status.passkeys[0]!.id)).set('Cookie', again);
    expect([refused.status, refused.body.message]).toEqual([409, 'Staff accounts must keep two-factor sign-in on.']);
    expect((await request(http()).get(API.twoFactor).set('Cookie', again)).body.passkeys).toHaveLength(1);

    const client = new pg.Client({ connectionString: ctx.db.url });
    await client.connect();
    const log = (await client.query(`SELECT "action", "after" FROM "${ctx.db.schema}"."staff_actions" WHERE "actor_email" = 'assoc@enrol-passkey.test' ORDER BY "id"`)).rows;
    await client.end();
    expect(log).toEqual([
      { action: 'staff.second-factor-enrolled', after: { passkeyAdded: 'Desk security key' } },
      { action: 'staff.sign-in', after: { method: 'passkey' } },
    ]);
  });

  it('a pending sign-in of an enrolled account cannot add a passkey', async () => {
    await createStaff({ databaseUrl: ctx.db.url, schema: ctx.db.schema, totpKey: TEST_TOTP_KEY, email: 'enrolled@enrol-passkey.test', password: 'enrolled-secret-1', role: 'moderator', totpSecret: STAFF_TOTP_SECRET });
    const pending = await passwordStep('enrolled@enrol-passkey.test', 'enrolled-secret-1');
    expect(pending.body.next).toBe('second-factor');
    expect((await post(API.passkeyOptions, pending.cookie)).status).toBe(401);
  });
});
