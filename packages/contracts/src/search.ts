import { z } from 'zod';
import {
  BODY_TYPES, CONDITIONS, DRIVETRAINS, FILTER_BODY_TYPES, FILTER_CONDITIONS, FILTER_DRIVETRAINS, FILTER_FEATURE_MATCHES,
  FILTER_FUEL_TYPES, FILTER_TRANSMISSIONS, FUEL_TYPES, LEGACY_FILTER_CONDITIONS, PRESET_FEATURES, SORTS, TRANSMISSIONS, type Sort,
} from './value-lists.js';
import { PublicVehicleSchema } from './vehicle.js';
import { SEARCH_DEFAULTS } from './search-params.js';
import { DEAL_FILTERS, type DealFilter } from './price-guidance.js';


/**
 * A filter value in either reading (filter-panel label or stored value), case-insensitive,
 * turned into the list of stored values it matches. 'any'/'all' or empty mean no filter.
 */
function readingFilter(
  label: string, stored: readonly string[], filterMap: Record<string, readonly string[]>, legacy: Record<string, readonly string[]> = {},
) {
  const lookup = new Map<string, readonly string[]>();
  for (const [k, v] of Object.entries(legacy)) lookup.set(k.toLowerCase(), v);
  for (const s of stored) lookup.set(s.toLowerCase(), [s]);
  for (const [k, v] of Object.entries(filterMap)) lookup.set(k.toLowerCase(), v);
  const options = [...Object.keys(filterMap), ...stored].join(', ');
  return z
    .string()
    .max(60)
    .optional()
    .transform((v, ctx) => {
      const key = v?.trim().toLowerCase();
      if (!key || key === 'any' || key === 'all') return undefined;
      const hit = lookup.get(key);
      if (!hit) {
        ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${options}` });
        return z.NEVER;
      }
      return [...hit];
    });
}

const optionalText = (max: number) =>
  z.string().max(max, `must be at most ${max} characters`).refine((v) => !v.includes('\u0000'), 'must not contain NUL characters').optional()
    .transform((v) => {
      const t = v?.trim();
      return t && t.toLowerCase() !== 'any' && t.toLowerCase() !== 'all' ? t : undefined;
    });

/** Query parameters arrive as strings; empty means absent. */
const optionalNumber = (label: string, { int = false, min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z.string().max(20).optional().transform((v, ctx) => {
    const t = v?.replace(/[$,\s]/g, '');
    if (!t || t === 'any') return undefined;
    // plain decimals only: Number() would also read 0x10, 0b11, 1e3 and Infinity
    const n = /^\d{1,15}(\.\d{1,2})?$/.test(t) ? Number(t) : NaN;
    if (!Number.isFinite(n) || (int && !Number.isInteger(n)) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be ${int ? 'a whole number' : 'a number'} between ${min} and ${max}` });
      return z.NEVER;
    }
    return n;
  });

/**
 * Feature filter value -> listing feature names that satisfy it: a filter-panel label widens to the
 * names it covers; any other value is matched case-insensitively against the listing form's presets
 * (so `usb ports` finds `USB Ports`), else taken as given.
 */
const FEATURE_LOOKUP = new Map<string, readonly string[]>([
  ...PRESET_FEATURES.map((f) => [f.toLowerCase(), [f]] as const),
  ...Object.entries(FILTER_FEATURE_MATCHES).map(([k, v]) => [k.toLowerCase(), v] as const),
]);
const featureValue = z.string().max(60, 'a feature must be at most 60 characters').refine((v) => !v.includes('\u0000'), 'must not contain NUL characters');

