#!/usr/bin/env node
// Search benchmark: 1,000,000 generated listings in PostgreSQL, the listings service in front of them,
// a fixed mix of 20 searches measured through HTTP, as the same SQL straight in PostgreSQL, and as
// naive SQL. See bench/search/README.md.
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
import { naiveSql } from './naive.mjs';
import { MIX, toQueryString } from './queries.mjs';

const { values: opt } = parseArgs({
  options: {
    url: { type: 'string' },
    db: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    schema: { type: 'string', default: 'bench_listings' },
    rows: { type: 'string', default: '1000000' },
    reload: { type: 'boolean', default: false },
    port: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '4' },
    'naive-runs': { type: 'string', default: '2' },
    'skip-naive': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opt.help) {
  console.log(`node bench/search/run.mjs [--url BASE] [--db URL] [--schema bench_listings] [--rows 1000000] [--reload]
  [--port N] [--seconds 15] [--concurrency 4] [--naive-runs 2] [--skip-naive]`);
  process.exit(0);
}
const ROWS = Number(opt.rows);
const SECONDS = Number(opt.seconds);
const CONCURRENCY = Number(opt.concurrency);
if (!/^[a-z_][a-z0-9_]*$/.test(opt.schema)) throw new Error('--schema must be a lowercase SQL identifier');
for (const h of [new URL(opt.db).hostname, opt.url && new URL(opt.url).hostname].filter(Boolean)) {
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(h)) throw new Error(`localhost only: ${h}`);
}

const log = (m) => console.log(m);
const started = Date.now();
const loadAtStart = loadavg();

// ---- build what the benchmark runs ----
build({ only: ['packages/contracts', 'packages/service-kit', 'services/listings'], quiet: true });
const { SearchQuerySchema } = await import('@rl/contracts');
const { SearchEngine } = await import('../../services/listings/dist/search/search-sql.js');
const { KeywordResolver } = await import('../../services/listings/dist/search/keywords.js');
const { zipPoint } = await import('../../services/listings/dist/geo/zip-codes.js');

