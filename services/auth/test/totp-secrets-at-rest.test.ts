import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { createDataSource } from '@rl/service-kit';
import { startTestDatabase, type TestDatabase } from '@rl/test-kit';
import { AUTH_ENTITIES, authMigrations } from '../src/app.module.js';
import { createStaff } from '../src/cli/staff-create.js';
import { hashPassword } from '../src/users/passwords.js';
import { TotpSecretCipher } from '../src/users/totp-secret-cipher.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { cookieOf, freshCode, rememberSecret, signInFully, STAFF_TOTP_SECRET, TEST_TOTP_KEY } from './second-factor.js';

const OTHER_KEY = randomBytes(32).toString('base64');
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

let db: TestDatabase;
let client: pg.Client;
const stored = async (email: string) =>
  (await client.query(`SELECT "id", "totp_secret" FROM "${db.schema}"."users" WHERE "email" = $1`, [email])).rows[0] as { id: string; totp_secret: string | null };
const signsIn = async (ctx: AuthTestContext, email: string, password: string) => (await signInFully(ctx.app.getHttpServer(), email, password)).res.status;

beforeAll(async () => {
  db = await startTestDatabase('totpkey');
  // the database as it was before secrets were sealed: every migration but the last, and one enrolled
  // member of staff whose secret is stored in plain base32
  const cipher = new TotpSecretCipher(TEST_TOTP_KEY);
  const before = await createDataSource({ url: db.url, schema: db.schema, entities: AUTH_ENTITIES, migrations: authMigrations(cipher).slice(0, -2), poolSize: 1 });
  await before.query(
    `INSERT INTO "${db.schema}"."users" ("id", "email", "password_hash", "role", "email_verified_at", "totp_secret", "totp_enabled_at")
     VALUES ($1, 'plain@staff.test', $2, 'admin', now(), $3, now())`,
    [randomUUID(), await hashPassword('plain-secret-1'), STAFF_TOTP_SECRET],
  );
  await before.destroy();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await db?.stop();
});

