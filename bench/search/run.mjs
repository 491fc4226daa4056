#!/usr/bin/env node
// Search benchmark: 1,000,000 generated listings in PostgreSQL, the listings service in front of them
// (and the auth service and the Node gateway in front of that), a fixed mix of 20 searches measured
// through the gateway, through HTTP straight to the service, as the same SQL straight in PostgreSQL,
// and as naive SQL. See bench/search/README.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
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
import { VALUATION_MIX, valuationVia } from './valuations.mjs';

const { values: opt } = parseArgs({
  allowNegative: true, // --no-gateway
  options: {
    url: { type: 'string' },
    gateway: { type: 'boolean', default: true },
    db: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    schema: { type: 'string', default: 'bench_listings' },
    rows: { type: 'string', default: '1000000' },
    reload: { type: 'boolean', default: false },
    port: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '4' },
    'naive-runs': { type: 'string', default: '2' },
    'skip-naive': { type: 'boolean', default: false },
    'cache-ttl-ms': { type: 'string', default: '0' },
    // issue 28: search impressions counted (on, the product) or not (off, the baseline of the comparison)
    impressions: { type: 'string', default: 'on' },
    'skip-valuations': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opt.help) {
  console.log(`node bench/search/run.mjs [--no-gateway] [--url GATEWAY] [--db URL] [--schema bench_listings] [--rows 1000000]
  [--reload] [--port N] [--seconds 15] [--concurrency 4] [--naive-runs 2] [--skip-naive] [--cache-ttl-ms 0]
  [--impressions on|off] [--skip-valuations]`);
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
// The gateway phases use the gateway it starts (with the auth service), or the one at --url.
const startGateway = opt.gateway && !opt.url;
const gatewayPhases = startGateway || Boolean(opt.url);
build({
  only: ['packages/contracts', 'packages/service-kit', 'services/listings',
    ...(startGateway ? ['packages/embedded-infra', 'services/auth', 'gateway'] : [])],
  quiet: true,
});
const { SearchQuerySchema } = await import('@rl/contracts');
const { SearchEngine } = await import('../../services/listings/dist/search/search-sql.js');
const { KeywordResolver } = await import('../../services/listings/dist/search/keywords.js');
const { zipPoint } = await import('../../services/listings/dist/geo/zip-codes.js');

// ---- the services (the listings service's start runs the migrations that create the schema) ----
async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
  });
}

/** Every child it starts; all are stopped on the way out, whatever happens. */
const children = [];
function startChild(name, script, env) {
  const logFile = join(tmpdir(), `bench-${name}-${process.pid}.log`);
  const out = createWriteStream(logFile);
  const proc = spawn(process.execPath, [join(ROOT, script)], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.pipe(out);
  proc.stderr.pipe(out);
  const child = { name, proc, logFile, exited: false };
  proc.on('exit', () => { child.exited = true; });
  children.push(child);
  return child;
}
/** On the way out (also on an error): SIGTERM now, no waiting. */
const killChildren = () => { for (const c of children) if (!c.exited) c.proc.kill('SIGTERM'); };
/** At the normal end: SIGTERM, wait up to 5 s, then SIGKILL. */
async function stopChildren() {
  await Promise.all(children.map(async (c) => {
    if (c.exited) return;
    const gone = new Promise((r) => c.proc.once('exit', r));
    c.proc.kill('SIGTERM');
    const timer = setTimeout(() => { if (!c.exited) c.proc.kill('SIGKILL'); }, 5000);
    await gone;
    clearTimeout(timer);
  }));
}
process.on('exit', killChildren);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => { killChildren(); process.exit(130); });

/** Polls `url` until `ok(status)`; fails early if the child exits. */
async function waitFor(child, url, ok = (st) => st === 200, ms = 60_000) {
  const until = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < until) {
    if (child?.exited) throw new Error(`the ${child.name} process exited; see ${child.logFile}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (ok(res.status)) return;
      last = `HTTP ${res.status}`;
    } catch (e) { last = e.cause?.code ?? e.message; }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer as expected within ${ms / 1000} s (last: ${last})${child ? `; see ${child.logFile}` : ''}`);
}

