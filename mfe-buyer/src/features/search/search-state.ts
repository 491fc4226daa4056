import {
  BODY_TYPES, CONDITIONS, DRIVETRAINS, FILTER_BODY_TYPES, FILTER_CONDITIONS, FILTER_DRIVETRAINS, FILTER_FUEL_TYPES,
  FILTER_TRANSMISSIONS, FUEL_TYPES, SORTS, TRANSMISSIONS, DEAL_FILTERS, type Sort,
} from '@rl/contracts';
import { SEARCH_DEFAULTS, toSearchParams } from '@rl/contracts';

/**
 * The search lives in the URL (spec §2, §4): every filter, the sort, the page and the limit are query
 * parameters, so /search?make=BMW, the back button and shared links work. These pure functions read
 * the URL into a state and turn a user action into the next URL.
 */

export type SearchVariant = 'main' | 'simple';

/** Spec §9: page size 30 (main) and 24 (simple); Load More adds 30; Clear All goes back to 24. */
const PAGE_SIZE: Record<SearchVariant, number> = { main: 30, simple: 24 };
const LOAD_MORE_STEP = 30;
const CLEAR_ALL_LIMIT = 24;
export const PLACEHOLDER_COUNT: Record<SearchVariant, number> = { main: 30, simple: 12 };
/** What the API serves per request (SEARCH_DEFAULTS.maxLimit); bigger lists are fetched in parts. */
const API_MAX_LIMIT: number = SEARCH_DEFAULTS.maxLimit;
/** A shared link cannot ask for more than this many results at once. */
const MAX_SHOWN = 600;

const SCALAR_FILTER_KEYS = [
  'query', 'make', 'model', 'minYear', 'maxYear', 'minPrice', 'maxPrice', 'minMileage', 'maxMileage', 'condition',
  'bodyType', 'fuelType', 'transmission', 'drivetrain', 'exteriorColor', 'interiorColor', 'location', 'zipCode', 'radius',
  'deal',
] as const;
export type ScalarFilterKey = (typeof SCALAR_FILTER_KEYS)[number];
type FilterKey = ScalarFilterKey | 'features';

export type Filters = Partial<Record<ScalarFilterKey, string>> & { features: string[] };
export type FilterChanges = Partial<Record<ScalarFilterKey, string | undefined>> & { features?: string[] };

export interface SearchState {
  filters: Filters;
  sortBy: Sort;
  page: number;
  limit: number;
}

const NUMBER_KEYS = new Set<ScalarFilterKey>(['minPrice', 'maxPrice', 'minMileage', 'maxMileage', 'radius']);
const YEAR_KEYS = new Set<ScalarFilterKey>(['minYear', 'maxYear']);

/** Values accepted for the two-reading filters: filter-panel labels and stored values, any case. */
const READINGS: Partial<Record<ScalarFilterKey, Set<string>>> = {
  condition: lowerSet(Object.keys(FILTER_CONDITIONS), CONDITIONS),
  bodyType: lowerSet(Object.keys(FILTER_BODY_TYPES), BODY_TYPES),
  fuelType: lowerSet(Object.keys(FILTER_FUEL_TYPES), FUEL_TYPES),
  transmission: lowerSet(Object.keys(FILTER_TRANSMISSIONS), TRANSMISSIONS),
  drivetrain: lowerSet(Object.keys(FILTER_DRIVETRAINS), DRIVETRAINS),
};

/** Labels the condition filter no longer offers (contracts' LEGACY_FILTER_CONDITIONS), read as today's. */
const LEGACY_CONDITION_LABELS = new Map<string, string | null>([
  ['new', 'Excellent'], ['certified pre-owned', 'Excellent'], ['used', null],
]);

function lowerSet(...lists: readonly (readonly string[])[]): Set<string> {
  return new Set(lists.flat().map((v) => v.toLowerCase()));
}

/** Spec §4: choosing the 'any' or 'all' option (or emptying a field) clears that filter. */
function isCleared(value: string | null | undefined): boolean {
  const v = value?.trim().toLowerCase();
  return !v || v === 'any' || v === 'all';
}

/** A URL value as the API can take it, or undefined (bad values from a hand-edited link are ignored). */
function cleanValue(key: ScalarFilterKey, raw: string | null): string | undefined {
  if (raw === null || isCleared(raw)) return undefined;
  const v = raw.trim().slice(0, 200);
  if (NUMBER_KEYS.has(key)) {
    const n = v.replace(/[$,\s]/g, '');
    return /^\d+(\.\d+)?$/.test(n) ? n : undefined;
  }
  if (YEAR_KEYS.has(key)) return /^\d{4}$/.test(v) ? v : undefined;
  if (key === 'zipCode') return /^\d{5}$/.test(v) ? v : undefined;
  if (key === 'deal') return (DEAL_FILTERS as readonly string[]).includes(v.toLowerCase()) ? v.toLowerCase() : undefined;
  if (key === 'condition') {
    // an old link's New / Certified Pre-Owned stood for the cars rated Excellent; Used for all but those
    const legacy = LEGACY_CONDITION_LABELS.get(v.toLowerCase());
    if (legacy !== undefined) return legacy ?? undefined;
  }
  const reading = READINGS[key];
  if (reading && !reading.has(v.toLowerCase())) return undefined;
  return v;
}

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return fallback;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : fallback;
}

