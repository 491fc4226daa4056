#!/usr/bin/env node
// The seller's performance page (issue 28): GET /api/vehicles/{id}/performance for a seller with 50 live
// listings among the search benchmark's 1,000,000, with 30 days of activity for every live listing.
// See bench/search/README.md, "Seller performance page".
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { build } from '../../scripts/build.mjs';
import { ROOT } from '../../scripts/lib/workspaces.mjs';
import { GENERATOR_VERSION, loadedRows, loadListings } from './load.mjs';

const { values: opt } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    schema: { type: 'string', default: 'bench_listings' },
    rows: { type: 'string', default: '1000000' },
    listings: { type: 'string', default: '50' },
    // 30 days of activity for live listings with an id up to this (all by default: about 25M daily rows for 1M listings)
    'activity-upto': { type: 'string' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '4' },
    help: { type: 'boolean', default: false },
  },
});
if (opt.help) {
  console.log('node bench/search/performance.mjs [--db URL] [--schema bench_listings] [--rows 1000000] [--listings 50] [--activity-upto ID] [--seconds 15] [--concurrency 4]');
  process.exit(0);
}
if (!/^[a-z_][a-z0-9_]*$/.test(opt.schema)) throw new Error('--schema must be a lowercase SQL identifier');
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(opt.db).hostname)) throw new Error('localhost only');
const ROWS = Number(opt.rows);
const SELLER_LISTINGS = Number(opt.listings);
const SECONDS = Number(opt.seconds);
const CONCURRENCY = Number(opt.concurrency);
const SELLER = 'bench-seller';
const UPTO = opt['activity-upto'] ? Number(opt['activity-upto']) : 2_147_483_647;
const ACTIVITY_VERSION = 1;
const log = (m) => console.log(m);
const started = Date.now();
const loadAtStart = loadavg();

build({ only: ['packages/contracts', 'packages/service-kit', 'services/listings'], quiet: true });
const { IDENTITY_HEADER, API } = await import('@rl/contracts');
const { mintIdentity } = await import('@rl/service-kit');