const identitySecret = randomBytes(24).toString('hex'); // shared by auth (signs) and listings (verifies)
const port = opt.port ? Number(opt.port) : await freePort();
const serviceUrl = `http://127.0.0.1:${port}`;
const listings = startChild('listings', 'services/listings/dist/main.js', {
  PORT: String(port), DATABASE_URL: opt.db, DB_SCHEMA: opt.schema, IDENTITY_SECRET: identitySecret, LOG_LEVEL: 'info', MEDIA_URL: '',
  // 0 (default here): every search reaches PostgreSQL; the product's 10000 serves repeated searches from memory
  PUBLIC_CACHE_TTL_MS: opt['cache-ttl-ms'],
  IMPRESSION_COUNTING: opt.impressions === 'off' ? 'off' : 'on',
  // valuations count against the anonymous lookup allowance (30 an hour): the benchmark measures the valuation, not the limiter
  RATE_LIMITS: 'off',
});
let gateway = null;
let gatewayUrl = opt.url ?? null;
// the same gateway rendered into nginx, when nginx is installed
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
let nginxGateway = null;
let nginxUrl = null;
if (startGateway) {
  const [authPort, gatewayPort, unusedPort] = [await freePort(), await freePort(), await freePort()];
  const authUrl = `http://127.0.0.1:${authPort}`;
  const unused = `http://127.0.0.1:${unusedPort}`; // moderation, media, enrichment: not exercised
  const auth = startChild('auth', 'services/auth/dist/main.js', {
    PORT: String(authPort), DATABASE_URL: opt.db, DB_SCHEMA: 'bench_auth', IDENTITY_SECRET: identitySecret,
    SESSION_SECRET: randomBytes(32).toString('hex'), TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn',
  });
  const gatewayEnv = {
    AUTH_URL: authUrl, LISTINGS_URL: serviceUrl,
    MODERATION_URL: unused, MEDIA_URL: unused, ENRICHMENT_URL: unused, SALES_URL: unused,
    S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'media', STATIC_ROOT: ROOT, LOG_LEVEL: 'warn',
  };
  gateway = startChild('gateway', 'gateway/dist/main.js', { ...gatewayEnv, PORT: String(gatewayPort) });
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  if (nginxBin) {
    const nginxPort = await freePort();
    nginxGateway = startChild('nginx', 'gateway/dist/nginx-main.js', {
      ...gatewayEnv, PORT: String(nginxPort), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-nginx-')), NGINX_BIN: nginxBin,
    });
    nginxUrl = `http://127.0.0.1:${nginxPort}`;
  }
  await waitFor(auth, `${authUrl}/health/ready`);
  log(`auth service on ${authUrl} (schema bench_auth, log ${auth.logFile})`);
}
await waitFor(listings, `${serviceUrl}/health/ready`);
log(`listings service on ${serviceUrl} (schema ${opt.schema}, log ${listings.logFile})`);
if (startGateway) {
  await waitFor(gateway, `${gatewayUrl}/health/ready`);
  // the whole chain: gateway -> identity sub-request to auth -> auth's own route answering "not signed in"
  await waitFor(gateway, `${gatewayUrl}/api/user`, (st) => st === 401);
  log(`gateway on ${gatewayUrl} (node, log ${gateway.logFile}; GET /api/user answers 401)`);
  if (nginxGateway) {
    await waitFor(nginxGateway, `${nginxUrl}/api/user`, (st) => st === 401);
    log(`gateway on ${nginxUrl} (nginx, log ${nginxGateway.logFile})`);
  }
} else if (opt.url) {
  await waitFor(null, `${opt.url}/health/ready`, undefined, 10_000)
    .catch(() => log(`warning: ${opt.url}/health/ready does not answer 200; measuring anyway`));
  log(`gateway at ${opt.url} (not started here; it must send /api/vehicles to ${serviceUrl})`);
}

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

