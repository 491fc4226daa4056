import { SAVED_SEARCH_LIMITS, STORED_LABELS, toSearchParams, type SavedSearch } from '@rl/contracts';

/** A saved search's filters: the search URL's parameters (repeated ones as lists). */
export type SearchFilterValues = SavedSearch['filters'];

const NAME_MAX = SAVED_SEARCH_LIMITS.nameMax;

const first = (v: string | string[] | undefined): string | undefined => {
  const s = (Array.isArray(v) ? v[0] : v)?.trim();
  return s ? s : undefined;
};
const list = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((s) => s.trim()).filter(Boolean);

const number = (v: string) => Number(v).toLocaleString('en-US');
const money = (v: string) => `$${Math.round(Number(v)).toLocaleString('en-US')}`;
const label = (v: string) => STORED_LABELS[v] ?? v;

function range(min: string | undefined, max: string | undefined, show: (v: string) => string, unit = ''): string | undefined {
  if (min && max) return `${show(min)}–${show(max)}${unit}`;
  if (min) return `from ${show(min)}${unit}`;
  if (max) return `up to ${show(max)}${unit}`;
  return undefined;
}

function years(min: string | undefined, max: string | undefined): string | undefined {
  if (min && max) return min === max ? min : `${min}–${max}`;
  if (min) return `${min} or newer`;
  if (max) return `${max} or older`;
  return undefined;
}

/**
 * The filters of a search in words, most telling first: ["Porsche 911", "2020 or newer",
 * "up to $100,000", "SUV", …]. Sorting and paging are left out; an empty list means every vehicle.
 */
export function describeSearchFilters(filters: SearchFilterValues): string[] {
  const f = (key: string) => first(filters[key]);
  const parts: string[] = [];
  const vehicle = [f('make'), f('model')].filter(Boolean).join(' ');
  if (vehicle) parts.push(vehicle);
  if (f('query')) parts.push(`“${f('query')}”`);
  const y = years(f('minYear'), f('maxYear'));
  if (y) parts.push(y);
  const price = range(f('minPrice'), f('maxPrice'), money);
  if (price) parts.push(price);
  const miles = range(f('minMileage'), f('maxMileage'), number, ' mi');
  if (miles) parts.push(miles);
  for (const key of ['bodyType', 'condition', 'fuelType', 'transmission', 'drivetrain']) {
    const v = f(key);
    if (v) parts.push(label(v));
  }
  if (f('exteriorColor')) parts.push(`${f('exteriorColor')} exterior`);
  if (f('interiorColor')) parts.push(`${f('interiorColor')} interior`);
  if (f('deal') === 'good') parts.push('Good deals or better');
  parts.push(...list(filters.features));
  if (f('zipCode')) parts.push(`within ${f('radius') ?? '25'} mi of ${f('zipCode')}`);
  if (f('location')) parts.push(`in ${f('location')}`);
  return parts;
}

/** One line for lists of saved searches: "Porsche 911 · 2020 or newer · up to $100,000". */
export function summarizeSearchFilters(filters: SearchFilterValues): string {
  const parts = describeSearchFilters(filters);
  return parts.length === 0 ? 'Every vehicle' : parts.join(' · ');
}

/** A name to offer when saving a search: its first filters in words, within the name limit. */
export function suggestSearchName(filters: SearchFilterValues): string {
  const parts = describeSearchFilters(filters);
  if (parts.length === 0) return 'All vehicles';
  let name = parts[0];
  for (const part of parts.slice(1, 3)) {
    if (`${name}, ${part}`.length > NAME_MAX) break;
    name = `${name}, ${part}`;
  }
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1).trimEnd()}…` : name;
}

/** The search page running a saved search: `/search?make=Porsche&…`. */
export function savedSearchUrl(filters: SearchFilterValues): string {
  const query = toSearchParams(filters).toString();
  return query ? `/search?${query}` : '/search';
}
