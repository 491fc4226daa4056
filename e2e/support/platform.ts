import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPlatform, type Platform } from '../../scripts/lib/platform.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';

/**
 * How long starting a platform (build check, migrations, demo seeding) may take: a limit, not a wait. On a
 * busy two-core machine seeding alone took over five minutes, which jest's default hook limit failed.
 */
export const PLATFORM_START_MS = 600_000;

export interface E2EPlatform extends Platform {
  /** stops the platform and throws away its data */
  dispose(): Promise<void>;
}

/**
 * The whole platform as `npm start` runs it, on a free port with throwaway data. With DATABASE_URL
 * set (CI), it gets a fresh database on that server, dropped afterwards.
 */
export async function startE2EPlatform(gateway: 'node' | 'nginx' = 'node', replicas = 1): Promise<E2EPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), `rl-e2e-${gateway}-`));
  // demo data on every run, real database or not: the browser journeys use the demo listings
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', SEED_DEMO: '1', REPLICAS: String(replicas),
    // every platform of the suite signs up and in from 127.0.0.1 and shares CI's Redis, where the
    // per-address limits would add up across runs (the limits have their own service tests)
    RATE_LIMITS: 'off',
  };
  let dropDb = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `e2e_${randomBytes(4).toString('hex')}`;
    await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = () => adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const platform = await startPlatform({
    env,
    port: await freePort(),
    dataDir,
    gateway,
    onFatal: (err) => console.error(err.message),
  }).catch(async (err) => {
    await dropDb();
    throw err;
  });
  return {
    ...platform,
    async dispose() {
      await platform.stop();
      await dropDb().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
