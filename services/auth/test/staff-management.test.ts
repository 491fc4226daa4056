import request from 'supertest';
import { IDENTITY_HEADER, REAUTHENTICATION, type NotificationRequest } from '@rl/contracts';
import { mintIdentity, NotificationOutbox } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import pg from 'pg';
import { createStaff } from '../src/cli/staff-create.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { fakeNotifications } from './fake-peers.js';
import { freshCode, secretOf, signInFully, TEST_TOTP_KEY } from './second-factor.js';

let ctx: AuthTestContext;
let notifications: Awaited<ReturnType<typeof fakeNotifications>>;
let db: pg.Client;
const cookies: Record<'admin' | 'associate' | 'moderator' | 'user', string> = { admin: '', associate: '', moderator: '', user: '' };
const ids: Record<string, string> = {};

const http = () => ctx.app.getHttpServer();
const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('rl.sid='))!.split(';')[0]!;
const sql = async <T,>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
/** The session cookie once signed in (password, then the second factor, or enrolling one), or null. */
async function signIn(email: string, password: string): Promise<string | null> {
  const { res, cookie } = await signInFully(http(), email, password);
  return res.status === 200 ? cookie! : null;
}
async function sent(kind: NotificationRequest['event']['kind'], from = 0): Promise<NotificationRequest[]> {
  await ctx.app.get(NotificationOutbox).runOnce();
  return notifications.requests().slice(from).filter((r) => r.event.kind === kind);
}
/** Who the session is, as the gateway would learn it (anonymous: no identity header). */
async function identityOf(cookie: string): Promise<string | undefined> {
  const res = await request(http()).get('/internal/identity').set('x-original-method', 'GET').set('x-original-uri', '/api/desk/leads').set('Cookie', cookie);
  return (res.headers['x-identity'] as string | undefined) || undefined;
}

beforeAll(async () => {
  notifications = await fakeNotifications();
  ctx = await startAuth({ notificationsUrl: notifications.url });
  db = new pg.Client({ connectionString: ctx.db.url });
  await db.connect();
  const base = { databaseUrl: ctx.db.url, schema: ctx.db.schema, totpKey: TEST_TOTP_KEY };
  for (const role of ['admin', 'associate', 'moderator'] as const) {
    const made = await createStaff({ ...base, email: `${role}@staff.test`, password: `${role}-secret`, role, firstName: role === 'admin' ? 'Ada' : undefined, lastName: role === 'admin' ? 'Admin' : undefined });
    ids[role] = made.id;
    cookies[role] = (await signIn(`${role}@staff.test`, `${role}-secret`))!;
  }
  const reg = await request(http()).post('/api/register').send({ email: 'buyer@example.com', password: 'buyer-secret' }).expect(201);
  ids.user = reg.body.id;
  cookies.user = cookieOf(reg);
});
afterAll(async () => {
  await db?.end();
  await ctx?.close();
  await notifications?.stop();
});

describe('the role matrix of the staff routes', () => {
  const routes = () => [
    { method: 'get', path: '/api/staff', body: undefined, ok: 200 },
    { method: 'post', path: '/api/staff/invitations', body: { email: 'matrix@staff.test', firstName: 'Max', lastName: 'Matrix', role: 'associate' }, ok: 201 },
    { method: 'patch', path: `/api/staff/${ids.moderator}`, body: { role: 'moderator' }, ok: 200 },
    { method: 'post', path: `/api/staff/${ids.associate}/deactivate`, body: undefined, ok: 200 },
  ] as const;

  it('anonymous 401, a customer, an associate and a moderator 403, nothing changed; an admin passes', async () => {
    const before = await sql(`SELECT "id", "role", "deactivated_at" FROM "${ctx.db.schema}"."users" ORDER BY "id"`);
    for (const r of routes()) {
      const anonymous = await request(http())[r.method](r.path).send(r.body);
      expect([r.path, anonymous.status, anonymous.body.statusCode]).toEqual([r.path, 401, 401]);
      for (const who of ['user', 'associate', 'moderator'] as const) {
        const res = await request(http())[r.method](r.path).set('Cookie', cookies[who]).send(r.body);
        expect([r.path, who, res.status]).toEqual([r.path, who, 403]);
      }
    }
    // bad input from someone without the role is still refused for the role, not the input
    const bad = await request(http()).post('/api/staff/invitations').set('Cookie', cookies.associate).send({ email: 'nope' });
    expect(bad.status).toBe(403);
    expect(await sql(`SELECT "id", "role", "deactivated_at" FROM "${ctx.db.schema}"."users" ORDER BY "id"`)).toEqual(before);
    expect(await signIn('matrix@staff.test', 'x')).toBeNull();

    // the admin: every route passes (the deactivation last: it is tested on its own below)
    for (const r of routes().slice(0, 3)) {
      const res = await request(http())[r.method](r.path).set('Cookie', cookies.admin).send(r.body);
      expect([r.path, res.status]).toEqual([r.path, r.ok]);
    }
  });
});

