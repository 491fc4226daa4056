// The naive baseline: the same filters written the obvious way. One statement per page with
// OFFSET over whole rows, ILIKE for keywords (no typo tolerance), the radius as a distance over every
// row, text columns instead of the packed ones, and an exact count(*) as a second statement.
import { SORT_COLUMNS } from '../../services/listings/dist/search/search-sql.js';

const NAMED = ['black', 'white', 'silver', 'gray', 'grey', 'red', 'blue', 'green', 'brown', 'beige'];
const colorCond = (col, value, p) => {
  const v = value.trim().toLowerCase();
  if (v === 'other') return `lower(btrim(v."${col}")) <> ALL(${p(NAMED)}::text[])`;
  if (v === 'gray' || v === 'grey') return `lower(btrim(v."${col}")) IN ('gray', 'grey')`;
  return `lower(btrim(v."${col}")) = ${p(v)}`;
};

/** filters: SearchQuerySchema output; zipPoint: (zip) => {latitude, longitude} */
export function naiveSql(table, filters, zipPoint) {
  const params = [];
  const p = (v) => `$${params.push(v)}`;
  const and = [`v."status" = 'approved'`];
  if (filters.make) and.push(`lower(v."make") = ${p(filters.make.toLowerCase())}`);
  if (filters.model) and.push(`lower(v."model") = ${p(filters.model.toLowerCase())}`);
  if (filters.minYear !== undefined) and.push(`v."year" >= ${p(filters.minYear)}`);
  if (filters.maxYear !== undefined) and.push(`v."year" <= ${p(filters.maxYear)}`);
  if (filters.minPrice !== undefined) and.push(`v."price" >= ${p(filters.minPrice)}`);
  if (filters.maxPrice !== undefined) and.push(`v."price" <= ${p(filters.maxPrice)}`);
  if (filters.minMileage !== undefined) and.push(`v."mileage" >= ${p(filters.minMileage)}`);
  if (filters.maxMileage !== undefined) and.push(`v."mileage" <= ${p(filters.maxMileage)}`);
  for (const [key, col] of [['condition', 'condition'], ['bodyType', 'body_type'], ['fuelType', 'fuel_type'], ['transmission', 'transmission'], ['drivetrain', 'drivetrain']]) {
    if (filters[key]?.length) and.push(`v."${col}" = ANY(${p(filters[key])}::text[])`);
  }
  if (filters.exteriorColor) and.push(colorCond('exterior_color', filters.exteriorColor, p));
  if (filters.interiorColor) and.push(colorCond('interior_color', filters.interiorColor, p));
  for (const names of filters.features ?? []) and.push(`v."features" && ${p(names)}::text[]`);
  if (filters.location) and.push(`v."location" ILIKE ${p(`%${filters.location}%`)}`);
  if (filters.zipCode) {
    const c = zipPoint(filters.zipCode);
    and.push(`3958.8 * 2 * asin(least(1, sqrt(power(sin(radians(v."latitude" - ${p(c.latitude)}) / 2), 2)
      + cos(radians(${p(c.latitude)})) * cos(radians(v."latitude")) * power(sin(radians(v."longitude" - ${p(c.longitude)}) / 2), 2)))) <= ${p(filters.radius)}`);
  }
  if (filters.query) {
    for (const word of filters.query.split(/\s+/).filter(Boolean)) {
      const w = p(`%${word}%`);
      and.push(`(v."make" ILIKE ${w} OR v."model" ILIKE ${w} OR v."trim" ILIKE ${w} OR v."description" ILIKE ${w})`);
    }
  }
  if (filters.excludeId !== undefined) and.push(`v."id" <> ${p(filters.excludeId)}`);
  const where = and.join(' AND ');
  const [col, dir] = SORT_COLUMNS[filters.sortBy];
  const countParams = [...params];
  const page = `SELECT v.* FROM ${table} v WHERE ${where} ORDER BY v."${col}" ${dir}, v."id" ${dir} OFFSET ${p((filters.page - 1) * filters.limit)} LIMIT ${p(filters.limit)}`;
  return {
    page: { sql: page, params },
    count: { sql: `SELECT count(*)::int AS n FROM ${table} v WHERE ${where}`, params: countParams },
  };
}