/** GET /api/vehicles/search: every filter of spec §3. Unknown parameters are refused. */
export const SearchQuerySchema = z.strictObject({
  query: optionalText(200),
  make: optionalText(50),
  model: optionalText(80),
  minYear: optionalNumber('minYear', { int: true, min: 1900, max: 2100 }),
  maxYear: optionalNumber('maxYear', { int: true, min: 1900, max: 2100 }),
  minPrice: optionalNumber('minPrice', { max: 99_999_999.99 }),
  maxPrice: optionalNumber('maxPrice', { max: 99_999_999.99 }),
  minMileage: optionalNumber('minMileage', { int: true, max: 10_000_000 }),
  maxMileage: optionalNumber('maxMileage', { int: true, max: 10_000_000 }),
  condition: readingFilter('condition', CONDITIONS, FILTER_CONDITIONS, LEGACY_FILTER_CONDITIONS),
  bodyType: readingFilter('bodyType', BODY_TYPES, FILTER_BODY_TYPES),
  fuelType: readingFilter('fuelType', FUEL_TYPES, FILTER_FUEL_TYPES),
  transmission: readingFilter('transmission', TRANSMISSIONS, FILTER_TRANSMISSIONS),
  drivetrain: readingFilter('drivetrain', DRIVETRAINS, FILTER_DRIVETRAINS),
  /** a colour family (COLOR_FAMILIES; "Other" = none of the named ones), or a manufacturer's colour name matched whole, any case */
  exteriorColor: optionalText(40),
  interiorColor: optionalText(40),
  /** repeated parameter (features=A&features=B); each filter label widens to the listing feature names it covers */
  features: z.union([featureValue, z.array(featureValue).max(30, 'at most 30 features')], { error: 'features must be a list of feature names' }).optional()
    .transform((v) => {
      const list = (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((f) => f.trim()).filter(Boolean);
      return list.map((f) => [...(FEATURE_LOOKUP.get(f.toLowerCase()) ?? [f])]);
    }),
  location: optionalText(100),
  zipCode: z.string().max(20, 'zipCode must be 5 digits').optional().transform((v, ctx) => {
    const t = v?.trim();
    if (!t) return undefined;
    if (!/^\d{5}$/.test(t)) {
      ctx.addIssue({ code: 'custom', message: 'zipCode must be 5 digits' });
      return z.NEVER;
    }
    return t;
  }),
  radius: optionalNumber('radius', { min: 1, max: 500 }).transform((v) => v ?? SEARCH_DEFAULTS.radius),
  sortBy: z.union([z.literal(''), z.enum(SORTS)], { error: `sortBy must be one of: ${SORTS.join(', ')}` }).optional()
    .transform((v): Sort => v || SEARCH_DEFAULTS.sortBy),
  page: optionalNumber('page', { int: true, min: 1, max: 100_000 }).transform((v) => v ?? SEARCH_DEFAULTS.page),
  limit: optionalNumber('limit', { int: true, min: 1, max: SEARCH_DEFAULTS.maxLimit }).transform((v) => v ?? SEARCH_DEFAULTS.limit),
  /** `good`: "Good deals or better" (price rating great or good); empty or `any` means no filter */
  deal: z.string().max(20).optional().transform((v, ctx) => {
    const t = v?.trim().toLowerCase();
    if (!t || t === 'any' || t === 'all') return undefined;
    if (!(DEAL_FILTERS as readonly string[]).includes(t)) {
      ctx.addIssue({ code: 'custom', message: `deal must be one of: ${DEAL_FILTERS.join(', ')}` });
      return z.NEVER;
    }
    return t as DealFilter;
  }),
  /** excluded from results (similar vehicles leave out the current one) */
  excludeId: optionalNumber('excludeId', { int: true, min: 1, max: 2_147_483_647 }),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;
export type SearchFilters = z.output<typeof SearchQuerySchema>;

/**
 * `total` is exact up to a threshold (1,000 matches by default, SEARCH_EXACT_COUNT_CAP); above it the
 * service answers an estimate (never below the threshold + 1, exact again when the page is the last
 * one) and sets `totalIsEstimate`, so a client can show "1,000+" or "about N".
 */
export const SearchResponseSchema = z.object({
  vehicles: z.array(PublicVehicleSchema),
  total: z.number().int(),
  totalIsEstimate: z.boolean().optional(),
  /** why there are no results although the search was fine (e.g. a ZIP code nobody can place on a map) */
  notice: z.string().optional(),
});

/** The answer to a well-formed ZIP code the offline ZIP database does not know (99999, 00000). */
export const unknownZipNotice = (zip: string) =>
  `We could not find ZIP code ${zip}, so no listings could be placed near it. Check the ZIP code, try a nearby one, or search without it.`;
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

