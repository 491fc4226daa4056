/**
 * Where a parsed JSON body holds text no column or mail can take: a lone UTF-16 surrogate (`"\ud800"`, valid
 * JSON but not Unicode) or NUL (PostgreSQL text cannot hold it). Answered at the edge with a 400 naming the
 * field, for every route alike, before any schema or database sees it.
 */
// code units (no `u` flag): a high surrogate not followed by a low one, or a low one not preceded by a high one; NUL
// eslint-disable-next-line no-control-regex
const ILL_FORMED = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\u0000/;

export function illFormedTextField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return ILL_FORMED.test(value) ? path.join('.') || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (ILL_FORMED.test(key)) return [...path, '(key)'].join('.');
    const found = illFormedTextField(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
