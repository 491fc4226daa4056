import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { startTestDatabase, type TestDatabase } from '@rl/test-kit';
import { TotpSecretCipher } from '../../services/auth/src/users/totp-secret-cipher.js';

// `npm run admin:create` while the first `npm start` is still seeding the demo data: the launcher has
// written .data/runtime.json with its database (and `starting: true`) as soon as that database is up, and
// holds the embedded database's lock. The command must use the running platform's database, not start
// another one on the locked directory (it failed with "postgres.lock is held") or on an empty one.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let db: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  db = await startTestDatabase('admincli');
  dataDir = mkdtempSync(join(tmpdir(), 'rl-admin-create-'));
}, 120_000);
afterAll(async () => {
  await db?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("during the first start's seeding, the admin is created in the running platform's database", async () => {
  // what the launcher writes once its database is up, before the services start and the seed runs
  writeFileSync(join(dataDir, 'runtime.json'), JSON.stringify({ pid: process.pid, databaseUrl: db.url, starting: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, AUTH_DB_SCHEMA: db.schema };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  // not spawnSync: without DATABASE_URL the test database is served from this very process
  const run = await promisify(execFile)(process.execPath, ['scripts/admin-create.mjs', '--email', 'ops@example.com', '--password', 'a-strong-password'], {
    cwd: ROOT, env, encoding: 'utf8', timeout: 120_000,
  });
  expect(run.stderr.trim()).toBe('');
  expect(run.stdout).toContain('Created admin ops@example.com');

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT email, role FROM "${db.schema}".users`);
    expect(rows).toEqual([{ email: 'ops@example.com', role: 'admin' }]);
  } finally {
    await client.end();
  }
}, 180_000);

test('staff:create --totp-secret creates the account already enrolled in two-factor sign-in with that secret', async () => {
  writeFileSync(join(dataDir, 'runtime.json'), JSON.stringify({ pid: process.pid, databaseUrl: db.url, starting: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, AUTH_DB_SCHEMA: db.schema };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  const args = ['scripts/staff-create.mjs', '--email', 'desk@example.com', '--password', 'a-strong-password', '--role', 'associate', '--totp-secret', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'];
  const run = await promisify(execFile)(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  expect(run.stdout).toContain('Created associate desk@example.com (two-factor sign-in on, with the TOTP secret given)');
  const bad = await promisify(execFile)(process.execPath, [...args.slice(0, -1), 'not-base32!'], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 }).catch((e: { stderr: string }) => e);
  expect(bad.stderr).toMatch(/totp-secret: must be base32/);

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id, totp_secret, totp_enabled_at IS NOT NULL AS enrolled FROM "${db.schema}".users WHERE email = 'desk@example.com'`);
    expect(rows).toEqual([{ id: expect.any(String), totp_secret: expect.stringMatching(/^totp1\./), enrolled: true }]);
    // stored sealed with the key the launcher keeps beside the data (.data/secrets.json), which auth runs with
    expect(rows[0].totp_secret).not.toContain('JBSWY3DPEHPK3PXP');
    const { TOTP_ENCRYPTION_KEY } = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
    expect(new TotpSecretCipher(TOTP_ENCRYPTION_KEY).open(rows[0].totp_secret, rows[0].id)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  } finally {
    await client.end();
  }
}, 180_000);
