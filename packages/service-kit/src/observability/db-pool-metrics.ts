import type { DataSource } from 'typeorm';
import { scrapedGauge } from './metrics.js';

interface PgPool { totalCount: number; idleCount: number; waitingCount: number }

const sources = new Set<{ schema: string; ds: DataSource }>();

scrapedGauge('db_pool_connections', 'PostgreSQL pool connections of this process by state (total, idle, waiting clients)', ['schema', 'state'], () =>
  [...sources].flatMap(({ schema, ds }) => {
    const pool = (ds.driver as unknown as { master?: PgPool }).master;
    if (!pool) return [];
    return [
      { schema, state: 'total', value: pool.totalCount },
      { schema, state: 'idle', value: pool.idleCount },
      { schema, state: 'waiting', value: pool.waitingCount },
    ];
  }) as unknown as Record<string, number>[]);

/** Reports this data source's pool in db_pool_connections until it is destroyed. */
export function watchDbPool(schema: string, ds: DataSource): () => void {
  const entry = { schema, ds };
  sources.add(entry);
  return () => sources.delete(entry);
}
