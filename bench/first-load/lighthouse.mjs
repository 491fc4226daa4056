#!/usr/bin/env node
// Lighthouse (mobile preset, performance only) on the landing page, the search page and a listing's detail
// page: score, LCP, CLS, TBT, FCP, Speed Index, median of N runs by score, and what Lighthouse flags.
//
//   node bench/first-load/lighthouse.mjs --base http://localhost:8080 [--pages /,/search,/vehicles/{id}] [--runs 3]
//     [--compare http://localhost:8081]   (runs alternate between the two platforms: medians at the same load)
//     [--keep-reports DIR]                (every report kept there as JSON)
//
// Lighthouse is not a dependency of the project (it would weigh on every install): the script runs
// `npx -y lighthouse@12.8.2` from a temporary directory, which npm fetches once into its cache.
// Lighthouse 12.8.2 is the last one that runs on Node 20 (13 needs Node 22). Chromium: /usr/bin/chromium
// (CHROMIUM_PATH overrides). `{id}` is the first featured (else recent) public listing, or `--vehicle-id`.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:8080' },
    pages: { type: 'string', default: '/,/search,/vehicles/{id}' },
    'vehicle-id': { type: 'string' },
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    // keep every report (report-<page>-<run>.json) there instead of deleting them
    'keep-reports': { type: 'string' },
    // a second platform (another build over the same services): runs alternate between the two, so both
    // medians are taken at the same machine load
    compare: { type: 'string' },
  },
});
const base = args.base.replace(/\/$/, '');
const runs = Math.max(1, Number(args.runs));

async function publicVehicleId() {
  if (args['vehicle-id']) return args['vehicle-id'];
  for (const path of ['/api/vehicles/featured', '/api/vehicles/recent']) {
    const res = await fetch(base + path);
    const list = res.ok ? await res.json() : await res.body?.cancel();
    if (Array.isArray(list) && list.length) return String(list[0].id);
  }
  throw new Error(`no public listing at ${base}: pass --vehicle-id`);
}

/** One Lighthouse run; a run Lighthouse itself gives up on (NO_NAVSTART and the like on a busy machine) is tried again twice. */
async function lighthouse(url, dir, n) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, dir, n);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`  ${url}: ${String(error.stderr || error.message).trim().split('\n')[0]}; trying again`);
    }
  }
}

async function lighthouseOnce(url, dir, n) {
  const out = join(dir, `report-${n}.json`);
  await run('npx', [
    '-y', LIGHTHOUSE, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`,
    `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`, '--chrome-flags=--headless=new --no-sandbox',
  ], { cwd: dir, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
  const report = JSON.parse(await readFile(out, 'utf8'));
  const a = report.audits;
  const flagged = Object.values(a)
    .filter((x) => x.score !== null && x.score < 0.9 && ['metricSavings', 'details'].some((k) => x[k]) && !['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'first-contentful-paint', 'speed-index', 'interactive', 'max-potential-fid'].includes(x.id))
    .map((x) => `${x.id}${x.displayValue ? ` (${x.displayValue})` : ''}`);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    fcpMs: a['first-contentful-paint'].numericValue,
    speedIndexMs: a['speed-index'].numericValue,
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    flagged,
  };
}

const pages = args.pages.split(',').map((p) => p.trim()).filter(Boolean);
const id = pages.some((p) => p.includes('{id}')) ? await publicVehicleId() : null;
const dir = args['keep-reports'] ?? await mkdtemp(join(tmpdir(), 'rl-lighthouse-'));
await mkdir(dir, { recursive: true });
const sites = [base, ...(args.compare ? [args.compare.replace(/\/$/, '')] : [])];
const rows = [];
try {
  for (const template of pages) {
    const results = sites.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [s, site] of sites.entries()) {
        const url = site + template.replace('{id}', id ?? '');
        const r = await lighthouse(url, dir, `${rows.length + s}-${i}`);
        results[s].push(r);
        if (!args.json) {
          console.log(`${url} run ${i + 1}/${runs}: score ${r.score}, LCP ${(r.lcpMs / 1000).toFixed(1)} s, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbtMs)} ms`);
        }
      }
    }
    for (const [s, site] of sites.entries()) {
      const median = [...results[s]].sort((x, y) => x.score - y.score)[Math.floor(runs / 2)];
      const page = sites.length > 1 ? `${template} @${new URL(site).port}` : template;
      rows.push({ page, url: site + template.replace('{id}', id ?? ''), runs, scores: results[s].map((r) => r.score), ...median });
    }
  }
} finally {
  if (!args['keep-reports']) await rm(dir, { recursive: true, force: true });
}

if (args.json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log('\nLighthouse 12.8.2, mobile preset (simulated slow 4G, 4x CPU), median run by score');
  console.log('page             score (all runs)   LCP     CLS     TBT      FCP     Speed Index');
  for (const r of rows) {
    console.log(`${r.page.padEnd(16)} ${String(r.score).padStart(3)} (${r.scores.join(', ')})`.padEnd(35)
      + `${(r.lcpMs / 1000).toFixed(1)} s   ${r.cls.toFixed(3)}   ${String(Math.round(r.tbtMs)).padStart(4)} ms  `
      + `${(r.fcpMs / 1000).toFixed(1)} s   ${(r.speedIndexMs / 1000).toFixed(1)} s`);
    console.log(`  LCP element: ${r.lcpElement}`);
    if (r.flagged.length) console.log(`  flagged: ${r.flagged.join('; ')}`);
  }
}
