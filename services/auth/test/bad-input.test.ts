import pg from 'pg';
import request from 'supertest';
import { startAuth, type AuthTestContext } from './auth-app.js';

let ctx: AuthTestContext;
beforeAll(async () => { ctx = await startAuth(); });
afterAll(async () => { await ctx?.close(); });

async function userCount(): Promise<number> {
  const c = new pg.Client({ connectionString: ctx.db.url });
  await c.connect();
  try {
    const r = await c.query(`SELECT count(*)::int AS n FROM "${ctx.db.schema}"."users"`);
    return r.rows[0].n;
  } finally {
    await c.end();
  }
}

const valid = { email: 'ok@example.com', password: 'secret1', firstName: 'Ok', lastName: 'User' };

describe('bad input to /api/register and /api/login', () => {
  const cases: Array<[string, () => request.Test, number, RegExp]> = [
    ['malformed JSON', () => request(ctx.app.getHttpServer()).post('/api/register').set('Content-Type', 'application/json').send('{"email": "a@b.c",'), 400, /Malformed JSON/],
    ['no body', () => request(ctx.app.getHttpServer()).post('/api/register'), 400, /body|email/],
    ['missing password', () => request(ctx.app.getHttpServer()).post('/api/register').send({ email: 'a@example.com' }), 400, /password/],
    ['bad email format', () => request(ctx.app.getHttpServer()).post('/api/register').send({ ...valid, email: 'not-an-email' }), 400, /email/],
    ['short password', () => request(ctx.app.getHttpServer()).post('/api/register').send({ ...valid, password: '12345' }), 400, /password.*at least 6/i],
    ['wrong type', () => request(ctx.app.getHttpServer()).post('/api/register').send({ ...valid, firstName: 42 }), 400, /firstName/],
    ['unknown field', () => request(ctx.app.getHttpServer()).post('/api/register').send({ ...valid, role: 'admin' }), 400, /role/],
    ['email over 254', () => request(ctx.app.getHttpServer()).post('/api/register').send({ ...valid, email: `${'a'.repeat(250)}@example.com` }), 400, /email/],
    ['first name over 100', () => request(ctx.app.getHttpServer()).post('/api/register').send({ ...valid, firstName: 'x'.repeat(101) }), 400, /firstName/],
    ['last name over 100', () => request(ctx.app.getHttpServer()).post('/api/register').send({ ...valid, lastName: 'x'.repeat(101) }), 400, /lastName/],
    ['password over 1024', () => request(ctx.app.getHttpServer()).post('/api/register').send({ ...valid, password: 'p'.repeat(1025) }), 400, /password/],
    ['array body', () => request(ctx.app.getHttpServer()).post('/api/register').send([valid]), 400, /body/],
    ['3 MB body', () => request(ctx.app.getHttpServer()).post('/api/register').send({ ...valid, firstName: 'x'.repeat(3 * 1024 * 1024) }), 413, /too large/],
    ['login without password', () => request(ctx.app.getHttpServer()).post('/api/login').send({ email: 'a@example.com' }), 400, /password/],
    ['login without email', () => request(ctx.app.getHttpServer()).post('/api/login').send({ password: 'secret1' }), 400, /email/],
    ['login with unknown field', () => request(ctx.app.getHttpServer()).post('/api/login').send({ email: 'a@example.com', password: 'x', remember: true }), 400, /remember/],
    ['login malformed JSON', () => request(ctx.app.getHttpServer()).post('/api/login').set('Content-Type', 'application/json').send('nope'), 400, /Malformed JSON/],
  ];

  it.each(cases)('%s: a 4xx JSON answer naming the problem, nothing stored', async (_name, send, status, pattern) => {
    const before = await userCount();
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.statusCode).toBe(status);
    expect(`${res.body.message} ${JSON.stringify(res.body.fields ?? [])}`).toMatch(pattern);
    expect(await userCount()).toBe(before);
  });

  it('names each offending field in `fields`', async () => {
    const res = await request(ctx.app.getHttpServer()).post('/api/register').send({ email: 'bad', password: '1' });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'password']);
  });

  it('a valid registration still works after all that', async () => {
    const res = await request(ctx.app.getHttpServer()).post('/api/register').send(valid);
    expect(res.status).toBe(201);
    expect(await userCount()).toBe(1);
  });
});
