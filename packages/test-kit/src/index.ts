import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '@rl/embedded-infra';

export interface TestDatabase {
  url: string;
  schema: string;
  /** true when DATABASE_URL pointed at a real server */
  real: boolean;
  stop(): Promise<void>;
}

/**
 * A database for one test file: the real PostgreSQL of DATABASE_URL (CI) in a fresh schema that is
 * dropped afterwards, or an in-memory PGlite over the wire protocol when DATABASE_URL is unset.
 */
export async function startTestDatabase(prefix: string): Promise<TestDatabase> {
  const schema = `t_${prefix}_${randomBytes(4).toString('hex')}`;
  const external = process.env.DATABASE_URL;
  if (external) {
    return {
      url: external,
      schema,
      real: true,
      async stop() {
        const c = new pg.Client({ connectionString: external });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await c.end();
      },
    };
  }
  const embedded = await startEmbeddedPostgres();
  return { url: embedded.url, schema, real: false, stop: () => embedded.stop() };
}

export const TEST_IDENTITY_SECRET = 'test-identity-secret-0123456789abcdef';
export * from './cut-off-proxy.js';