// ---- the service (its start runs the migrations that create the schema) ----
async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
  });
}
const port = opt.port ? Number(opt.port) : await freePort();
const serviceUrl = `http://127.0.0.1:${port}`;
const logFile = join(tmpdir(), `bench-listings-${process.pid}.log`);
const out = createWriteStream(logFile);
const service = spawn(process.execPath, [join(ROOT, 'services/listings/dist/main.js')], {
  env: {
    ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: opt.db, DB_SCHEMA: opt.schema,
    IDENTITY_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'info', MEDIA_URL: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
service.stdout.pipe(out);
service.stderr.pipe(out);
let serviceExited = false;
service.on('exit', () => { serviceExited = true; });
const stopService = () => { if (!serviceExited) service.kill('SIGTERM'); };
process.on('exit', stopService);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { stopService(); process.exit(130); });

async function waitReady(base, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (serviceExited) throw new Error(`the listings service exited; see ${logFile}`);
    try { if ((await fetch(`${base}/health/ready`)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the listings service did not get ready; see ${logFile}`);
}
await waitReady(serviceUrl);
log(`listings service on ${serviceUrl} (schema ${opt.schema}, log ${logFile})`);

// ---- data ----
const pool = new pg.Pool({ connectionString: opt.db, max: Math.max(4, CONCURRENCY * 2) });
const meta = await loadedRows(pool, opt.schema);
if (opt.reload || !meta || meta.rows !== ROWS || meta.generator !== GENERATOR_VERSION) {
  log(`loading ${ROWS.toLocaleString('en-US')} listings into ${opt.schema} (once; later runs reuse them, --reload forces)...`);
  const t0 = Date.now();
  await loadListings(pool, opt.schema, ROWS, log);
  log(`loaded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
} else {
  log(`reusing ${meta.rows.toLocaleString('en-US')} listings in ${opt.schema}`);
}
const { rows: [counts] } = await pool.query(
  `SELECT count(*) FILTER (WHERE status = 'approved')::int AS approved, count(*)::int AS total FROM "${opt.schema}".vehicles`,
);
log(`${counts.total.toLocaleString('en-US')} listings, ${counts.approved.toLocaleString('en-US')} approved`);

// ---- the three ways to run a search ----
const base = opt.url ?? serviceUrl;
if (opt.url) await waitReady(opt.url).catch(() => log(`warning: ${opt.url}/health/ready does not answer 200; measuring anyway`));
const table = `"${opt.schema}"."vehicles"`;
const db = { query: (sql, params) => pool.query(sql, params).then((r) => r.rows) };
const trgm = (await pool.query(`SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`)).rows[0].nspname;
const engine = new SearchEngine(db, { vehicles: table },
  new KeywordResolver(db, { vehicles: table, terms: `"${opt.schema}"."search_terms"`, trgm: `"${trgm}"` }), 1000);
const searches = MIX.map((m) => ({ ...m, path: `/api/vehicles/search?${toQueryString(m.q)}`, filters: SearchQuerySchema.parse(m.q) }));

async function viaHttp(s) {
  const res = await fetch(`${base}${s.path}`);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${s.name}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body;
}
const viaSql = (s) => engine.search(s.filters);
async function viaNaive(s, client) {
  const q = naiveSql(table, s.filters, zipPoint);
  const page = await client.query(q.page.sql, q.page.params);
  const count = await client.query(q.count.sql, q.count.params);
  return { vehicles: page.rows, total: count.rows[0].n };
}

// ---- measurement ----
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
async function measure(run, { seconds, concurrency }) {
  const lat = searches.map(() => []);
  const all = [];
  const until = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(Array.from({ length: concurrency }, async (_, w) => {
    for (let i = w * 7; performance.now() < until; i++) {
      const k = i % searches.length;
      const t0 = performance.now();
      await run(searches[k]);
      const ms = performance.now() - t0;
      lat[k].push(ms);
      all.push(ms);
      n++;
    }
  }));
  const elapsed = seconds;
  all.sort((a, b) => a - b);
  return {
    p50: pct(all, 50), p95: pct(all, 95), p99: pct(all, 99), n, rps: n / elapsed,
    perQuery: lat.map((l) => { const s = [...l].sort((a, b) => a - b); return { p50: pct(s, 50), p95: pct(s, 95), n: s.length }; }),
  };
}

log('warming up (two passes of the mix through HTTP and SQL)...');
const answers = [];
for (let pass = 0; pass < 2; pass++) {
  for (const [i, s] of searches.entries()) {
    const h = await viaHttp(s);
    const d = await viaSql(s);
    answers[i] = { http: h, sql: d };
  }
}
for (const [i, a] of answers.entries()) {
  const same = JSON.stringify(a.http.vehicles.map((v) => v.id)) === JSON.stringify(a.sql.vehicles.map((v) => v.id));
  if (!same) log(`  note: ${searches[i].name}: HTTP and SQL pages differ (data changed between calls?)`);
}

const phases = {};
for (const [name, run] of [['http', viaHttp], ['sql', viaSql]]) {
  for (const c of [1, CONCURRENCY]) {
    log(`measuring ${name.toUpperCase()} at concurrency ${c} for ${SECONDS} s...`);
    phases[`${name}@${c}`] = await measure(run, { seconds: SECONDS, concurrency: c });
  }
}

let naive = null;
if (!opt['skip-naive']) {
  log(`measuring the naive SQL (${opt['naive-runs']} runs of each search, one at a time)...`);
  const client = await pool.connect();
  await client.query(`SET statement_timeout = '60s'`);
  naive = searches.map(() => []);
  const checks = [];
  try {
    for (let r = 0; r < Number(opt['naive-runs']); r++) {
      for (const [k, s] of searches.entries()) {
        const t0 = performance.now();
        const res = await viaNaive(s, client);
        naive[k].push(performance.now() - t0);
        if (r === 0) checks[k] = res;
      }
    }
  } finally {
    client.release();
  }
  // cross-check: without keywords, the naive and optimized searches must find the same page and count
  for (const [k, s] of searches.entries()) {
    if (s.filters.query) continue;
    const mine = answers[k].sql;
    const ids = (x) => JSON.stringify(x.vehicles.map((v) => Number(v.id)));
    if (ids(mine) !== ids(checks[k])) log(`  MISMATCH ${s.name}: pages differ`);
    if (!mine.totalIsEstimate && mine.total !== checks[k].total) log(`  MISMATCH ${s.name}: total ${mine.total} vs ${checks[k].total}`);
  }
}

// ---- report ----
const f = (x) => (x === undefined ? '-' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const h1 = phases['http@1'];
const s1 = phases['sql@1'];
log('');
log(`Search benchmark: ${counts.total.toLocaleString('en-US')} listings (${counts.approved.toLocaleString('en-US')} approved), HTTP base ${base}`);
log('');
log('per search, latency in ms at concurrency 1 (p50):');
log(`${'#'.padStart(2)} ${'search'.padEnd(28)} ${'HTTP'.padStart(7)} ${'SQL'.padStart(7)} ${'naive'.padStart(8)}  ${'HTTP/SQL'.padStart(8)} ${'naive/SQL'.padStart(9)}  total`);
for (const [k, s] of searches.entries()) {
  const hn = h1.perQuery[k].p50;
  const sn = s1.perQuery[k].p50;
  const nn = naive ? [...naive[k]].sort((a, b) => a - b)[Math.floor((naive[k].length - 1) / 2)] : undefined;
  const a = answers[k].sql;
  log(`${String(k + 1).padStart(2)} ${s.name.padEnd(28)} ${f(hn).padStart(7)} ${f(sn).padStart(7)} ${f(nn).padStart(8)}  ${(hn / sn).toFixed(2).padStart(8)} ${(nn ? (nn / sn).toFixed(0) : '-').padStart(9)}  ${a.total}${a.totalIsEstimate ? ' (estimate)' : ''}`);
}
log('');
log('the mix (all 20 searches, round robin):');
log(`${'mode'.padEnd(10)} ${'conc'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'req/s'.padStart(7)} ${'requests'.padStart(9)}`);
for (const [key, m] of Object.entries(phases)) {
  const [mode, c] = key.split('@');
  log(`${mode.toUpperCase().padEnd(10)} ${c.padStart(4)} ${f(m.p50).padStart(7)} ${f(m.p95).padStart(7)} ${f(m.p99).padStart(7)} ${f(m.rps).padStart(7)} ${String(m.n).padStart(9)}`);
}
if (naive) {
  const all = naive.flat().sort((a, b) => a - b);
  log(`${'NAIVE'.padEnd(10)} ${'1'.padStart(4)} ${f(pct(all, 50)).padStart(7)} ${f(pct(all, 95)).padStart(7)} ${f(pct(all, 99)).padStart(7)} ${f(1000 / (all.reduce((a, b) => a + b, 0) / all.length)).padStart(7)} ${String(all.length).padStart(9)}`);
}
log('');
log(`ratios at concurrency 1: HTTP/SQL p50 ${(h1.p50 / s1.p50).toFixed(2)}, p95 ${(h1.p95 / s1.p95).toFixed(2)}`
  + (naive ? `; naive/SQL p50 ${(pct(naive.flat().sort((a, b) => a - b), 50) / s1.p50).toFixed(1)}, p95 ${(pct(naive.flat().sort((a, b) => a - b), 95) / s1.p95).toFixed(1)}` : ''));
log(`goal: HTTP p95 under 50 ms for the mix -> ${h1.p95 < 50 ? 'met' : 'NOT met'} at concurrency 1 (${f(h1.p95)} ms), `
  + `${phases[`http@${CONCURRENCY}`].p95 < 50 ? 'met' : 'not met'} at concurrency ${CONCURRENCY} (${f(phases[`http@${CONCURRENCY}`].p95)} ms)`);
log(`run time ${((Date.now() - started) / 1000).toFixed(0)} s; ${cpus().length} cores; load average at start ${loadAtStart.map((x) => x.toFixed(1)).join(' ')}, at end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`
  + ' (other work on the machine inflates the figures)');

await pool.end();
stopService();
