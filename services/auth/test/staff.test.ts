import request from 'supertest';
import { IDENTITY_HEADER, INTERNAL_ROUTES } from '@rl/contracts';
import { mintIdentity, SeenTokens, verifyIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { createStaff } from '../src/cli/staff-create.js';
import { UsersService } from '../src/users/users.service.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { signInFully, TEST_TOTP_KEY } from './second-factor.js';

let auth: AuthTestContext;
beforeAll(async () => { auth = await startAuth(); });
afterAll(async () => { await auth?.close(); });

const staffList = (role: string, who: 'service' | 'user' | 'anonymous' = 'service') => {
  const path = INTERNAL_ROUTES.auth.staff;
  const r = request(auth.app.getHttpServer()).get(`${path}?role=${role}`);
  if (who === 'anonymous') return r;
  return r.set(IDENTITY_HEADER, mintIdentity(who === 'service' ? { sub: 'service:sales', role: 'service', method: 'GET', path } : { sub: 'u', role: 'admin', method: 'GET', path }, TEST_IDENTITY_SECRET));
};

describe('staff roles', () => {
  it('staff:create makes associates and moderators (verified accounts), refuses another role, changes an existing account\'s role', async () => {
    const base = { databaseUrl: auth.db.url, schema: auth.db.schema, totpKey: TEST_TOTP_KEY };
    expect(await createStaff({ ...base, email: 'Ava@Example.com', password: 'ava-secret', role: 'associate' })).toMatchObject({ email: 'ava@example.com', role: 'associate', created: true });
    expect(await createStaff({ ...base, email: 'mo@example.com', password: 'mo-secret', role: 'moderator' })).toMatchObject({ role: 'moderator', created: true });
    await expect(createStaff({ ...base, email: 'x@example.com', password: 'x-secret', role: 'owner' as never })).rejects.toThrow(/role/);
    await expect(createStaff({ ...base, email: 'not-an-email', password: 'x-secret', role: 'associate' })).rejects.toThrow(/email/);
    expect(await createStaff({ ...base, email: 'mo@example.com', password: 'mo-secret-2', role: 'admin' })).toMatchObject({ role: 'admin', created: false });
    const users = auth.app.get(UsersService);
    expect((await users.findByEmail('ava@example.com'))?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('a signed-in associate\'s identity carries the role', async () => {
    const http = auth.app.getHttpServer();
    const { res: login, cookie } = await signInFully(http, 'ava@example.com', 'ava-secret');
    expect(login.status).toBe(200);
    expect(login.body.role ?? login.body.user.role).toBe('associate');
    const res = await request(http).get('/internal/identity').set('x-original-method', 'GET').set('x-original-uri', '/api/desk/leads').set('Cookie', cookie!);
    const claims = verifyIdentity(res.headers[IDENTITY_HEADER] as string, TEST_IDENTITY_SECRET, { method: 'GET', path: '/api/desk/leads' }, new SeenTokens());
    expect(claims).toMatchObject({ ok: true, claims: { role: 'associate' } });
  });

  it('GET /internal/staff lists one role to services only; a bad role is a 400 naming it', async () => {
    const res = await staffList('associate');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ staff: [{ id: expect.any(String), email: 'ava@example.com', name: 'ava', role: 'associate' }] });
    expect((await staffList('moderator')).body).toEqual({ staff: [] });
    expect((await staffList('associate', 'user')).status).toBe(403);
    expect((await staffList('associate', 'anonymous')).status).toBe(403);
    const bad = await staffList('owner');
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('role');
  });
});
