/** Anything with pg's `query(text, params)` that resolves to the rows: a pool, a transaction or the read replica. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
