import type { SearchFilters, Sort } from '@rl/contracts';
import { boundingBox, EARTH_RADIUS, zipPoint } from '../geo/zip-codes.js';
import { FACETS, facetCodes, featureMask, type Facet } from './facets.js';
import { publicColumns, toPublicVehicle, type PublicVehicleRow } from '../vehicles/vehicle-columns.js';
import { tsquerySql, type KeywordPlan, type KeywordResolver } from './keywords.js';
import type { Queryable } from '../db/queryable.js';

/**
 * Public search as SQL. Pure: no Nest, no TypeORM, so the benchmark runs exactly these statements
 * straight against PostgreSQL. See services/listings/README.md ("Search") for the design.
 */

export interface SearchTables {
  /** quoted "schema"."vehicles" */
  vehicles: string;
}

/** A search parameter that passed the schema but cannot be served (unknown ZIP code). */
export class SearchParamError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'SearchParamError';
  }
}

/** sort -> [column, direction]; ties are broken by id in the same direction (one index per sort). */
export const SORT_COLUMNS: Record<Sort, readonly [string, 'ASC' | 'DESC']> = {
  created_desc: ['created_at', 'DESC'],
  created_asc: ['created_at', 'ASC'],
  price_asc: ['price', 'ASC'],
  price_desc: ['price', 'DESC'],
  year_desc: ['year', 'DESC'],
  year_asc: ['year', 'ASC'],
  mileage_asc: ['mileage', 'ASC'],
  mileage_desc: ['mileage', 'DESC'],
  views_desc: ['views', 'DESC'],
  views_asc: ['views', 'ASC'],
  // fair-price guidance's sort key: most under the fair band first; unrated listings (NULL) last
  'best-deal': ['deal_score', 'ASC'],
};

/**
 * Names people use for a make (landing-page tiles link to make=Mercedes, make=Corvette): the stored
 * makes they mean, and a model when the name is a model.
 */
const MAKE_ALIASES: Record<string, { makes: string[]; model?: string }> = {
  mercedes: { makes: ['mercedes-benz'] },
  'mercedes benz': { makes: ['mercedes-benz'] },
  benz: { makes: ['mercedes-benz'] },
  chevy: { makes: ['chevrolet'] },
  vw: { makes: ['volkswagen'] },
  'range rover': { makes: ['land rover'] },
  'land-rover': { makes: ['land rover'] },
  landrover: { makes: ['land rover'] },
  corvette: { makes: ['chevrolet'], model: 'corvette' },
  alfa: { makes: ['alfa romeo'] },
  'rolls royce': { makes: ['rolls-royce'] },
  rolls: { makes: ['rolls-royce'] },
  aston: { makes: ['aston martin'] },
  lambo: { makes: ['lamborghini'] },
};

