import pg from 'pg';
import { spawn } from 'node:child_process';
import { loadListings } from '/work/main/bench/search/load.mjs';
const url = 'postgres://postgres@127.0.0.1:5432/test';
const child = spawn(process.execPath, ['/work/main/services/listings/dist/main.js'], { env: { ...process.env, PORT: '4992', DATABASE_URL: url, DB_SCHEMA: 'bench_listings', IDENTITY_SECRET: 'x'.repeat(40), LOG_LEVEL: 'warn' }, stdio: 'inherit' });
for (let i = 0; i < 100; i++) { try { const r = await fetch('http://127.0.0.1:4992/health/ready'); if (r.ok) break; } catch {} await new Promise(r => setTimeout(r, 300)); }
console.log('service ready');
child.kill('SIGTERM');
const pool = new pg.Pool({ connectionString: url });
const t = Date.now();
await loadListings(pool, 'bench_listings', Number(process.argv[2] ?? 1000000));
console.log('total', (Date.now() - t) / 1000);
await pool.end();
