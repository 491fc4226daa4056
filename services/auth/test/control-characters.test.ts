import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { RedactingTypeOrmLogger } from '@rl/service-kit';
import { startAuth, type AuthTestContext } from './auth-app.js';

// A NUL or another control character in a sign-in or sign-up field is the client's mistake: 400 naming the
// field, never a 500 and never a database error log carrying what the client sent.
let ctx: AuthTestContext;
beforeAll(async () => { ctx = await startAuth(); });
afterAll(async () => { await ctx?.close(); });

it.each([
  ['/api/login', { email: 'ada\u0000@example.com', password: 'secret12' }, 'email'],
  ['/api/register', { email: 'ada\u0000@example.com', password: 'secret12' }, 'email'],
  ['/api/register', { email: 'nul.name@example.com', password: 'secret12', firstName: 'Ada\u0000' }, 'firstName'],
  ['/api/register', { email: 'crlf.name@example.com', password: 'secret12', lastName: 'Lovelace\r\nBcc: x@example.com' }, 'lastName'],
])('%s with a control character -> 400 naming %#', async (path, body, field) => {
  const res = await request(ctx.app.getHttpServer()).post(path).send(body);
  expect(res.status).toBe(400);
  expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
  expect(res.body.message).toMatch(/control characters/);
});

// found by an outside probe: a lone UTF-16 surrogate (valid JSON, not Unicode) answered 500
it.each([
  ['/api/register', { email: 'lone@example.com', password: 'secret12', firstName: 'Ada\ud800' }, 'firstName'],
  ['/api/register', { email: 'lone2@example.com', password: 'secret12', lastName: '\udfffLovelace' }, 'lastName'],
  ['/api/login', { email: 'lone@example.com', password: 'secret\ud800' }, 'password'],
])('%s with a lone surrogate -> 400 naming %#, nothing written', async (path, body, field) => {
  const res = await request(ctx.app.getHttpServer()).post(path).send(body);
  expect(res.status).toBe(400);
  expect(res.body.fields).toEqual([{ field, message: `${field} contains characters that are not valid text` }]);
  expect(await request(ctx.app.getHttpServer()).post('/api/login').send({ email: body.email, password: 'secret12' }).then((r) => r.status)).toBe(401);
});

it('a failing query is logged with its statement only, never its parameters', () => {
  let out = '';
  const sink = new Writable({ write(chunk, _enc, done) { out += chunk; done(); } });
  const logger = new RedactingTypeOrmLogger(pino({ level: 'info' }, sink));
  const err = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  logger.logQueryError(err, 'SELECT * FROM "auth"."users" WHERE "email" = $1', ['ada@example.com', '$argon2id$v=19$m=19456,t=2,p=1$abc$def']);
  expect(out).toMatch(/database query failed/);
  expect(out).toMatch(/22021/);
  expect(out).not.toMatch(/ada@example\.com/);
  expect(out).not.toMatch(/argon2id/);
});
