import pg from 'pg';
import { SearchQuerySchema } from '@rl/contracts';
import { MIX as BASE } from './queries.mjs';
const MIX = [...BASE, { name: 'convertible+manual', q: { bodyType: 'Convertible', transmission: 'Manual' } },
  { name: 'diesel+other', q: { fuelType: 'Diesel', exteriorColor: 'Other', sortBy: 'price_asc' } },
  { name: 'wagon beige interior', q: { bodyType: 'Wagon', interiorColor: 'Beige', condition: 'Used' } },
  { name: 'kw rare+radius', q: { query: 'corvette', zipCode: '60601', radius: '50' } }];
import { buildSearch, pageSql, countSql, SearchEngine } from '../../services/listings/dist/search/search-sql.js';
import { KeywordResolver } from '../../services/listings/dist/search/keywords.js';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/test', max: 4 });
const db = { query: (s, p) => pool.query(s, p).then((r) => r.rows) };
const t = { vehicles: '"bench_listings"."vehicles"' };
const cap = Number(process.env.CAP ?? 1000);
const kw = new KeywordResolver(db, { ...t, terms: '"bench_listings"."search_terms"', trgm: '"public"' });
const engine = new SearchEngine(db, t, kw, cap);
const only = process.argv[2] && process.argv[2] !== 'all' ? process.argv[2].split(',') : null;
const show = process.argv.includes('--plans');
for (const [i, m] of MIX.entries()) {
  if (only && !only.includes(String(i))) continue;
  const f = SearchQuerySchema.parse(m.q);
  await engine.search(f);
  const t0 = performance.now();
  const res = await engine.search(f);
  const ms = performance.now() - t0;
  if (show) {
    const plan = await kw.plan(f.query);
    const approved = 850000;
    const needed = f.page * f.limit;
    const mode = plan && (needed * approved) / plan.matchEstimate < plan.matchEstimate ? 'walk' : 'index';
    for (const [label, x] of [['page', pageSql(t, buildSearch(f, plan, mode))], ['count', countSql(t, buildSearch(f, plan, 'index'), cap)]]) {
      const r = await pool.query('EXPLAIN (ANALYZE, BUFFERS) ' + x.sql, x.params);
      console.log(`--- ${i} ${label} mode=${mode} ${JSON.stringify(plan)}\n` + r.rows.map((z) => z['QUERY PLAN']).filter((l) => !/Buffers|Planning:/.test(l)).join('\n'));
    }
  }
  console.log(`${String(i).padStart(2)} ${m.name.padEnd(28)} total=${res.total}${res.totalIsEstimate ? '~' : ''} n=${res.vehicles.length} ${ms.toFixed(1)}ms`);
}
await pool.end();
