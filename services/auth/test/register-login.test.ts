import request from 'supertest';
import { startAuth, type AuthTestContext } from './auth-app.js';

let ctx: AuthTestContext;
beforeAll(async () => { ctx = await startAuth(); });
afterAll(async () => { await ctx?.close(); });

const sessionCookie = (res: request.Response): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('rl.sid='))?.split(';')[0];

describe('register, user, logout, login', () => {
  it('registers, is signed in at once, signs out, signs in again with a new session id', async () => {
    const http = ctx.app.getHttpServer();
    const reg = await request(http).post('/api/register')
      .send({ email: 'Ada@Example.com', password: 'secret1', firstName: 'Ada', lastName: 'Lovelace' });
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'user' });
    expect(reg.body).not.toHaveProperty('password');
    expect(reg.body).not.toHaveProperty('passwordHash');
    const setCookie = ([] as string[]).concat(reg.headers['set-cookie']).join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const c1 = sessionCookie(reg)!;

    const me = await request(http).get('/api/user').set('Cookie', c1);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('ada@example.com');

    const out = await request(http).post('/api/logout').set('Cookie', c1);
    expect(out.status).toBe(204);
    expect((await request(http).get('/api/user').set('Cookie', c1)).status).toBe(401);

    const login = await request(http).post('/api/login').send({ email: 'ada@example.com', password: 'secret1' });
    expect(login.status).toBe(200);
    expect(login.body.firstName).toBe('Ada');
    const c2 = sessionCookie(login)!;
    expect(c2).toBeDefined();
    expect(c2).not.toBe(c1);
    expect((await request(http).get('/api/user').set('Cookie', c2)).body.email).toBe('ada@example.com');
  });

  it('rotates the session id when a visitor with a session signs in', async () => {
    const http = ctx.app.getHttpServer();
    await request(http).post('/api/register').send({ email: 'rot@example.com', password: 'secret1' });
    const first = await request(http).post('/api/login').send({ email: 'rot@example.com', password: 'secret1' });
    const a = sessionCookie(first)!;
    const second = await request(http).post('/api/login').set('Cookie', a).send({ email: 'rot@example.com', password: 'secret1' });
    const b = sessionCookie(second)!;
    expect(b).toBeDefined();
    expect(b).not.toBe(a);
    // the old id no longer signs anyone in
    expect((await request(http).get('/api/user').set('Cookie', a)).status).toBe(401);
  });

  it('answers 409 for a duplicate email, whatever its case', async () => {
    const http = ctx.app.getHttpServer();
    await request(http).post('/api/register').send({ email: 'dup@example.com', password: 'secret1' });
    const again = await request(http).post('/api/register').send({ email: 'DUP@example.com', password: 'other12' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
  });

  it('answers 401 for a wrong password or unknown email with the same message', async () => {
    const http = ctx.app.getHttpServer();
    await request(http).post('/api/register').send({ email: 'pw@example.com', password: 'secret1' });
    const wrongPw = await request(http).post('/api/login').send({ email: 'pw@example.com', password: 'nope123' });
    const unknown = await request(http).post('/api/login').send({ email: 'nobody@example.com', password: 'secret1' });
    expect(wrongPw.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPw.body.message).toBe(unknown.body.message);
    expect(sessionCookie(wrongPw)).toBeUndefined();
  });

  it('GET /api/login sends the browser to /auth', async () => {
    const res = await request(ctx.app.getHttpServer()).get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });

  it('GET /api/login carries the page to return to and the reason, only when they are safe', async () => {
    const http = request(ctx.app.getHttpServer());
    const to = async (q: string) => (await http.get(`/api/login${q}`)).headers.location;
    expect(await to('?next=%2Fdashboard%3Ftab%3Dsold&reason=signed-out')).toBe('/auth?next=%2Fdashboard%3Ftab%3Dsold&reason=signed-out');
    expect(await to('?next=%2F%2Fevil.example&reason=signed-out')).toBe('/auth?reason=signed-out');
    expect(await to('?next=https%3A%2F%2Fevil.example&reason=nonsense')).toBe('/auth');
    expect(await to('?next=%2Fadmin&reason=admin-only')).toBe('/auth?next=%2Fadmin&reason=admin-only');
  });
});
