import pg from 'pg';
import request from 'supertest';
import { RECOVERY_CODE_PATTERN, TwoFactorStatusSchema, API } from '@rl/contracts';
import { createStaff } from '../src/cli/staff-create.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { cookieOf, freshCode, STAFF_TOTP_SECRET, TEST_TOTP_KEY } from './second-factor.js';
import { SoftwareAuthenticator } from './software-authenticator.js';

const ORIGIN = 'http://localhost:8080'; // the test app's PUBLIC_URL (default)
let ctx: AuthTestContext;
const http = () => ctx.app.getHttpServer();
const post = (path: string, cookie: string, body?: object) => request(http()).post(path).set('Cookie', cookie).send(body ?? {});

beforeAll(async () => { ctx = await startAuth(); });
afterAll(async () => { await ctx?.close(); });

/** Adds a passkey of `authenticator` to the signed-in account of `cookie`; answers the 201 body. */
async function addPasskey(cookie: string, authenticator: SoftwareAuthenticator, name?: string) {
  const options = await post(API.passkeyOptions, cookie).expect(200);
  expect(options.body).toMatchObject({ rp: { name: 'Remote Listings', id: 'localhost' }, attestation: 'none', challenge: expect.any(String) });
  const res = await post(API.passkeys, cookie, { ...(name ? { name } : {}), response: authenticator.create(options.body) });
  expect(res.status).toBe(201);
  return res.body;
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