// ---- the listings service (its start runs the migrations) ----
const freePort = () => new Promise((resolve, reject) => {
  const srv = createServer();
  srv.once('error', reject);
  srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
});
const secret = randomBytes(24).toString('hex');
const port = await freePort();
const serviceUrl = `http://127.0.0.1:${port}`;
const logFile = join(tmpdir(), `bench-performance-listings-${process.pid}.log`);
const child = spawn(process.execPath, [join(ROOT, 'services/listings/dist/main.js')], {
  env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: opt.db, DB_SCHEMA: opt.schema,
    IDENTITY_SECRET: secret, LOG_LEVEL: 'warn', MEDIA_URL: '', RATE_LIMITS: 'off' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.pipe(createWriteStream(logFile));
child.stderr.pipe(createWriteStream(logFile, { flags: 'a' }));
let exited = false;
child.on('exit', () => { exited = true; });
process.on('exit', () => { if (!exited) child.kill('SIGTERM'); });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => process.exit(130));
for (const until = Date.now() + 120_000; ;) {
  if (exited) throw new Error(`the listings service exited; see ${logFile}`);
  const ok = await fetch(`${serviceUrl}/health/ready`).then((r) => r.status === 200, () => false);
  if (ok) break;
  if (Date.now() > until) throw new Error(`the listings service did not become ready; see ${logFile}`);
  await new Promise((r) => setTimeout(r, 250));
}
log(`listings service on ${serviceUrl} (schema ${opt.schema}, log ${logFile})`);

// ---- data: the listings, then 30 days of activity and the seller ----
const pool = new pg.Pool({ connectionString: opt.db, max: 4 });
const s = `"${opt.schema}"`;
const meta = await loadedRows(pool, opt.schema);
if (!meta || meta.rows !== ROWS || meta.generator !== GENERATOR_VERSION) {
  log(`loading ${ROWS.toLocaleString('en-US')} listings into ${opt.schema}...`);
  const t0 = Date.now();
  await loadListings(pool, opt.schema, ROWS, log);
  log(`loaded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
await pool.query(`CREATE TABLE IF NOT EXISTS ${s}.bench_activity (version int NOT NULL, day date NOT NULL, upto int NOT NULL)`);
const activity = (await pool.query(`SELECT version, to_char(day, 'YYYY-MM-DD') AS day, upto FROM ${s}.bench_activity`)).rows[0];
const today = new Date().toISOString().slice(0, 10);
if (!activity || activity.version !== ACTIVITY_VERSION || activity.day !== today || activity.upto !== UPTO) {
  log('writing 30 days of activity for every live listing (impressions and views per day, saves, inquiries)...');
  const t0 = Date.now();
  const client = await pool.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query(`TRUNCATE ${s}.listing_daily_counts, ${s}.performance_medians, ${s}.bench_activity`);
    await client.query(`DELETE FROM ${s}.saved_vehicles WHERE user_id LIKE 'bench-buyer-%'`);
    await client.query(`DELETE FROM ${s}.inquiries WHERE sender_email LIKE 'bench-buyer-%'`);
    const { rows: [{ max }] } = await client.query(`SELECT least(max(id), $1) AS max FROM ${s}.vehicles`, [UPTO]);
    const step = 100_000;
    for (let from = 0; from <= max; from += step) {
      // every live listing every day: 20-400 impressions, a fifteenth of them as detail views (deterministic per listing and day)
      await client.query(
        `INSERT INTO ${s}.listing_daily_counts (vehicle_id, day, impressions, views)
         SELECT v.id, d::date, 20 + (hashint4(v.id * 31 + extract(doy FROM d)::int) & 2147483647) % 380, 0
         FROM ${s}.vehicles v CROSS JOIN generate_series(current_date - 29, current_date, interval '1 day') d
         WHERE v.status = 'approved' AND v.id > $1 AND v.id <= $2`,
        [from, from + step],
      );
      log(`  daily counts up to listing ${Math.min(max, from + step).toLocaleString('en-US')}`);
    }
    await client.query(`UPDATE ${s}.listing_daily_counts SET views = impressions / 15`);
    // a save for one live listing in 7 and an inquiry for one in 13, at some time of the last 30 days
    await client.query(
      `INSERT INTO ${s}.saved_vehicles (user_id, vehicle_id, created_at)
       SELECT 'bench-buyer-' || (v.id % 1000), v.id, now() - (v.id % 29) * interval '1 day' FROM ${s}.vehicles v WHERE v.status = 'approved' AND v.id % 7 = 0 AND v.id <= $1`,
      [UPTO],
    );
    await client.query(
      `INSERT INTO ${s}.inquiries (vehicle_id, sender_name, sender_first_name, sender_last_name, sender_email, subject, message, created_at)
       SELECT v.id, 'Bench Buyer', 'Bench', 'Buyer', 'bench-buyer-' || v.id || '@example.com', 'Is it available?', 'Is it still available?',
              now() - (v.id % 29) * interval '1 day'
       FROM ${s}.vehicles v WHERE v.status = 'approved' AND v.id % 13 = 0 AND v.id <= $1`,
      [UPTO],
    );
    await client.query(`ANALYZE ${s}.listing_daily_counts`);
    await client.query(`ANALYZE ${s}.saved_vehicles`);
    await client.query(`ANALYZE ${s}.inquiries`);
    await client.query(`INSERT INTO ${s}.bench_activity (version, day, upto) VALUES ($1, current_date, $2)`, [ACTIVITY_VERSION, UPTO]);
  } finally {
    client.release();
  }
  log(`activity written in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
// the seller: SELLER_LISTINGS live listings spread over the listings with activity (and so over many make + model groups)
await pool.query(`UPDATE ${s}.vehicles SET user_id = 'bench-other' WHERE user_id = $1`, [SELLER]);
const { rows: mine } = await pool.query(
  `WITH live AS (SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total FROM ${s}.vehicles WHERE status = 'approved' AND id <= $3)
   UPDATE ${s}.vehicles v SET user_id = $1 FROM live
   WHERE v.id = live.id AND (live.n - 1) % (live.total / $2::int) = 0 AND live.n <= (live.total / $2::int) * $2::int RETURNING v.id, v.make_key, v.model_key`,
  [SELLER, SELLER_LISTINGS, UPTO],
);
const ids = mine.map((r) => r.id).slice(0, SELLER_LISTINGS);
const groups = new Set(mine.map((r) => `${r.make_key}/${r.model_key}`));
const { rows: [sizes] } = await pool.query(
  `SELECT count(*)::int AS live, (SELECT count(*)::int FROM ${s}.listing_daily_counts) AS counts FROM ${s}.vehicles WHERE status = 'approved'`,
);
log(`seller ${SELLER}: ${ids.length} live listings in ${groups.size} make + model groups; ${sizes.live.toLocaleString('en-US')} live listings, `
  + `${sizes.counts.toLocaleString('en-US')} daily count rows`);

// ---- the requests, as the gateway forwards them: an identity minted for the method and path ----
const get = async (path) => {
  const res = await fetch(`${serviceUrl}${path}`, {
    headers: { [IDENTITY_HEADER]: mintIdentity({ sub: SELLER, role: 'user', email: 'seller@example.com', method: 'GET', path }, secret) },
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body;
};
const performanceOf = (id) => get(API.vehiclePerformance(id));
/** The dashboard's two requests in the order it makes them: the seller's listings, then one listing's performance. */
const page = async (id) => { await get(API.userVehicles); await performanceOf(id); };

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
async function measure(run, concurrency) {
  const all = [];
  const t0 = performance.now();
  const until = t0 + SECONDS * 1000;
  await Promise.all(Array.from({ length: concurrency }, async (_, w) => {
    for (let i = w * 13; performance.now() < until; i++) {
      const a = performance.now();
      await run(ids[i % ids.length]);
      all.push(performance.now() - a);
    }
  }));
  const elapsed = (performance.now() - t0) / 1000;
  all.sort((a, b) => a - b);
  return { p50: pct(all, 50), p95: pct(all, 95), p99: pct(all, 99), max: all.at(-1), n: all.length, rps: all.length / elapsed };
}

// cold: no group's medians stored yet; each first request of a group answers without them and starts their computation
await pool.query(`TRUNCATE ${s}.performance_medians`);
const cold = [];
for (const id of ids) {
  const a = performance.now();
  const p = await performanceOf(id);
  cold.push(performance.now() - a);
  if (p.days.length !== 30) throw new Error(`listing ${id}: ${p.days.length} days`);
}
cold.sort((a, b) => a - b);
// the first requests started the groups' medians in the background: wait until every listing has them
const waitStarted = performance.now();
for (const id of ids) {
  for (;;) {
    const p = await performanceOf(id);
    if (p.comparables) break;
    await new Promise((r) => setTimeout(r, 500));
  }
}
const mediansSeconds = (performance.now() - waitStarted) / 1000;
const sample = await performanceOf(ids[0]);
log(`sample: listing ${ids[0]}, 30-day totals ${JSON.stringify(sample.totals)}, comparables ${sample.comparables?.peers ?? 0} `
  + `(medians ${JSON.stringify(sample.comparables?.medians ?? null)}), reasons ${sample.reasons.map((r) => r.kind).join(', ') || 'none'}`);
const phases = {};
for (const c of [1, CONCURRENCY]) {
  log(`measuring the performance endpoint at concurrency ${c} for ${SECONDS} s...`);
  phases[`endpoint@${c}`] = await measure(performanceOf, c);
}
log(`measuring the page (GET ${API.userVehicles}, then the performance) at concurrency ${CONCURRENCY} for ${SECONDS} s...`);
phases[`page@${CONCURRENCY}`] = await measure(page, CONCURRENCY);

const f = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
log('');
log(`Seller performance page: ${ids.length} listings of one seller among ${sizes.live.toLocaleString('en-US')} live listings, direct HTTP to the listings service`);
log(`cold (no medians stored yet: answered without them, computed in the background): p50 ${f(pct(cold, 50))} ms, max ${f(cold.at(-1))} ms over ${cold.length} first requests; `
  + `every group's medians stored ${mediansSeconds.toFixed(1)} s later`);
for (const [key, m] of Object.entries(phases)) {
  const [what, c] = key.split('@');
  log(`${what.padEnd(8)} concurrency ${c}: p50 ${f(m.p50)} ms, p95 ${f(m.p95)} ms, p99 ${f(m.p99)} ms, max ${f(m.max)} ms, ${f(m.rps)} req/s (${m.n})`
    + (Number(c) === CONCURRENCY ? ` -> p95 <= 100 ms ${m.p95 <= 100 ? 'met' : 'NOT met'}` : ''));
}
log(`run time ${((Date.now() - started) / 1000).toFixed(0)} s; ${cpus().length} cores; load average at start ${loadAtStart.map((x) => x.toFixed(1)).join(' ')}, `
  + `at end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
await pool.end();
child.kill('SIGTERM');