describe('invitations', () => {
  it('a 400 naming each bad field, nothing written', async () => {
    const count = async () => (await sql<{ n: string }>(`SELECT count(*) AS n FROM "${ctx.db.schema}"."users"`))[0]!.n;
    const before = await count();
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', firstName: 'A', lastName: 'B', role: 'associate' }, 'email'],
      [{ email: 'a@b.test', firstName: '', lastName: 'B', role: 'associate' }, 'firstName'],
      [{ email: 'a@b.test', firstName: 'A', lastName: 'B\nC', role: 'associate' }, 'lastName'],
      [{ email: 'a@b.test', firstName: 'A', lastName: 'B', role: 'user' }, 'role'],
      [{ email: 'a@b.test', firstName: 'A', lastName: 'B', role: 'associate', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await request(http()).post('/api/staff/invitations').set('Cookie', cookies.admin).send(body as object);
      expect(res.status).toBe(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const taken = await request(http()).post('/api/staff/invitations').set('Cookie', cookies.admin).send({ email: 'buyer@example.com', firstName: 'A', lastName: 'B', role: 'associate' });
    expect(taken.status).toBe(409);
    expect(taken.body.fields[0].field).toBe('email');
    const staffAlready = await request(http()).post('/api/staff/invitations').set('Cookie', cookies.admin).send({ email: 'MODERATOR@staff.test', firstName: 'A', lastName: 'B', role: 'associate' });
    expect(staffAlready.status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('mails a one-time link valid 72 hours; the link sets the password; the new associate signs in', async () => {
    const from = notifications.requests().length;
    const res = await request(http()).post('/api/staff/invitations').set('Cookie', cookies.admin)
      .send({ email: 'Ivy@Staff.test', firstName: 'Ivy', lastName: 'Invited', role: 'associate' }).expect(201);
    expect(res.body).toMatchObject({ email: 'ivy@staff.test', role: 'associate', status: 'invited', firstName: 'Ivy' });
    const [mail] = await sent('staff-invite', from);
    expect(mail).toMatchObject({ to: { email: 'ivy@staff.test', name: 'Ivy' }, event: { kind: 'staff-invite', role: 'associate', invitedBy: 'Ada Admin' } });
    const token = (mail!.event as { token: string }).token;
    const [row] = await sql<{ hours: number }>(
      `SELECT round(extract(epoch FROM "expires_at" - "created_at") / 3600) AS hours FROM "${ctx.db.schema}"."account_tokens" WHERE "purpose" = 'staff-invite' AND "used_at" IS NULL`,
    );
    expect(Number(row!.hours)).toBe(72);
    // not listed to sales (no assignments) and no sign-in before the password is chosen
    expect(await signIn('ivy@staff.test', '')).toBeNull();
    const list = await request(http()).get('/api/staff').set('Cookie', cookies.admin).expect(200);
    expect(list.body.staff.find((s: { email: string }) => s.email === 'ivy@staff.test')).toMatchObject({ status: 'invited' });

    await request(http()).post('/api/password/reset').send({ token, password: 'ivy-secret' }).expect(200);
    expect(await signIn('ivy@staff.test', 'ivy-secret')).not.toBeNull();
    const again = await request(http()).post('/api/password/reset').send({ token, password: 'other-secret' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ reason: 'used', fields: [{ field: 'token' }] });
    const after = await request(http()).get('/api/staff').set('Cookie', cookies.admin).expect(200);
    expect(after.body.staff.find((s: { email: string }) => s.email === 'ivy@staff.test')).toMatchObject({ status: 'active' });
  });

  it('an expired invitation link is refused as expired', async () => {
    const from = notifications.requests().length;
    await request(http()).post('/api/staff/invitations').set('Cookie', cookies.admin).send({ email: 'late@staff.test', firstName: 'Lee', lastName: 'Late', role: 'moderator' }).expect(201);
    const [mail] = await sent('staff-invite', from);
    await sql(`UPDATE "${ctx.db.schema}"."account_tokens" SET "expires_at" = now() - interval '1 second' WHERE "purpose" = 'staff-invite' AND "used_at" IS NULL`);
    const res = await request(http()).post('/api/password/reset').send({ token: (mail!.event as { token: string }).token, password: 'late-secret' });
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('expired');
  });
});

describe('roles and deactivation', () => {
  it('changes a role (effective on the next request); refuses the own role, unknown ids, customers', async () => {
    const changed = await request(http()).patch(`/api/staff/${ids.moderator}`).set('Cookie', cookies.admin).send({ role: 'associate' }).expect(200);
    expect(changed.body).toMatchObject({ role: 'associate', status: 'active' });
    const me = await request(http()).get('/api/user').set('Cookie', cookies.moderator).expect(200);
    expect(me.body.role).toBe('associate');
    await request(http()).patch(`/api/staff/${ids.moderator}`).set('Cookie', cookies.admin).send({ role: 'moderator' }).expect(200);

    const own = await request(http()).patch(`/api/staff/${ids.admin}`).set('Cookie', cookies.admin).send({ role: 'associate' });
    expect([own.status, own.body.fields[0].field]).toEqual([400, 'role']);
    const badRole = await request(http()).patch(`/api/staff/${ids.moderator}`).set('Cookie', cookies.admin).send({ role: 'owner' });
    expect([badRole.status, badRole.body.fields[0].field]).toEqual([400, 'role']);
    const badId = await request(http()).patch('/api/staff/not-a-uuid').set('Cookie', cookies.admin).send({ role: 'associate' });
    expect([badId.status, badId.body.fields[0].field]).toEqual([400, 'id']);
    const customer = await request(http()).patch(`/api/staff/${ids.user}`).set('Cookie', cookies.admin).send({ role: 'admin' });
    expect([customer.status, customer.body.fields[0].field]).toEqual([404, 'id']);
    expect((await request(http()).get('/api/user').set('Cookie', cookies.user)).body.role).toBe('user');
  });

  it('deactivation ends every session at once, refuses sign-in and drops the person from the staff directory', async () => {
    const second = (await signIn('associate@staff.test', 'associate-secret'))!;
    expect(await identityOf(second)).toBeDefined();
    const res = await request(http()).post(`/api/staff/${ids.associate}/deactivate`).set('Cookie', cookies.admin).expect(200);
    expect(res.body).toMatchObject({ status: 'deactivated', deactivatedAt: expect.any(String) });
    expect(await sql(`SELECT 1 FROM "${ctx.db.schema}"."session" WHERE "sess"->'passport'->>'user' = $1`, [ids.associate])).toEqual([]);
    expect(await identityOf(cookies.associate)).toBeUndefined();
    expect(await identityOf(second)).toBeUndefined();
    expect((await request(http()).get('/api/user').set('Cookie', second)).status).toBe(401);
    expect(await signIn('associate@staff.test', 'associate-secret')).toBeNull();
    // sales no longer gets the person as an associate (their leads are handed over there)
    const listed = await request(http()).get('/internal/staff?role=associate')
      .set(IDENTITY_HEADER, mintIdentity({ sub: 'service:sales', role: 'service', method: 'GET', path: '/internal/staff' }, TEST_IDENTITY_SECRET));
    expect(listed.body.staff.map((s: { id: string }) => s.id)).not.toContain(ids.associate);
    // twice: the same answer; the own account: refused
    await request(http()).post(`/api/staff/${ids.associate}/deactivate`).set('Cookie', cookies.admin).expect(200);
    const own = await request(http()).post(`/api/staff/${ids.admin}/deactivate`).set('Cookie', cookies.admin);
    expect([own.status, own.body.fields[0].field]).toEqual([400, 'id']);
    const changeRole = await request(http()).patch(`/api/staff/${ids.associate}`).set('Cookie', cookies.admin).send({ role: 'admin' });
    expect(changeRole.status).toBe(409);
  });

  it('inviting a deactivated address again sends a new link and makes the account work again once the password is chosen', async () => {
    const from = notifications.requests().length;
    const res = await request(http()).post('/api/staff/invitations').set('Cookie', cookies.admin).send({ email: 'associate@staff.test', firstName: 'Al', lastName: 'Back', role: 'associate' }).expect(201);
    expect(res.body).toMatchObject({ id: ids.associate, status: 'invited' });
    const [mail] = await sent('staff-invite', from);
    await request(http()).post('/api/password/reset').send({ token: (mail!.event as { token: string }).token, password: 'back-secret' }).expect(200);
    expect(await signIn('associate@staff.test', 'associate-secret')).toBeNull();
    expect(await signIn('associate@staff.test', 'back-secret')).not.toBeNull();
  });
});

describe('a recent sign-in', () => {
  it(`invitations, role changes and deactivations need a sign-in or the password confirmed within ${REAUTHENTICATION.windowMinutes} minutes`, async () => {
    await createStaff({ databaseUrl: ctx.db.url, schema: ctx.db.schema, totpKey: TEST_TOTP_KEY, email: 'old-session@staff.test', password: 'old-session-secret', role: 'admin' });
    const cookie = (await signIn('old-session@staff.test', 'old-session-secret'))!;
    const sid = decodeURIComponent(cookie.slice('rl.sid='.length)).slice(2).split('.')[0]!;
    const longAgo = new Date(Date.now() - (REAUTHENTICATION.windowMinutes + 1) * 60_000).toISOString();
    await sql(`UPDATE "${ctx.db.schema}"."session" SET "sess" = jsonb_set("sess"::jsonb, '{signedIn,at}', to_jsonb($2::text))::json WHERE "sid" = $1`, [sid, longAgo]);
    const invite = () => request(http()).post('/api/staff/invitations').set('Cookie', cookie).send({ email: `later.${Date.now()}@staff.test`, firstName: 'Lena', lastName: 'Later', role: 'associate' });
    const refused = await invite();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(REAUTHENTICATION.error);
    expect((await request(http()).patch(`/api/staff/${ids.moderator}`).set('Cookie', cookie).send({ role: 'associate' })).status).toBe(403);
    expect((await request(http()).post(`/api/staff/${ids.moderator}/deactivate`).set('Cookie', cookie)).status).toBe(403);
    // listing the staff needs nothing more
    expect((await request(http()).get('/api/staff').set('Cookie', cookie)).status).toBe(200);
    // two-factor sign-in is on (staff): the password alone is not enough
    const passwordOnly = await request(http()).post('/api/account/reauthenticate').set('Cookie', cookie).send({ password: 'old-session-secret' });
    expect([passwordOnly.status, passwordOnly.body.fields[0].field]).toEqual([400, 'code']);
    expect((await invite()).status).toBe(403);
    const code = await freshCode(secretOf('old-session@staff.test')!, 'old-session@staff.test');
    expect((await request(http()).post('/api/account/reauthenticate').set('Cookie', cookie).send({ password: 'old-session-secret', code })).status).toBe(200);
    expect((await invite()).status).toBe(201);
  });
});
