import { createHash } from 'node:crypto';

/**
 * A BullMQ prefix (`<kind>-<hash>`) derived from the database and schema, so platforms (and test suites)
 * sharing a Redis never take each other's jobs.
 */
export function queuePrefix(kind: string, env: { DATABASE_URL: string; DB_SCHEMA: string }): string {
  const db = new URL(env.DATABASE_URL);
  return `${kind}-${createHash('sha256').update(`${db.host}${db.pathname}/${env.DB_SCHEMA}`).digest('hex').slice(0, 12)}`;
}
