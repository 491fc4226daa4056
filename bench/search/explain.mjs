#!/usr/bin/env node
// Diagnostic: runs each search of the mix (plus a few rare combinations) through the same engine as
// the service, straight against PostgreSQL, and prints its time; `--plans` also prints EXPLAIN ANALYZE
// of the page and count statements. Needs a loaded schema (run.mjs loads it) and a build of listings.
//   node bench/search/explain.mjs [--db URL] [--schema bench_listings] [--only 1,5,11] [--plans]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SearchQuerySchema } from '@rl/contracts';
import { buildSearch, countSql, pageSql, SearchEngine } from '../../services/listings/dist/search/search-sql.js';
import { KeywordResolver } from '../../services/listings/dist/search/keywords.js';
import { MIX } from './queries.mjs';

const { values: opt } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    schema: { type: 'string', default: 'bench_listings' },
    only: { type: 'string' },
    plans: { type: 'boolean', default: false },
    cap: { type: 'string', default: '1000' },
  },
});
const EXTRA = [
  { name: 'convertible+manual', q: { bodyType: 'Convertible', transmission: 'Manual' } },
  { name: 'diesel+other color', q: { fuelType: 'Diesel', exteriorColor: 'Other', sortBy: 'price_asc' } },
  { name: 'wagon+beige+used', q: { bodyType: 'Wagon', interiorColor: 'Beige', condition: 'Used' } },
  { name: 'keyword+radius', q: { query: 'corvette', zipCode: '60601', radius: '50' } },
];
const pool = new pg.Pool({ connectionString: opt.db, max: 4 });
const db = { query: (s, p) => pool.query(s, p).then((r) => r.rows) };
const t = { vehicles: `"${opt.schema}"."vehicles"` };
const cap = Number(opt.cap);
const kw = new KeywordResolver(db, { ...t, terms: `"${opt.schema}"."search_terms"`, trgm: '"public"' });
const engine = new SearchEngine(db, t, kw, cap);
const only = opt.only?.split(',').map(Number);
for (const [i, m] of [...MIX, ...EXTRA].entries()) {
  if (only && !only.includes(i + 1)) continue;
  const f = SearchQuerySchema.parse(m.q);
  await engine.search(f); // warm: keyword resolution, connections
  const t0 = performance.now();
  const res = await engine.search(f);
  const ms = performance.now() - t0;
  console.log(`${String(i + 1).padStart(2)} ${m.name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms  total=${res.total}${res.totalIsEstimate ? ' (estimate)' : ''}`);
  if (opt.plans) {
    const plan = await kw.plan(f.query);
    for (const mode of plan || f.location ? ['collect', 'walk'] : ['planner']) {
      for (const [label, x] of [['page', pageSql(t, buildSearch(f, plan, mode))], ['count', countSql(t, buildSearch(f, plan), cap)]]) {
        if (label === 'count' && mode === 'walk') continue;
        const r = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${x.sql}`, x.params);
        console.log(`   --- ${label} (${mode}${plan ? `, rarest word ~${plan.matchEstimate}` : ''})\n${r.rows.map((z) => `   ${z['QUERY PLAN']}`).join('\n')}`);
      }
    }
  }
}
await pool.end();
