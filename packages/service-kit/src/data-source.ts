import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';

export interface DataSourceInput {
  url: string;
  schema: string;
  entities: DataSourceOptions['entities'];
  migrations: DataSourceOptions['migrations'];
  /** connections in this process's pool */
  poolSize?: number;
}

/** TypeORM options for one service: its own schema, its own migrations table, never synchronize. */
export function dataSourceOptions(input: DataSourceInput): DataSourceOptions {
  return {
    type: 'postgres',
    url: input.url,
    schema: input.schema,
    entities: input.entities,
    migrations: input.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: true,
    synchronize: false,
    logging: ['error'],
    extra: { max: input.poolSize ?? 10, connectionTimeoutMillis: 10_000 },
  };
}

/** Creates the service's schema (migrations need it to exist) and sets the search path for raw SQL. */
export async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
}

export async function createDataSource(input: DataSourceInput): Promise<DataSource> {
  await ensureSchema(input.url, input.schema);
  const ds = new DataSource(dataSourceOptions(input));
  return ds.initialize();
}

/** The quoted schema of the running migration, for raw SQL in migrations. */
export function migrationSchema(q: { connection: { options: DataSourceOptions } }): string {
  const schema = (q.connection.options as { schema?: string }).schema;
  if (!schema) throw new Error('data source has no schema');
  return `"${schema}"`;
}