describe('TOTP secrets at rest', () => {
  it('the migration seals the secrets stored in plain text, and their owners still sign in with their codes', async () => {
    const ctx = await startAuth({ db });
    try {
      const row = await stored('plain@staff.test');
      expect(row.totp_secret).toMatch(/^totp1\.[0-9a-f]{12}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
      expect(row.totp_secret).not.toContain(STAFF_TOTP_SECRET);
      expect(new TotpSecretCipher(TEST_TOTP_KEY).open(row.totp_secret!, row.id)).toBe(STAFF_TOTP_SECRET);
      expect(await signsIn(ctx, 'plain@staff.test', 'plain-secret-1')).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('enrolment through the API and `createStaff --totp-secret` store the secret sealed; sign-in works; the database refuses a plain secret', async () => {
    const ctx = await startAuth({ db });
    try {
      await createStaff({ databaseUrl: db.url, schema: db.schema, totpKey: TEST_TOTP_KEY, email: 'ops@staff.test', password: 'ops-secret-1', role: 'associate', totpSecret: SECRET });
      rememberSecret('ops@staff.test', SECRET);
      const ops = await stored('ops@staff.test');
      expect(ops.totp_secret).toMatch(/^totp1\./);
      expect(ops.totp_secret).not.toContain(SECRET);
      expect(await signsIn(ctx, 'ops@staff.test', 'ops-secret-1')).toBe(200);

      // a member of staff enrolling at the first sign-in
      await createStaff({ databaseUrl: db.url, schema: db.schema, totpKey: TEST_TOTP_KEY, email: 'fresh@staff.test', password: 'fresh-secret-1', role: 'moderator' });
      // a secret waiting for its first code is sealed in the session store too
      const pending = await request(ctx.app.getHttpServer()).post('/api/login').send({ email: 'fresh@staff.test', password: 'fresh-secret-1' });
      const shown = await request(ctx.app.getHttpServer()).post('/api/account/two-factor/totp/setup').set('Cookie', cookieOf(pending)!).expect(200);
      const sessions = (await client.query(`SELECT "sess"::text AS s FROM "${db.schema}"."session"`)).rows as { s: string }[];
      expect(sessions.some((r) => r.s.includes('totpSetup'))).toBe(true);
      expect(sessions.some((r) => r.s.includes(shown.body.secret))).toBe(false);
      expect(await signsIn(ctx, 'fresh@staff.test', 'fresh-secret-1')).toBe(200);
      const fresh = await stored('fresh@staff.test');
      expect(fresh.totp_secret).toMatch(/^totp1\./);
      const secret = new TotpSecretCipher(TEST_TOTP_KEY).open(fresh.totp_secret!, fresh.id);
      expect(fresh.totp_secret).not.toContain(secret);
      // and again with a code of that secret
      const first = await request(ctx.app.getHttpServer()).post('/api/login').send({ email: 'fresh@staff.test', password: 'fresh-secret-1' });
      const second = await request(ctx.app.getHttpServer()).post('/api/login/second-factor').set('Cookie', cookieOf(first)!).send({ code: await freshCode(secret, 'fresh@staff.test') });
      expect(second.status).toBe(200);

      await expect(client.query(`UPDATE "${db.schema}"."users" SET "totp_secret" = $2 WHERE "id" = $1`, [ops.id, SECRET])).rejects.toThrow(/users_totp_secret_sealed/);
      // a sealed secret moved onto another account does not open there
      expect(() => new TotpSecretCipher(TEST_TOTP_KEY).open(ops.totp_secret!, fresh.id)).toThrow();
    } finally {
      await ctx.close();
    }
  });

  it('staff:create refuses a key that does not open the stored secrets', async () => {
    await expect(createStaff({ databaseUrl: db.url, schema: db.schema, totpKey: OTHER_KEY, email: 'wrong@staff.test', password: 'wrong-secret-1', role: 'admin', totpSecret: SECRET }))
      .rejects.toThrow(/TOTP_ENCRYPTION_KEY does not open/);
  });

  it('a key rotation: with the new key and the old one in TOTP_ENCRYPTION_OLD_KEYS, auth re-seals every secret at start; then the old key can go', async () => {
    const before = await stored('ops@staff.test');
    const rotated = await startAuth({ db, totpKey: OTHER_KEY, totpOldKeys: TEST_TOTP_KEY });
    try {
      const after = await stored('ops@staff.test');
      expect(after.totp_secret).not.toBe(before.totp_secret);
      expect(new TotpSecretCipher(OTHER_KEY).open(after.totp_secret!, after.id)).toBe(SECRET);
      const { rows } = await client.query(`SELECT "totp_secret" FROM "${db.schema}"."users" WHERE "totp_secret" IS NOT NULL`);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.every((r: { totp_secret: string }) => new TotpSecretCipher(OTHER_KEY).isCurrent(r.totp_secret))).toBe(true);
    } finally {
      await rotated.close();
    }
    // the new key alone
    const next = await startAuth({ db, totpKey: OTHER_KEY });
    try {
      expect(await signsIn(next, 'ops@staff.test', 'ops-secret-1')).toBe(200);
    } finally {
      await next.close();
    }
  });
});

describe('TotpSecretCipher', () => {
  const cipher = new TotpSecretCipher(TEST_TOTP_KEY);
  it('seals with a fresh nonce each time and opens only what it sealed, for the same user', () => {
    const a = cipher.seal(SECRET, 'user-1');
    expect(a).not.toBe(cipher.seal(SECRET, 'user-1'));
    expect(cipher.open(a, 'user-1')).toBe(SECRET);
    expect(() => cipher.open(a, 'user-2')).toThrow();
    const parts = a.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0]! ^= 1;
    expect(() => cipher.open([...parts.slice(0, 4), body.toString('base64url')].join('.'), 'user-1')).toThrow();
    expect(() => cipher.open(SECRET, 'user-1')).toThrow(/not a sealed/);
    expect(() => new TotpSecretCipher(OTHER_KEY).open(a, 'user-1')).toThrow(/unknown key/);
  });

  it('takes keys of 32 bytes only, as hex or base64', () => {
    expect(() => new TotpSecretCipher('too-short')).toThrow(/32 bytes/);
    expect(() => new TotpSecretCipher(randomBytes(32).toString('hex'))).not.toThrow();
    expect(() => new TotpSecretCipher(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => new TotpSecretCipher(TEST_TOTP_KEY, ['nope'])).toThrow(/TOTP_ENCRYPTION_OLD_KEYS/);
  });
});
