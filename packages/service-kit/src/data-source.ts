import pg from 'pg';
import type { Logger as PinoLogger } from 'pino';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { watchDbPool } from './observability/db-pool-metrics.js';
import { RedactingTypeOrmLogger } from './typeorm-logger.js';

interface DataSourceInput {
  url: string;
  schema: string;
  entities: DataSourceOptions['entities'];
  migrations: DataSourceOptions['migrations'];
  /** connections in this process's pool */
  poolSize?: number;
  /** where failing queries are logged (their text only, never their parameters) */
  logger?: PinoLogger;
}

/** TypeORM options for one service: its own schema, its own migrations table, never synchronize. */
function dataSourceOptions(input: DataSourceInput): DataSourceOptions {
  return {
    type: 'postgres',
    url: input.url,
    schema: input.schema,
    entities: input.entities,
    migrations: input.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: true,
    synchronize: false,
    logging: ['error', 'warn', 'migration'],
    logger: new RedactingTypeOrmLogger(input.logger),
    // a database that does not answer fails a request in 3 s (503), instead of holding it;
    // idle connections are kept for a minute (pg closes them after 10 s): a burst that needs them again
    // otherwise waits for new PostgreSQL backends to be forked, on the CPU that serves the requests
    extra: { max: input.poolSize ?? 10, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 60_000 },
  };
}

/**
 * Runs `work` while holding the schema's migration lock (a PostgreSQL advisory lock), so replicas that
 * start together create the schema and run the migrations one after the other: the first applies them,
 * the others find nothing left to do. The lock is taken with pg_try_advisory_lock in a loop rather than
 * a blocking wait (the embedded PGlite serves every connection through one queue: a blocked session
 * would stall it).
 */
async function withMigrationLock<T>(url: string, schema: string, work: (client: pg.Client) => Promise<T>, timeoutMs = 120_000): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const key = `rl-migrations:${schema}`;
  try {
    const until = Date.now() + timeoutMs;
    while (!(await client.query('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [key])).rows[0].ok) {
      if (Date.now() > until) throw new Error(`could not get the migration lock of schema ${schema} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await client.end();
  }
}

export async function createDataSource(input: DataSourceInput): Promise<DataSource> {
  return withMigrationLock(input.url, input.schema, async (client) => {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${input.schema}"`);
    const ds = await new DataSource(dataSourceOptions(input)).initialize();
    const unwatch = watchDbPool(input.schema, ds);
    const destroy = ds.destroy.bind(ds);
    ds.destroy = async () => {
      unwatch();
      await destroy();
    };
    return ds;
  });
}

/** The quoted schema of the running migration, for raw SQL in migrations. */
export function migrationSchema(q: { connection: { options: DataSourceOptions } }): string {
  const schema = (q.connection.options as { schema?: string }).schema;
  if (!schema) throw new Error('data source has no schema');
  return `"${schema}"`;
}
