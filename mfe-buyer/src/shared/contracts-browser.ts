/**
 * Browser copies of three @rl/contracts helpers. Their modules (money.ts, search.ts) build zod
 * schemas at load time, so importing them would put zod (~24 KB gzip) into this remote's chunks.
 * test/contracts-browser.test.ts checks these against the originals.
 */

/** = SEARCH_DEFAULTS of contracts/search.ts */
export const SEARCH_DEFAULTS = { sortBy: 'created_desc', page: 1, limit: 12, radius: 25, maxLimit: 100 } as const;

/** = formatPrice of contracts/money.ts: US dollars, no decimals ("$45,999"). */
export function formatPrice(price: string | number): string {
  const n = typeof price === 'number' ? price : Number(String(price).replace(/[$,\s]/g, ''));
  return `$${Math.round(Number.isFinite(n) ? n : 0).toLocaleString('en-US')}`;
}

/** = toSearchParams of contracts/search.ts: empty values and lists omitted, list items appended one by one. */
export function toSearchParams(filters: Record<string, string | number | string[] | undefined | null>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.filter(Boolean).forEach((item) => p.append(k, item));
    else p.set(k, String(v));
  }
  return p;
}
