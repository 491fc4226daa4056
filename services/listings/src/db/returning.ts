import type { DataSource, EntityManager } from 'typeorm';

/** Runs UPDATE/DELETE/INSERT ... RETURNING and answers the rows (TypeORM answers [rows, rowCount] for UPDATE and DELETE). */
export async function returning<T>(db: DataSource | EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const res = await db.query(sql, params);
  return Array.isArray(res) && res.length === 2 && Array.isArray(res[0]) && typeof res[1] === 'number' ? res[0] : res;
}
