import { z } from 'zod';
import { SearchQuerySchema } from './search.js';
import { singleLine } from './text.js';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS, UNSAVED_SEARCH_PARAMS } from './saved-searches-values.js';

/**
 * A saved search's filters: the search URL's parameters (as `toSearchParams` writes them). A number
 * (`"maxPrice": 60000`) is taken as its text, as the URL would carry it.
 */
const filterText = z.union([z.string().max(200), z.number().finite().transform(String)]);
const filterValue = z.union([filterText, z.array(filterText).max(30)], {
  error: 'must be text, a number or a list of them (as in the search URL)',
});
export const SavedSearchFiltersSchema = z.record(z.string().max(40), filterValue)
  .refine((f) => Object.keys(f).length <= 40, 'Too many filters')
  .superRefine((filters, ctx) => {
    const parsed = SearchQuerySchema.safeParse(filters);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.length ? issue.path : [] });
  })
  .transform((f) => {
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(f)) {
      if ((UNSAVED_SEARCH_PARAMS as readonly string[]).includes(k)) continue;
      const value = Array.isArray(v) ? v.map((s) => s.trim()).filter(Boolean) : v.trim();
      if (value.length > 0) out[k] = value;
    }
    return out;
  });
export type SavedSearchFilters = z.output<typeof SavedSearchFiltersSchema>;

/**
 * One key for filters that find the same vehicles: parameter order, letter case, spaces, the order of a
 * list, the sort (alerts do not depend on it) and the parameters never saved (page, limit) do not count. Saving a search whose key the user
 * already has answers that saved search instead of a second one (which would send every alert twice).
 */
export function savedSearchKey(filters: Readonly<Record<string, string | readonly string[] | undefined>>): string {
  const entries: [string, string | string[]][] = [];
  for (const [k, v] of Object.entries(filters)) {
    if ((UNSAVED_SEARCH_PARAMS as readonly string[]).includes(k) || k === 'sortBy' || v === undefined) continue;
    const value = Array.isArray(v)
      ? [...new Set(v.map((s) => s.trim().toLowerCase()).filter(Boolean))].sort()
      : String(v).trim().toLowerCase();
    if (value.length > 0 && value !== 'any' && value !== 'all') entries.push([k, value]);
  }
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required')
  .max(SAVED_SEARCH_LIMITS.nameMax, `Name must be at most ${SAVED_SEARCH_LIMITS.nameMax} characters`).refine(...singleLine('Name'));
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Alert frequency must be instant or daily' });

/** POST /api/saved-searches */
export const CreateSavedSearchSchema = z.strictObject({
  name,
  filters: SavedSearchFiltersSchema,
  frequency: frequency.default('instant'),
});
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchSchema>;

/** PATCH /api/saved-searches/{id}: any of name, frequency, paused. */
export const UpdateSavedSearchSchema = z.strictObject({
  name: name.optional(),
  frequency: frequency.optional(),
  paused: z.boolean({ error: 'paused must be true or false' }).optional(),
}).refine((b) => b.name !== undefined || b.frequency !== undefined || b.paused !== undefined, 'Send at least one of name, frequency, paused');
export type UpdateSavedSearchInput = z.input<typeof UpdateSavedSearchSchema>;

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** GET /api/saved-searches: the caller's saved searches, newest first. */
export const SavedSearchListSchema = z.object({ savedSearches: z.array(SavedSearchSchema) });
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

/** GET /api/saved-vehicles, and the answer of merge/PUT/DELETE: the caller's saved listing ids, newest first. */
export const SavedVehicleIdsSchema = z.object({ ids: z.array(z.number().int()) });
export type SavedVehicleIds = z.infer<typeof SavedVehicleIdsSchema>;

const vehicleId = z.number({ error: 'ids must be listing ids' }).int('ids must be listing ids').positive('ids must be listing ids').max(2_147_483_647, 'ids must be listing ids');

/** POST /api/saved-vehicles/merge: the browser's local list, added to the server's (the union is answered). */
export const MergeSavedVehiclesSchema = z.strictObject({
  ids: z.array(vehicleId, { error: 'ids must be a list of listing ids' }).max(SAVED_SEARCH_LIMITS.savedVehiclesPerUser, `At most ${SAVED_SEARCH_LIMITS.savedVehiclesPerUser} saved vehicles`),
});
export type MergeSavedVehiclesInput = z.input<typeof MergeSavedVehiclesSchema>;

/** An alert mail's unsubscribe token: `ss.<search id>.<mac>`, `pd.<user id>.<mac>` (price drops) or `ws.<user id>.<mac>` (the weekly seller summary). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^(ss|pd|ws)\.[A-Za-z0-9-]{1,64}\.[A-Za-z0-9_-]{43}$/;
const token = z.string({ error: 'token is required' }).max(200, 'This unsubscribe link is not valid: open the whole link from the mail').regex(UNSUBSCRIBE_TOKEN_PATTERN, 'This unsubscribe link is not valid: open the whole link from the mail');

/** POST /api/alerts/unsubscribe body (the unsubscribe page). */
export const UnsubscribeSchema = z.strictObject({ token });
/** POST /api/alerts/unsubscribe?token=… (RFC 8058 one-click from mail providers; the body is ignored). */
export const UnsubscribeQuerySchema = z.object({ token: token.optional() });

export const UnsubscribeResultSchema = z.object({
  unsubscribed: z.enum(['saved-search', 'price-drops', 'seller-summary']),
  /** the saved search's name */
  name: z.string().optional(),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;