export function readSearchState(params: URLSearchParams, variant: SearchVariant): SearchState {
  const filters: Filters = { features: [] };
  for (const key of SCALAR_FILTER_KEYS) {
    const v = cleanValue(key, params.get(key));
    if (v !== undefined) filters[key] = v;
  }
  filters.features = [...new Set(params.getAll('features').map((f) => f.trim()).filter((f) => f && !isCleared(f)))];
  const sort = params.get('sortBy');
  return {
    filters,
    sortBy: sort && (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : (SEARCH_DEFAULTS.sortBy as Sort),
    page: positiveInt(params.get('page'), 1, 100_000),
    limit: positiveInt(params.get('limit'), PAGE_SIZE[variant], MAX_SHOWN),
  };
}

/** Resetting to page 1 (spec §4) also brings the list back to its first page size. */
function resetPaging(next: URLSearchParams): URLSearchParams {
  next.delete('page');
  next.delete('limit');
  return next;
}

/**
 * The URL after changing some filters: 'any'/'all'/'' clear, a new make clears the model, and the
 * list goes back to page 1. Other parameters (the sort, the view) stay.
 */
export function withFilters(params: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  const previousMake = (params.get('make') ?? '').trim();
  for (const [key, value] of Object.entries(changes) as [FilterKey, string | string[] | undefined][]) {
    if (Array.isArray(value)) {
      next.delete(key);
      for (const item of new Set(value.map((v) => v.trim()))) if (!isCleared(item)) next.append(key, item);
    } else if (isCleared(value)) {
      next.delete(key);
    } else {
      next.set(key, (value as string).trim()); // in place when present: the URL keeps its order
    }
  }
  if ('make' in changes && !('model' in changes) && (next.get('make') ?? '') !== previousMake) next.delete('model');
  return resetPaging(next);
}

/** The URL after choosing a sort (page 1 again). */
export function withSort(params: URLSearchParams, sortBy: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (isCleared(sortBy) || sortBy === SEARCH_DEFAULTS.sortBy || !(SORTS as readonly string[]).includes(sortBy)) next.delete('sortBy');
  else next.set('sortBy', sortBy);
  return resetPaging(next);
}

/** Spec §4: Load More raises the limit by 30. */
export function withMoreResults(params: URLSearchParams, variant: SearchVariant): URLSearchParams {
  const next = new URLSearchParams(params);
  const { limit } = readSearchState(params, variant);
  next.set('limit', String(Math.min(limit + LOAD_MORE_STEP, MAX_SHOWN)));
  return next;
}

/**
 * Clear All (main variant): no filters, default sort, page 1 and a limit of 24 (spec §4); the view
 * parameter stays. Clear Search (simple variant) keeps only the view.
 */
export function clearedSearch(params: URLSearchParams, variant: SearchVariant): URLSearchParams {
  const next = new URLSearchParams();
  const view = params.get('view');
  if (view) next.set('view', view);
  if (variant === 'main') next.set('limit', String(CLEAR_ALL_LIMIT));
  return next;
}

/** 'N filters applied': each filter set counts once, each ticked feature counts once. */
export function countActiveFilters(filters: Filters): number {
  let n = 0;
  for (const key of SCALAR_FILTER_KEYS) {
    if (key === 'radius') continue; // a distance only means something with a ZIP code, which counts already
    if (filters[key] !== undefined) n += 1;
  }
  return n + filters.features.length;
}

export interface ResultRequest {
  page: number;
  limit: number;
  /** the query string sent to GET /api/vehicles/search */
  query: string;
}

/** The query string of one search request: the filters, the sort, and a page/limit. */
export function apiQuery(state: SearchState, page = state.page, limit = state.limit): string {
  const { features, radius, ...scalars } = state.filters;
  return toSearchParams({
    ...scalars,
    // a radius only applies around a ZIP code
    radius: scalars.zipCode ? radius : undefined,
    features,
    sortBy: state.sortBy,
    page,
    limit,
  }).toString();
}

/**
 * The requests that fetch the results shown: `limit` results from page `page`. The first part is the
 * page size (or what is left over), each Load More adds a part of 30, so earlier parts stay cached;
 * a part the API cannot serve in one request (over 100, or not on a page boundary) is split.
 */
export function resultRequests(state: SearchState): ResultRequest[] {
  const start = (state.page - 1) * state.limit;
  const end = start + state.limit;
  const first = ((state.limit - 1) % LOAD_MORE_STEP) + 1;
  const parts: [number, number][] = [[start, start + first]];
  for (let a = start + first; a < end; a += LOAD_MORE_STEP) parts.push([a, Math.min(a + LOAD_MORE_STEP, end)]);
  const requests: ResultRequest[] = [];
  for (const [from, to] of parts) {
    let a = from;
    while (a < to) {
      let size = Math.min(to - a, API_MAX_LIMIT);
      while (a % size !== 0) size -= 1;
      const page = a / size + 1;
      requests.push({ page, limit: size, query: apiQuery(state, page, size) });
      a += size;
    }
  }
  return requests;
}
