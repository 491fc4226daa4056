/** Anything with pg's `query(text, params)` that resolves to the rows: what the search's SQL runs on. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
