import pg from 'pg';
import request from 'supertest';
import { REAUTHENTICATION } from '@rl/contracts';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { fakeListings, type FakePeer } from './fake-peers.js';

// Exporting everything the platform holds about a person needs a sign-in, or the password typed again, within
// the last ten minutes: a session stolen from an unlocked laptop cannot take the data at once.
let ctx: AuthTestContext;
let listings: FakePeer;
let db: pg.Client;
beforeAll(async () => {
  listings = await fakeListings();
  ctx = await startAuth({ listingsUrl: listings.url });
  db = new pg.Client({ connectionString: ctx.db.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await ctx?.close();
  await listings?.stop();
});

const http = () => request(ctx.app.getHttpServer());
const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('rl.sid='))!.split(';')[0]!;
let n = 0;
async function signedInUser() {
  const email = `reauth.${Date.now()}.${n++}@example.com`;
  const res = await http().post('/api/register').send({ email, password: 'secret-pass-1' });
  expect(res.status).toBe(201);
  return { email, cookie: cookieOf(res), sid: decodeURIComponent(cookieOf(res).slice('rl.sid='.length)).slice(2).split('.')[0]! };
}
/** Moves the session's sign-in (and any confirmation) `minutes` into the past. */
async function age(sid: string, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await db.query(
    `UPDATE "${ctx.db.schema}"."session" SET "sess" = (jsonb_set("sess"::jsonb, '{signedIn,at}', to_jsonb($2::text)) - 'confirmedAt')::json WHERE "sid" = $1`,
    [sid, at],
  );
}
const exportData = (cookie: string) => http().get('/api/account/export').set('cookie', cookie);

it('a fresh sign-in may export at once', async () => {
  const u = await signedInUser();
  expect((await exportData(u.cookie)).status).toBe(200);
});

it(`after ${REAUTHENTICATION.windowMinutes} minutes the export asks for the password again, and takes it`, async () => {
  const u = await signedInUser();
  await age(u.sid, REAUTHENTICATION.windowMinutes + 1);
  const refused = await exportData(u.cookie);
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ error: REAUTHENTICATION.error, message: REAUTHENTICATION.message });

  const wrong = await http().post('/api/account/reauthenticate').set('cookie', u.cookie).send({ password: 'not-my-password' });
  expect(wrong.status).toBe(400);
  expect(wrong.body.fields).toEqual([{ field: 'password', message: 'Password is incorrect' }]);
  expect((await exportData(u.cookie)).status).toBe(403);

  const ok = await http().post('/api/account/reauthenticate').set('cookie', u.cookie).send({ password: 'secret-pass-1' });
  expect(ok.status).toBe(200);
  expect(Date.parse(ok.body.confirmedUntil) - Date.now()).toBeGreaterThan((REAUTHENTICATION.windowMinutes - 1) * 60_000);
  expect((await exportData(u.cookie)).status).toBe(200);
});

it('within the window it needs nothing more; reauthenticating needs a session and a password', async () => {
  const u = await signedInUser();
  await age(u.sid, REAUTHENTICATION.windowMinutes - 1);
  expect((await exportData(u.cookie)).status).toBe(200);
  expect((await http().post('/api/account/reauthenticate').send({ password: 'secret-pass-1' })).status).toBe(401);
  const missing = await http().post('/api/account/reauthenticate').set('cookie', u.cookie).send({});
  expect(missing.status).toBe(400);
  expect(missing.body.fields.map((f: { field: string }) => f.field)).toEqual(['password']);
});
