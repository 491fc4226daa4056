// The browser tests' seeded template: the platform is started and seeded with the demo data ONCE per jest
// run (jest globalSetup), and every test file's platform starts from a copy of it (its data folder, and with
// DATABASE_URL a database made with CREATE DATABASE ... TEMPLATE). Seeding goes through the public API (89
// listings, their photos, moderation) and took a minute or more per platform; a copy takes a second.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPlatform } from '../../scripts/lib/platform.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { settle } from '../../scripts/lib/settle.mjs';
import { privateRedisFor } from './private-redis.mjs';

export const TEMPLATE_DIR_ENV = 'E2E_TEMPLATE_DIR';
export const TEMPLATE_DB_ENV = 'E2E_TEMPLATE_DB';

/** What every browser test's platform runs with (and the template was seeded with). */
export function e2eEnv(dataDir, replicas) {
  return {
    ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', SEED_DEMO: '1', REPLICAS: String(replicas),
    // every platform of the suite signs up and in from 127.0.0.1 and shares CI's Redis, where the
    // per-address limits would add up across runs (the limits have their own service tests)
    RATE_LIMITS: 'off',
  };
}

export async function adminQuery(url, sql) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** `url` with another database name. */
export function databaseUrl(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The pid of the process that seeded the template (child processes inherit it): only that one removes it. */
const OWNED_ENV = 'E2E_TEMPLATE_OWNED';

/**
 * jest globalSetup of the e2e project. When the template is already there (`npm test` seeds one for all the
 * jest runs of browser files it starts side by side, and passes it down in the environment), nothing to do.
 */
export default async function makeSeededTemplate() {
  if (process.env[TEMPLATE_DIR_ENV]) return;
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'rl-e2e-template-'));
  const env = e2eEnv(dataDir, 1);
  if (process.env.DATABASE_URL) {
    const name = `e2e_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE ${name}`);
    env.DATABASE_URL = databaseUrl(process.env.DATABASE_URL, name);
    process.env[TEMPLATE_DB_ENV] = name;
  }
  process.env[TEMPLATE_DIR_ENV] = dataDir;
  process.env[OWNED_ENV] = String(process.pid);
  const stopRedis = await privateRedisFor(env);
  const platform = await startPlatform({ env, port: await freePort(), dataDir, gateway: 'node', onFatal: (err) => console.error(err.message) })
    .catch(async (err) => {
      await stopRedis();
      throw err;
    });
  try {
    // the seed's background work (photo checks, price guidance, VIN decodes, mails) done before the copy
    await settle(60_000, 1_000);
  } finally {
    await platform.stop();
    await stopRedis();
  }
  console.log(`\ne2e: seeded template ready in ${((Date.now() - started) / 1000).toFixed(0)} s (${platform.parts.demo.split('\n')[0]})`);
}

/** jest globalTeardown of the e2e project. */
export async function removeSeededTemplate() {
  if (process.env[OWNED_ENV] !== String(process.pid)) return;
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
  const db = process.env[TEMPLATE_DB_ENV];
  if (db && process.env.DATABASE_URL) await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
}
