// Zod-free search helpers: the browser bundles import these without pulling in the schemas.

export const SEARCH_DEFAULTS = { sortBy: 'created_desc', page: 1, limit: 12, radius: 25, maxLimit: 100 } as const;

/** Filters to a query string: empty values and lists omitted, list items appended one by one (spec §5). */
export function toSearchParams(filters: Record<string, string | number | string[] | undefined | null>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.filter(Boolean).forEach((item) => p.append(k, item));
    else p.set(k, String(v));
  }
  return p;
}
