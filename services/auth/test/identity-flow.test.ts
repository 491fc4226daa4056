import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { IDENTITY_HEADER } from '@rl/contracts';
import { mintIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { UsersService } from '../src/users/users.service.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { signInFully, STAFF_TOTP_SECRET } from './second-factor.js';
import { startProbe } from './probe-service.js';

let auth: AuthTestContext;
let probe: NestExpressApplication;
let userCookie: string;
let adminCookie: string;

const cookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('rl.sid='))!.split(';')[0];

beforeAll(async () => {
  auth = await startAuth();
  probe = await startProbe();
  const http = auth.app.getHttpServer();
  userCookie = cookieOf(await request(http).post('/api/register').send({ email: 'user@example.com', password: 'secret1' }));
  await auth.app.get(UsersService).upsertStaff('admin@example.com', 'admin-secret', 'admin', {}, STAFF_TOTP_SECRET);
  const admin = await signInFully(http, 'admin@example.com', 'admin-secret');
  expect(admin.res.status).toBe(200);
  adminCookie = admin.cookie!;
});
afterAll(async () => {
  await probe?.close();
  await auth?.close();
});

/** What the gateway does: ask auth who the caller is for this exact request. */
async function identityFor(cookie: string | undefined, method: string, uri: string): Promise<string | undefined> {
  const req = request(auth.app.getHttpServer()).get('/internal/identity').set('x-original-method', method).set('x-original-uri', uri);
  if (cookie) req.set('Cookie', cookie);
  const res = await req;
  expect(res.status).toBe(200);
  return res.headers[IDENTITY_HEADER] as string | undefined;
}

const probeGet = (path: string, token?: string) => {
  const r = request(probe.getHttpServer()).get(path);
  return token ? r.set(IDENTITY_HEADER, token) : r;
};

describe('identity: auth mints, services verify', () => {
  it('anonymous: no token; public routes serve, protected answer 401', async () => {
    expect(await identityFor(undefined, 'GET', '/api/probe/user')).toBeUndefined();
    expect((await probeGet('/api/probe/public')).body).toEqual({ who: null });
    expect((await probeGet('/api/probe/user')).status).toBe(401);
    expect((await probeGet('/api/probe/admin')).status).toBe(401);
  });

  it('user: reaches user routes, gets 403 on admin routes', async () => {
    const t1 = await identityFor(userCookie, 'GET', '/api/probe/user');
    const ok = await probeGet('/api/probe/user', t1);
    expect(ok.status).toBe(200);
    expect(ok.body.who).toMatchObject({ role: 'user', email: 'user@example.com' });
    const t2 = await identityFor(userCookie, 'GET', '/api/probe/admin');
    expect((await probeGet('/api/probe/admin', t2)).status).toBe(403);
  });

  it('admin: reaches admin routes', async () => {
    const t = await identityFor(adminCookie, 'GET', '/api/probe/admin?x=1');
    const res = await probeGet('/api/probe/admin?x=1', t);
    expect(res.status).toBe(200);
    expect(res.body.who.role).toBe('admin');
  });

  it('a replayed token is refused', async () => {
    const t = await identityFor(userCookie, 'GET', '/api/probe/user');
    expect((await probeGet('/api/probe/user', t)).status).toBe(200);
    expect((await probeGet('/api/probe/user', t)).status).toBe(401);
  });

  it('a token minted for another request is refused', async () => {
    const t = await identityFor(userCookie, 'GET', '/api/probe/public');
    expect((await probeGet('/api/probe/user', t)).status).toBe(401);
    const t2 = await identityFor(userCookie, 'GET', '/api/probe/user');
    expect((await request(probe.getHttpServer()).post('/api/probe/user').set(IDENTITY_HEADER, t2!)).status).toBe(401);
  });

  it('a forged token is refused: edited claims, wrong secret, garbage', async () => {
    const t = (await identityFor(userCookie, 'GET', '/api/probe/admin'))!;
    const [payload, mac] = t.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await probeGet('/api/probe/admin', `${promoted}.${mac}`)).status).toBe(401);
    const wrongSecret = mintIdentity({ sub: 'x', role: 'admin', method: 'GET', path: '/api/probe/admin' }, 'some-other-secret-0123456789abcdefgh');
    expect((await probeGet('/api/probe/admin', wrongSecret)).status).toBe(401);
    expect((await probeGet('/api/probe/admin', 'garbage')).status).toBe(401);
  });

  it('an expired token is refused', async () => {
    const old = mintIdentity({ sub: 'u1', role: 'admin', method: 'GET', path: '/api/probe/admin', now: Date.now() - 5 * 60_000 }, TEST_IDENTITY_SECRET);
    expect((await probeGet('/api/probe/admin', old)).status).toBe(401);
  });

  it('a user token cannot reach internal service routes; a service token can', async () => {
    const t = await identityFor(adminCookie, 'GET', '/api/probe/internal');
    expect((await probeGet('/api/probe/internal', t)).status).toBe(403);
    const svc = mintIdentity({ sub: 'service:moderation', role: 'service', method: 'GET', path: '/api/probe/internal' }, TEST_IDENTITY_SECRET);
    expect((await probeGet('/api/probe/internal', svc)).status).toBe(200);
  });

  it('a signed-out session no longer gets a token', async () => {
    const http = auth.app.getHttpServer();
    const c = cookieOf(await request(http).post('/api/login').send({ email: 'user@example.com', password: 'secret1' }));
    expect(await identityFor(c, 'GET', '/api/probe/user')).toBeDefined();
    await request(http).post('/api/logout').set('Cookie', c);
    expect(await identityFor(c, 'GET', '/api/probe/user')).toBeUndefined();
  });
});