// ---- the ways to run a search ----
const table = `"${opt.schema}"."vehicles"`;
const db = { query: (sql, params) => pool.query(sql, params).then((r) => r.rows) };
const trgm = (await pool.query(`SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`)).rows[0].nspname;
const engine = new SearchEngine(db, { vehicles: table },
  new KeywordResolver(db, { vehicles: table, terms: `"${opt.schema}"."search_terms"`, trgm: `"${trgm}"` }), 1000);
const searches = MIX.map((m) => ({ ...m, path: `/api/vehicles/search?${toQueryString(m.q)}`, filters: SearchQuerySchema.parse(m.q) }));

const viaBase = (base, what) => async (s) => {
  const res = await fetch(`${base}${s.path}`);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${s.name}: ${what} HTTP ${res.status} ${JSON.stringify(body)}`);
  return body;
};
const viaHttp = viaBase(serviceUrl, 'direct');
const viaGateway = gatewayPhases ? viaBase(gatewayUrl, 'gateway') : null;
const viaNginx = nginxUrl ? viaBase(nginxUrl, 'nginx') : null;
const viaSql = (s) => engine.search(s.filters);
async function viaNaive(s, client) {
  const q = naiveSql(table, s.filters, zipPoint);
  const page = await client.query(q.page.sql, q.page.params);
  const count = await client.query(q.count.sql, q.count.params);
  return { vehicles: page.rows, total: count.rows[0].n };
}

// ---- measurement ----
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
async function measure(run, { seconds, concurrency, items = searches }) {
  const lat = items.map(() => []);
  const all = [];
  const t0All = performance.now();
  const until = t0All + seconds * 1000;
  let n = 0;
  await Promise.all(Array.from({ length: concurrency }, async (_, w) => {
    for (let i = w * 7; performance.now() < until; i++) {
      const k = i % items.length;
      const t0 = performance.now();
      await run(items[k]);
      const ms = performance.now() - t0;
      lat[k].push(ms);
      all.push(ms);
      n++;
    }
  }));
  const elapsed = (performance.now() - t0All) / 1000; // the phase ends when the last request in flight does
  all.sort((a, b) => a - b);
  return {
    p50: pct(all, 50), p95: pct(all, 95), p99: pct(all, 99), n, rps: n / elapsed,
    perQuery: lat.map((l) => { const s = [...l].sort((a, b) => a - b); return { p50: pct(s, 50), p95: pct(s, 95), n: s.length }; }),
  };
}

log(`warming up (two passes of the mix through ${gatewayPhases ? 'the gateway, ' : ''}HTTP and SQL)...`);
const answers = [];
for (let pass = 0; pass < 2; pass++) {
  for (const [i, s] of searches.entries()) {
    const g = viaGateway ? await viaGateway(s) : null;
    const h = await viaHttp(s);
    const d = await viaSql(s);
    answers[i] = { gateway: g, http: h, sql: d };
  }
}
const ids = (x) => JSON.stringify(x.vehicles.map((v) => String(v.id)));
for (const [i, a] of answers.entries()) {
  if (ids(a.http) !== ids(a.sql)) log(`  note: ${searches[i].name}: HTTP and SQL pages differ (data changed between calls?)`);
  if (a.gateway && ids(a.gateway) !== ids(a.http)) log(`  note: ${searches[i].name}: gateway and direct HTTP pages differ`);
}

const phases = {};
const modes = [...(viaGateway ? [['gateway', viaGateway]] : []), ...(viaNginx ? [['nginx', viaNginx]] : []), ['http', viaHttp], ['sql', viaSql]];
for (const [name, run] of modes) {
  for (const c of [1, CONCURRENCY]) {
    log(`measuring ${name === 'http' ? 'direct HTTP' : name.toUpperCase()} at concurrency ${c} for ${SECONDS} s...`);
    phases[`${name}@${c}`] = await measure(run, { seconds: SECONDS, concurrency: c });
  }
}

// issue 28: instant valuations (POST /api/valuations) at the benchmark's concurrency, direct and through nginx
const valuationPhases = {};
if (!opt['skip-valuations']) {
  const valuationModes = [['http', valuationVia(serviceUrl, 'direct')], ...(nginxUrl ? [['nginx', valuationVia(nginxUrl, 'nginx')]] : [])];
  // warm-up; a car the catalog says was not built that year is refused (400) and left out of the mix, said here
  const valued = [];
  for (const v of VALUATION_MIX) {
    try {
      await valuationModes[0][1](v);
      valued.push(v);
    } catch (err) {
      log(`  note: left out of the valuation mix: ${err.message.slice(0, 160)}`);
    }
  }
  for (const [, run] of valuationModes) for (const v of valued) await run(v);
  for (const [name, run] of valuationModes) {
    log(`measuring valuations ${name === 'http' ? 'direct HTTP' : name.toUpperCase()} at concurrency ${CONCURRENCY} for ${SECONDS} s...`);
    valuationPhases[name] = await measure(run, { seconds: SECONDS, concurrency: CONCURRENCY, items: valued });
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
    const nids = (x) => JSON.stringify(x.vehicles.map((v) => Number(v.id)));
    if (nids(mine) !== nids(checks[k])) log(`  MISMATCH ${s.name}: pages differ`);
    if (!mine.totalIsEstimate && mine.total !== checks[k].total) log(`  MISMATCH ${s.name}: total ${mine.total} vs ${checks[k].total}`);
  }
}

// ---- report ----
const f = (x) => (x === undefined ? '-' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const r2 = (a, b) => (a === undefined || b === undefined ? '-' : (a / b).toFixed(2));
const C = CONCURRENCY;
const g1 = phases['gateway@1'];
const h1 = phases['http@1'];
const s1 = phases['sql@1'];
log('');
log(`Search benchmark: ${counts.total.toLocaleString('en-US')} listings (${counts.approved.toLocaleString('en-US')} approved); `
  + `direct HTTP ${serviceUrl}${gatewayPhases ? `, gateway ${gatewayUrl}${startGateway ? ' (node, started here)' : ''}` : ', no gateway'}`);
log('');
log('per search, latency in ms at concurrency 1 (p50):');
log(`${'#'.padStart(2)} ${'search'.padEnd(28)} ${'gateway'.padStart(7)} ${'HTTP'.padStart(7)} ${'SQL'.padStart(7)} ${'naive'.padStart(8)}  ${'GW/SQL'.padStart(6)} ${'HTTP/SQL'.padStart(8)} ${'naive/SQL'.padStart(9)}  total`);
for (const [k, s] of searches.entries()) {
  const gn = g1?.perQuery[k].p50;
  const hn = h1.perQuery[k].p50;
  const sn = s1.perQuery[k].p50;
  const nn = naive ? [...naive[k]].sort((a, b) => a - b)[Math.floor((naive[k].length - 1) / 2)] : undefined;
  const a = answers[k].sql;
  log(`${String(k + 1).padStart(2)} ${s.name.padEnd(28)} ${f(gn).padStart(7)} ${f(hn).padStart(7)} ${f(sn).padStart(7)} ${f(nn).padStart(8)}  ${r2(gn, sn).padStart(6)} ${r2(hn, sn).padStart(8)} ${(nn ? (nn / sn).toFixed(0) : '-').padStart(9)}  ${a.total}${a.totalIsEstimate ? ' (estimate)' : ''}`);
}
log('');
log('the mix (all 20 searches, round robin; latency in ms):');
log(`${'mode'.padEnd(12)} ${'conc'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'req/s'.padStart(7)} ${'requests'.padStart(9)}`);
const label = { gateway: 'NODE GATEWAY', nginx: 'NGINX', http: 'DIRECT HTTP', sql: 'SQL' };
for (const [key, m] of Object.entries(phases)) {
  const [mode, c] = key.split('@');
  log(`${label[mode].padEnd(12)} ${c.padStart(4)} ${f(m.p50).padStart(7)} ${f(m.p95).padStart(7)} ${f(m.p99).padStart(7)} ${f(m.rps).padStart(7)} ${String(m.n).padStart(9)}`);
}
let naiveAll = null;
if (naive) {
  naiveAll = naive.flat().sort((a, b) => a - b);
  log(`${'NAIVE SQL'.padEnd(12)} ${'1'.padStart(4)} ${f(pct(naiveAll, 50)).padStart(7)} ${f(pct(naiveAll, 95)).padStart(7)} ${f(pct(naiveAll, 99)).padStart(7)} ${f(1000 / (naiveAll.reduce((a, b) => a + b, 0) / naiveAll.length)).padStart(7)} ${String(naiveAll.length).padStart(9)}`);
}
log('');
const ratio = (a, b) => `p50 ${r2(a.p50, b.p50)}, p95 ${r2(a.p95, b.p95)}, p99 ${r2(a.p99, b.p99)}, req/s ${r2(a.rps, b.rps)}`;
log('ratios (latency ratio > 1: slower; req/s ratio < 1: fewer):');
for (const c of [...new Set([1, C])]) {
  const g = phases[`gateway@${c}`];
  const h = phases[`http@${c}`];
  const s = phases[`sql@${c}`];
  if (g) log(`  concurrency ${c}: gateway/SQL     ${ratio(g, s)}`);
  if (g) log(`  concurrency ${c}: gateway/direct  ${ratio(g, h)}  (the Node gateway's hop, anonymous: proxy only; +${f(g.p50 - h.p50)} ms at p50)`);
  const ng = phases[`nginx@${c}`];
  if (ng) log(`  concurrency ${c}: nginx/direct    ${ratio(ng, h)}  (nginx's hop; +${f(ng.p50 - h.p50)} ms at p50)`);
  log(`  concurrency ${c}: direct/SQL      ${ratio(h, s)}`);
}
if (naiveAll) log(`  concurrency 1: naive/SQL       p50 ${(pct(naiveAll, 50) / s1.p50).toFixed(1)}, p95 ${(pct(naiveAll, 95) / s1.p95).toFixed(1)}`);
const goal = (what, key) => {
  const a = phases[`${key}@1`];
  const b = phases[`${key}@${C}`];
  return `${what} p95 under 50 ms for the mix -> ${a.p95 < 50 ? 'met' : 'NOT met'} at concurrency 1 (${f(a.p95)} ms), `
    + `${b.p95 < 50 ? 'met' : 'not met'} at concurrency ${C} (${f(b.p95)} ms)`;
};
if (g1) log(`goal: ${goal('gateway', 'gateway')}`);
if (phases['nginx@1']) {
  const n = phases[`nginx@${C}`];
  log(`      nginx p95 <= 50 ms and >= 200 req/s at concurrency ${C}: ${n.p95 <= 50 && n.rps >= 200 ? 'met' : 'NOT met'} (p95 ${f(n.p95)} ms, ${f(n.rps)} req/s)`);
}
log(`${g1 ? '      ' : 'goal: '}${goal('direct HTTP', 'http')}`);
log(`search impressions: counting ${opt.impressions === 'off' ? 'OFF (baseline)' : 'on'} (compare the req/s of two runs, --impressions on and off)`);
for (const [mode, m] of Object.entries(valuationPhases)) {
  log(`valuations ${(mode === 'http' ? 'direct HTTP' : 'NGINX').padEnd(11)} concurrency ${C}: p50 ${f(m.p50)} ms, p95 ${f(m.p95)} ms, p99 ${f(m.p99)} ms, ${f(m.rps)} req/s (${m.n} valuations)`
    + ` -> p95 <= 150 ms ${m.p95 <= 150 ? 'met' : 'NOT met'}`);
}
log(`run time ${((Date.now() - started) / 1000).toFixed(0)} s; ${cpus().length} cores; load average at start ${loadAtStart.map((x) => x.toFixed(1)).join(' ')}, at end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`
  + ' (other work on the machine inflates the figures)');

await pool.end();
await stopChildren();
