import pg from 'pg';
import { SearchQuerySchema } from '@rl/contracts';
import { MIX } from './queries.mjs';
import { buildSearch, pageSql, countSql, runSearch } from '../../services/listings/dist/search/search-sql.js';
import { KeywordResolver } from '../../services/listings/dist/search/keywords.js';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/test', max: 4 });
const t = { vehicles: '"bench_listings"."vehicles"' };
const kw = new KeywordResolver({ query: (s, p) => pool.query(s, p).then((r) => r.rows) }, { ...t, terms: '"bench_listings"."search_terms"', trgm: '"public"' });
const only = process.argv[2];
for (const [i, m] of MIX.entries()) {
  if (only && !only.split(',').includes(String(i))) continue;
  const f = SearchQuerySchema.parse(m.q);
  const plan = await kw.plan(f.query);
  const b = buildSearch(f, plan);
  const ps = pageSql(t, b), cs = countSql(t, b, 10000);
  const show = process.argv.includes('--plans');
  for (const [label, x] of [['page', ps], ['count', cs]]) {
    const r = await pool.query('EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ' + x.sql, x.params);
    const lines = r.rows.map((z) => z['QUERY PLAN']);
    const exec = lines.find((l) => l.startsWith('Execution Time'));
    console.log(`${i} ${m.name} [${label}] ${exec}  plan=${JSON.stringify(plan)}`);
    if (show) console.log(lines.join('\n'));
  }
  const t0 = performance.now();
  const res = await runSearch({ query: (s, p) => pool.query(s, p).then((r) => r.rows) }, t, f, plan, 10000);
  console.log(`   total=${res.total} est=${!!res.totalIsEstimate} n=${res.vehicles.length} run=${(performance.now() - t0).toFixed(1)}ms`);
}
await pool.end();
