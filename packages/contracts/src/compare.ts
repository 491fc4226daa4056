/**
 * Compare (spec issue 11, point 4): up to `COMPARE_MAX` public listings side by side at
 * `/compare?ids=1,2,3`. The URL alone reproduces the table, so it can be shared. (No zod here:
 * browsers import it.)
 */
export const COMPARE_MAX = 4;

/** The shell's route of the compare page. */
export const COMPARE_PATH = '/compare';

/** The search parameter holding the ids, comma-separated, in column order. */
export const COMPARE_IDS_PARAM = 'ids';

/** `/compare?ids=1,2,3` (ids kept in the order given). */
export function compareUrl(ids: readonly (number | string)[]): string {
  return ids.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?${COMPARE_IDS_PARAM}=${ids.join(',')}`;
}

/**
 * The ids of a compare URL's `ids` value: positive whole numbers, duplicates and anything else
 * dropped, first occurrence kept, at most `COMPARE_MAX`.
 */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d{1,9}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}
