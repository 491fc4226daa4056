/**
 * Where a parsed JSON body holds text no column or mail can take: a lone UTF-16 surrogate (`"\ud800"`, valid
 * JSON but not Unicode) or NUL (PostgreSQL text cannot hold it); or a `__proto__` key. Answered at the edge with a 400 naming the
 * field, for every route alike, before any schema or database sees it.
 */
// code units (no `u` flag): a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problemOf(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return 'contains characters that are not valid text';
  if (text.includes('\u0000')) return 'must not contain control characters';
  return null;
}

export function illFormedText(value: unknown, path: string[] = []): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    const field = path.join('.') || 'body';
    return problem ? { field, message: `${field} ${problem}` } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    // JSON.parse keeps `__proto__` as an own key; schemas would drop it silently or trip over it elsewhere
    if (key === '__proto__') {
      const field = path.join('.') || 'body';
      return { field, message: `${field} must not have a key named __proto__` };
    }
    if (problemOf(key)) return illFormedText(key, [...path, '(key)']);
    const found = illFormedText(child, [...path, key]);
    if (found) return found;
  }
  return null;
}