/** Filter-panel color -> its color group ('grey' = gray); null for any other (free-text) color. */
function colorGroupOf(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (v === 'grey') return 'gray';
  return v in FACETS.exteriorColor.codes ? v : null;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface BuiltSearch {
  where: string;
  /**
   * true when the count is best an ordered walk of the creation index: every filter is on the covering
   * indexes and none has an index of its own (keyword, location, make and radius searches start from
   * their own index and must be free to stop after cap + 1 rows)
   */
  walkCount: boolean;
  /** the page collects every match before sorting (see PageMode) */
  collect: boolean;
  params: unknown[];
  sort: readonly [string, 'ASC' | 'DESC'];
  limit: number;
  offset: number;
}

/**
 * How the page query finds its rows. `planner`: PostgreSQL decides. `walk`: the keyword and location
 * conditions are made non-indexable, so it walks the sort index and checks them per row (right when
 * they match many rows). `collect`: every match is collected first (GIN/bitmap), then sorted (right
 * when they match few).
 */
export type PageMode = 'planner' | 'walk' | 'collect';

/** WHERE clause and parameters of a search (status = 'approved' always). */
export function buildSearch(filters: SearchFilters, keywords: KeywordPlan | null, mode: PageMode = 'planner'): BuiltSearch {
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  const and: string[] = [`v."status" = 'approved'`];
  let heapFilters = false;

  if (filters.make) {
    const key = filters.make.toLowerCase().replace(/\s+/g, ' ');
    const alias = MAKE_ALIASES[key];
    const makes = [key, ...(alias?.makes ?? [])];
    and.push(makes.length === 1 ? `v."make_key" = ${p(key)}` : `v."make_key" = ANY(${p(makes)}::text[])`);
    const model = filters.model ?? alias?.model;
    if (model) and.push(`v."model_key" = ${p(model.toLowerCase())}`);
  } else if (filters.model) {
    and.push(`v."model_key" = ${p(filters.model.toLowerCase())}`);
  }
  if (filters.minYear !== undefined) and.push(`v."year" >= ${p(filters.minYear)}::int`);
  if (filters.maxYear !== undefined) and.push(`v."year" <= ${p(filters.maxYear)}::int`);
  if (filters.minPrice !== undefined) and.push(`v."price" >= ${p(filters.minPrice)}::numeric`);
  if (filters.maxPrice !== undefined) and.push(`v."price" <= ${p(filters.maxPrice)}::numeric`);
  if (filters.minMileage !== undefined) and.push(`v."mileage" >= ${p(filters.minMileage)}::int`);
  if (filters.maxMileage !== undefined) and.push(`v."mileage" <= ${p(filters.maxMileage)}::int`);
  // the packed categorical filters: `facets` holds one small code per field
  const facet = (f: Facet, values: readonly string[] | undefined) => {
    if (!values?.length) return;
    const codes = facetCodes(f, values);
    const field = `((v."facets" >> ${f.shift}) & ${f.mask})`;
    if (codes.length === 0) and.push('false');
    else and.push(codes.length === 1 ? `${field} = ${codes[0]}` : `${field} IN (${codes.join(', ')})`);
  };
  facet(FACETS.condition, filters.condition);
  facet(FACETS.bodyType, filters.bodyType);
  facet(FACETS.fuelType, filters.fuelType);
  facet(FACETS.transmission, filters.transmission);
  facet(FACETS.drivetrain, filters.drivetrain);
  for (const [value, f] of [[filters.exteriorColor, FACETS.exteriorColor], [filters.interiorColor, FACETS.interiorColor]] as const) {
    if (!value) continue;
    const group = colorGroupOf(value);
    if (group) facet(f, [group]);
    else {
      // a manufacturer's colour name ("Blu Emozione"): exterior colours are families, their names kept beside them
      const column = f === FACETS.exteriorColor ? 'exterior_color_name' : f.column;
      and.push(`lower(btrim(v."${column}")) = ${p(value.trim().toLowerCase())}`);
      heapFilters = true;
    }
  }
  // every requested feature must be present; each one is satisfied by any of the names it covers
  // (one test per bit, each of which has planner statistics)
  for (const names of filters.features ?? []) {
    const { bits, others } = featureMask(names);
    const parts = [...bits.map((b) => `(v."feature_bits" & ${b}) <> 0`), ...(others.length ? [`v."features" && ${p(others)}::text[]`] : [])];
    if (others.length) heapFilters = true;
    and.push(parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`);
  }
  if (filters.location) {
    const match = `v."location" ILIKE ${p(`%${likeEscape(filters.location)}%`)}`;
    and.push(mode === 'walk' ? `(${match}) IS TRUE` : match);
    heapFilters = true;
  }
  if (filters.zipCode) {
    const center = zipPoint(filters.zipCode);
    if (!center) throw new SearchParamError('zipCode', 'zipCode is not a known US ZIP code');
    const box = boundingBox(center, filters.radius);
    and.push(`v."latitude" BETWEEN ${p(box.minLat)}::float8 AND ${p(box.maxLat)}::float8`);
    if (box.minLon !== null) and.push(`v."longitude" BETWEEN ${p(box.minLon)}::float8 AND ${p(box.maxLon)}::float8`);
    const lat = p(center.latitude);
    const lon = p(center.longitude);
    and.push(`${2 * EARTH_RADIUS} * asin(least(1, sqrt(
      power(sin(radians(v."latitude" - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(v."latitude")) * power(sin(radians(v."longitude" - ${lon}::float8) / 2), 2)
    ))) <= ${p(filters.radius)}::float8`);
  }
  if (keywords && keywords.words.length > 0) {
    const match = `v."search_vector" @@ (${tsquerySql(keywords, p)})`;
    // 'walk': not indexable on purpose, so the planner walks a sort (or other) index and checks the words per row
    and.push(mode === 'walk' ? `(${match}) IS TRUE` : match);
    heapFilters = true;
  }
  if (filters.deal === 'good') {
    // great or good: under the fair band (price-guidance/price-method.ts, dealScore)
    and.push(`v."deal_score" < 0`);
    if (filters.sortBy !== 'best-deal') heapFilters = true;
  }
  if (filters.excludeId !== undefined) and.push(`v."id" <> ${p(filters.excludeId)}::int`);

  return {
    where: and.join('\n  AND '),
    walkCount: !heapFilters && !filters.make && !filters.model && !filters.zipCode,
    collect: mode === 'collect',
    params,
    sort: SORT_COLUMNS[filters.sortBy],
    limit: filters.limit,
    offset: (filters.page - 1) * filters.limit,
  };
}

/**
 * The page: ids first (an ordered walk of the sort's index, or a bitmap and a top-N sort when filters
 * are selective), then the rows of just those ids, so deep OFFSETs skip index entries, not whole rows.
 */
export function pageSql(t: SearchTables, b: BuiltSearch): { sql: string; params: unknown[] } {
  const [col, dir] = b.sort;
  const params = [...b.params, b.limit, b.offset];
  const window = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const ids = b.collect
    ? `WITH m AS MATERIALIZED (SELECT v."id", v."${col}" AS sk FROM ${t.vehicles} v WHERE ${b.where})
  SELECT m."id", m.sk FROM m ORDER BY m.sk ${dir}, m."id" ${dir} ${window}`
    : `SELECT v."id", v."${col}" AS sk FROM ${t.vehicles} v
  WHERE ${b.where}
  ORDER BY v."${col}" ${dir}, v."id" ${dir}
  ${window}`;
  const sql = `SELECT ${publicColumns('v')}
FROM (
  ${ids}
) p JOIN ${t.vehicles} v ON v."id" = p."id"
ORDER BY p.sk ${dir}, p."id" ${dir}`;
  return { sql, params };
}

/**
 * Exact count, but stops after cap + 1 matches. When it walks a covering index, it is ordered by
 * creation so that the walk follows an order unrelated to the filtered columns (walking the year index
 * for low-mileage cars would meet them all at its end); otherwise it is left unordered so that a
 * bitmap or range scan can stop after cap + 1 rows.
 */
export function countSql(t: SearchTables, b: BuiltSearch, cap: number): { sql: string; params: unknown[] } {
  const order = b.walkCount ? ` ORDER BY v."created_at" DESC` : '';
  return {
    sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${t.vehicles} v WHERE ${b.where}${order} LIMIT ${Math.floor(cap) + 1}) c`,
    params: b.params,
  };
}

/**
 * Which of several searches include one listing (saved-search alerts): each search's WHERE clause exactly as
 * its results page uses it, all in one statement. Every `$n` of a clause is a parameter made by `buildSearch`
 * (values never reach the SQL text), so renumbering them is safe.
 */
function matchAnySql(t: SearchTables, searches: readonly { key: number; built: BuiltSearch }[], vehicleId: number): { sql: string; params: unknown[] } {
  const params: unknown[] = [vehicleId];
  const arms = searches.map(({ key, built }) => {
    const offset = params.length;
    params.push(...built.params);
    const where = built.where.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + offset}`);
    return `SELECT ${Math.trunc(key)} AS k WHERE EXISTS (SELECT 1 FROM ${t.vehicles} v WHERE v."id" = $1::int AND ${where})`;
  });
  return { sql: arms.join('\nUNION ALL\n'), params };
}

/** The planner's row estimate for the whole match set. */
function estimateSql(t: SearchTables, b: BuiltSearch): { sql: string; params: unknown[] } {
  return { sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${t.vehicles} v WHERE ${b.where}`, params: b.params };
}

export interface SearchResult {
  vehicles: ReturnType<typeof toPublicVehicle>[];
  total: number;
  totalIsEstimate?: boolean;
}

function planRows(rows: Record<string, unknown>[]): number {
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const n = Number(parsed?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(n) ? Math.round(n) : 0;
}

/**
 * Runs public searches: page and capped count in parallel (two connections), then, only when the
 * count hit the cap, an estimate of the total. The page plan for keyword and location searches is
 * chosen here (see pageMode), because PostgreSQL misestimates them.
 */
export class SearchEngine {
  private approved = { n: 0, at: 0 };
  private readonly locations = new Map<string, { n: number; at: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly tables: SearchTables,
    private readonly keywords: KeywordResolver,
    private readonly countCap: number,
  ) {}

  async search(filters: SearchFilters): Promise<SearchResult> {
    const plan = await this.keywords.plan(filters.query);
    const b = buildSearch(filters, plan, await this.pageMode(filters, plan));
    const page = pageSql(this.tables, b);
    const count = countSql(this.tables, buildSearch(filters, plan), this.countCap);
    const [rows, counted] = await Promise.all([this.db.query(page.sql, page.params), this.db.query(count.sql, count.params)]);
    const vehicles = (rows as PublicVehicleRow[]).map(toPublicVehicle);
    const n = Number(counted[0]?.n ?? 0);
    if (n <= this.countCap) return { vehicles, total: n };
    // more than the cap: an exact end is known when this page came back short
    if (vehicles.length > 0 && vehicles.length < b.limit) return { vehicles, total: b.offset + vehicles.length };
    // the planner's estimate; with keywords, that of the other filters capped by the rarest word's frequency
    // (its estimate of ANDed words assumes they are independent)
    const est = estimateSql(this.tables, plan ? buildSearch({ ...filters, query: undefined }, null) : b);
    let estimate = planRows(await this.db.query(est.sql, est.params));
    if (plan) estimate = Math.min(estimate, plan.matchEstimate);
    return { vehicles, total: Math.max(this.countCap + 1, estimate, b.offset + vehicles.length), totalIsEstimate: true };
  }

  /**
   * The keys of the searches whose results include the listing (paging and excludeId aside). A ZIP code that
   * cannot be placed matches nothing.
   */
  async matching(searches: readonly { key: number; filters: SearchFilters }[], vehicleId: number): Promise<number[]> {
    const built: { key: number; built: BuiltSearch }[] = [];
    for (const s of searches) {
      try {
        built.push({ key: s.key, built: buildSearch({ ...s.filters, excludeId: undefined }, await this.keywords.plan(s.filters.query)) });
      } catch (err) {
        if (!(err instanceof SearchParamError)) throw err;
      }
    }
    if (built.length === 0) return [];
    const m = matchAnySql(this.tables, built, vehicleId);
    return (await this.db.query<{ k: number }>(m.sql, m.params)).map((r) => Number(r.k));
  }

  /**
   * Keyword and location conditions are checked on the heap (or through a GIN index), and PostgreSQL
   * misjudges both their selectivity (ANDed words) and the cost of heap visits on a table of 1.6 KB
   * rows. With M estimated matches among N approved listings, walking the sort index checks about
   * needed * N / M rows and collecting checks M: walk when that is fewer. Another selective indexed
   * filter (make, radius) is better combined by the planner.
   */
  private async pageMode(filters: SearchFilters, plan: KeywordPlan | null): Promise<PageMode> {
    if (!plan && !filters.location) return 'planner';
    if (filters.make || filters.model || filters.zipCode) return 'planner';
    let matches = plan ? plan.matchEstimate : Infinity;
    if (filters.location) matches = Math.min(matches, await this.locationEstimate(filters.location));
    const needed = filters.page * filters.limit;
    const approved = await this.approvedEstimate();
    return matches > 0 && (needed * approved) / matches < matches ? 'walk' : 'collect';
  }

  private async locationEstimate(location: string): Promise<number> {
    const key = location.toLowerCase();
    const hit = this.locations.get(key);
    if (hit && Date.now() - hit.at < 60_000) return hit.n;
    const rows = await this.db.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${this.tables.vehicles} v WHERE v."status" = 'approved' AND v."location" ILIKE $1`,
      [`%${likeEscape(location)}%`],
    );
    if (this.locations.size > 1000) this.locations.clear();
    const n = planRows(rows);
    this.locations.set(key, { n, at: Date.now() });
    return n;
  }

  /** Approved listings, as the planner estimates them (refreshed every minute). */
  private async approvedEstimate(): Promise<number> {
    const now = Date.now();
    if (now - this.approved.at > 60_000) {
      const rows = await this.db.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${this.tables.vehicles} v WHERE v."status" = 'approved'`);
      this.approved = { n: Math.max(1, planRows(rows)), at: now };
    }
    return this.approved.n;
  }
}
