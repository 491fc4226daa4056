import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { workerDatabaseUrl } from './worker-database.js';

export interface TestDatabase {
  url: string;
  schema: string;
  /** true when DATABASE_URL pointed at a real server */
  real: boolean;
  stop(): Promise<void>;
}

/**
 * A database for one test file: a fresh schema, dropped afterwards, on the real PostgreSQL of DATABASE_URL
 * (CI) or, without it, on the jest worker's in-memory PGlite server (worker-database.ts).
 */
export async function startTestDatabase(prefix: string): Promise<TestDatabase> {
  const schema = `t_${prefix}_${randomBytes(4).toString('hex')}`;
  const real = Boolean(process.env.DATABASE_URL);
  const url = process.env.DATABASE_URL ?? (await workerDatabaseUrl());
  return {
    url,
    schema,
    real,
    async stop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    },
  };
}

export const TEST_IDENTITY_SECRET = 'test-identity-secret-0123456789abcdef';
export * from './cut-off-proxy.js';

/**
 * The Redis of the tests about Redis itself (limits and caches shared by replicas, a worker process): REDIS_URL
 * when given, else a redis-server the node project's globalSetup started (packages/test-kit/src/test-redis.mjs).
 * Never a skip: without either, the test fails saying what is missing.
 */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('This test needs Redis: set REDIS_URL, or install redis-server (npm test installs it) so the test run can start one');
  return url;
}
