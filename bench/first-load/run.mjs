#!/usr/bin/env node
/* global window */
// First load of the landing page, the search page and a listing's detail page in headless Chromium with
// CPU throttling: JavaScript transferred (compressed bytes on the wire), Largest Contentful Paint and
// Cumulative Layout Shift, median of N runs, at a phone's and a desktop's viewport.
//
//   node bench/first-load/run.mjs --base http://localhost:8080 [--pages /,/search,/vehicles/{id}]
//        [--viewports 390x844,1280x800] [--runs 5] [--cpu 4] [--encoding gzip|br|browser] [--idle-timeout 10000]
//        [--verbose] [--json]
//   node bench/first-load/run.mjs --url http://localhost:8080/search      # one page (its base and path)
//
// `{id}` in a page is replaced by a public demo listing's id (the first featured listing, else the first
// recent one), or `--vehicle-id`. Every run is a fresh browser context (empty cache, no cookies) with the
// cache disabled through CDP and `Emulation.setCPUThrottlingRate`. The network is not throttled: the
// gateway runs on this machine. Exit code 1 when a page misses a budget (see BUDGETS).
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { clsOf } from './cls.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    url: { type: 'string' },
    pages: { type: 'string', default: '/,/search,/vehicles/{id}' },
    'vehicle-id': { type: 'string' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    viewports: { type: 'string' },
    viewport: { type: 'string' },
    settle: { type: 'string', default: '1500' },
    'idle-timeout': { type: 'string', default: '10000' },
    encoding: { type: 'string', default: 'gzip' },
    verbose: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

/** Per page: gzip JavaScript of the first load, LCP, CLS (the Web Vitals "good" line is 0.1; ours is 0.05). */
const BUDGETS = {
  '/': { jsBytes: 200 * 1024, lcpMs: 1500, cls: 0.05 },
  '/search': { jsBytes: 260 * 1024, lcpMs: 2500, cls: 0.05 },
  '/vehicles/{id}': { jsBytes: 260 * 1024, lcpMs: 2500, cls: 0.05 },
};
const DEFAULT_BUDGET = { jsBytes: 260 * 1024, lcpMs: 2500, cls: 0.05 };

const single = args.url ? new URL(args.url) : null;
const base = (args.base ?? (single ? single.origin : 'http://localhost:8080')).replace(/\/$/, '');
const pageTemplates = single ? [single.pathname + single.search] : args.pages.split(',').map((p) => p.trim()).filter(Boolean);
const viewports = (args.viewports ?? args.viewport ?? '390x844,1280x800').split(',').map((v) => {
  const [width, height] = v.trim().split('x').map(Number);
  return { width, height, name: `${width}x${height}` };
});
const runs = Math.max(1, Number(args.runs));
const cpuRate = Number(args.cpu);
const settleMs = Number(args.settle);

/** Runs in the page before any of its scripts: keeps the latest LCP candidate and every layout shift. */
function observePaints() {
  const describe = (el) => {
    if (!el || !el.tagName) return '?';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const label = el.getAttribute('aria-label') || el.getAttribute('data-testid') || (el.textContent || '').trim().slice(0, 40);
    let path = '';
    for (let p = el.parentElement, depth = 0; p && depth < 3; p = p.parentElement, depth++) {
      path = `${p.tagName.toLowerCase()}${p.id ? `#${p.id}` : ''} > ${path}`;
    }
    return `${path}${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls} "${label}"`;
  };
  window.__lcp = null;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    window.__lcp = { startTime: last.startTime, size: last.size, element: last.element ? describe(last.element) : last.url || '?' };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({
        startTime: e.startTime,
        value: e.value,
        hadRecentInput: e.hadRecentInput,
        sources: (e.sources || []).map((s) => ({
          node: s.node ? describe(s.node) : '(removed node)',
          from: [Math.round(s.previousRect.y), Math.round(s.previousRect.height)],
          to: [Math.round(s.currentRect.y), Math.round(s.currentRect.height)],
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measureOnce(browser, url, viewport) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  await context.addInitScript(observePaints);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  // The budget is in gzip bytes (what nginx sends); Chromium would otherwise ask for brotli too.
  if (args.encoding !== 'browser') {
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': args.encoding } });
  }

  /** requestId -> { url, type, headerBytes, total, encoding } */
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      headerBytes: response.encodedDataLength ?? 0,
      encoding: Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'identity',
      total: 0,
      finished: false,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) Object.assign(r, { total: encodedDataLength, finished: true });
  });

  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // A response whose body is never read stays in flight: then the network is never idle (reported below).
  const idle = await page.waitForLoadState('networkidle', { timeout: Number(args['idle-timeout']) }).then(() => true, () => false);
  await page.waitForTimeout(settleMs);
  const observed = await page.evaluate(() => ({ lcp: window.__lcp, shifts: window.__shifts }));
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { domContentLoaded: n?.domContentLoadedEventEnd ?? null, load: n?.loadEventEnd ?? null, fcp: fcp?.startTime ?? null };
  });
  const unfinished = [...requests.values()].filter((r) => !r.finished).map((r) => `${r.status} ${new URL(r.url).pathname}`);
  await context.close();

  const all = [...requests.values()].filter((r) => r.finished);
  const scripts = all.filter((r) => r.type === 'Script');
  // Body bytes on the wire = total received minus the response headers (chunked framing is noise).
  const bodyBytes = (r) => Math.max(0, r.total - r.headerBytes);
  return {
    wallMs: Date.now() - started,
    jsBytes: scripts.reduce((s, r) => s + bodyBytes(r), 0),
    jsBytesWithHeaders: scripts.reduce((s, r) => s + r.total, 0),
    jsFiles: scripts.map((r) => ({ url: new URL(r.url).pathname, bytes: bodyBytes(r), encoding: r.encoding })),
    uncompressedScripts: scripts.filter((r) => r.encoding === 'identity' && bodyBytes(r) > 1024).map((r) => r.url),
    remoteRequests: all.filter((r) => new URL(r.url).pathname.startsWith('/mfe/')).map((r) => new URL(r.url).pathname),
    requests: all.length,
    networkIdle: idle,
    unfinished,
    lcp: observed.lcp,
    cls: clsOf(observed.shifts),
    shifts: observed.shifts.filter((s) => !s.hadRecentInput),
    ...nav,
  };
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const ms = (x) => (x == null ? 'n/a' : `${Math.round(x)} ms`);

async function publicVehicleId() {
  if (args['vehicle-id']) return args['vehicle-id'];
  for (const path of ['/api/vehicles/featured', '/api/vehicles/recent']) {
    const res = await fetch(base + path);
    const list = res.ok ? await res.json() : await res.body?.cancel();
    if (Array.isArray(list) && list.length) return String(list[0].id);
  }
  throw new Error(`no public listing at ${base} (featured and recent are empty): pass --vehicle-id`);
}

const needsId = pageTemplates.some((p) => p.includes('{id}'));
const vehicleId = needsId ? await publicVehicleId() : null;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync',
  ],
});

const summaries = [];
try {
  for (const template of pageTemplates) {
    const path = template.replace('{id}', vehicleId ?? '');
    const url = base + path;
    const budget = BUDGETS[template] ?? DEFAULT_BUDGET;
    for (const viewport of viewports) {
      // One unmeasured run warms the server (first hits compile routes, open files, fill OS caches).
      await measureOnce(browser, url, viewport);
      const results = [];
      for (let i = 0; i < runs; i++) {
        const r = await measureOnce(browser, url, viewport);
        results.push(r);
        if (!args.json) {
          console.log(`${path} ${viewport.name} run ${i + 1}/${runs}: JS ${kb(r.jsBytes)} in ${r.jsFiles.length} files, `
            + `LCP ${ms(r.lcp?.startTime)}, CLS ${r.cls.toFixed(3)}, FCP ${ms(r.fcp)}, load ${ms(r.load)}`);
        }
      }
      const worst = results.reduce((a, b) => (b.cls > a.cls ? b : a));
      const summary = {
        page: template,
        url,
        viewport: viewport.name,
        cpuThrottling: cpuRate,
        runs,
        jsBytes: median(results.map((r) => r.jsBytes)),
        jsBytesWithHeaders: median(results.map((r) => r.jsBytesWithHeaders)),
        jsFiles: results[0].jsFiles.length,
        lcpMs: median(results.map((r) => r.lcp?.startTime)),
        cls: median(results.map((r) => r.cls)),
        clsMax: worst.cls,
        fcpMs: median(results.map((r) => r.fcp)),
        loadMs: median(results.map((r) => r.load)),
        lcpElement: results[results.length - 1].lcp?.element ?? null,
        worstShifts: worst.shifts,
        remoteRequests: [...new Set(results.flatMap((r) => r.remoteRequests))],
        uncompressedScripts: [...new Set(results.flatMap((r) => r.uncompressedScripts))],
        neverIdle: results.filter((r) => !r.networkIdle).length,
        unfinished: [...new Set(results.flatMap((r) => r.unfinished))],
        files: results[0].jsFiles,
        budget,
      };
      summary.pass = summary.jsBytes <= budget.jsBytes && summary.lcpMs != null && summary.lcpMs < budget.lcpMs && summary.cls <= budget.cls;
      summaries.push(summary);
      if (!args.json) report(summary);
    }
  }
} finally {
  await browser.close();
}

function report(s) {
  const pct = (x, b) => `${((x / b) * 100).toFixed(0)}% of budget`;
  console.log(`\n${s.url}  viewport ${s.viewport}, CPU ${cpuRate}x slower, cache disabled, Accept-Encoding ${args.encoding}, median of ${runs}`);
  console.log(`  JavaScript transferred  ${kb(s.jsBytes)} compressed in ${s.jsFiles} files (${kb(s.jsBytesWithHeaders)} with headers)`
    + `  budget ${kb(s.budget.jsBytes)}: ${pct(s.jsBytes, s.budget.jsBytes)} ${s.jsBytes <= s.budget.jsBytes ? 'OK' : 'OVER'}`);
  console.log(`  Largest Contentful Paint ${ms(s.lcpMs)}  budget ${ms(s.budget.lcpMs)}: `
    + `${s.lcpMs == null ? 'n/a' : pct(s.lcpMs, s.budget.lcpMs)} ${s.lcpMs != null && s.lcpMs < s.budget.lcpMs ? 'OK' : 'OVER'}`);
  console.log(`  LCP element              ${s.lcpElement}`);
  console.log(`  Cumulative Layout Shift  ${s.cls.toFixed(3)} (worst run ${s.clsMax.toFixed(3)})  budget ${s.budget.cls}: ${s.cls <= s.budget.cls ? 'OK' : 'OVER'}`);
  if (args.verbose || s.clsMax > s.budget.cls) {
    for (const shift of s.worstShifts.filter((x) => x.value >= 0.001)) {
      console.log(`    ${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms`);
      for (const src of shift.sources) console.log(`      ${src.node}  y/height ${src.from.join('/')} -> ${src.to.join('/')}`);
    }
  }
  console.log(`  First Contentful Paint   ${ms(s.fcpMs)}   load event ${ms(s.loadMs)}`);
  console.log(`  Remote (/mfe/) requests  ${s.remoteRequests.length ? `${s.remoteRequests.length} (${s.remoteRequests.filter((p) => p.endsWith('.js')).length} scripts)` : 'none'}`);
  if (s.neverIdle) console.log(`  Network never idle in ${s.neverIdle} of ${runs} runs; still open: ${s.unfinished.join(', ')}`);
  if (s.uncompressedScripts.length) console.log(`  Scripts sent uncompressed: ${s.uncompressedScripts.join(', ')}`);
  if (args.verbose) {
    console.log('  JavaScript files (first run):');
    for (const f of [...s.files].sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(f.bytes).padStart(9)}  ${f.encoding.padEnd(8)} ${f.url}`);
  }
}

if (args.json) {
  console.log(JSON.stringify(summaries, null, 2));
} else {
  console.log('\npage             viewport   JS (gzip)   LCP       CLS (worst)     pass');
  for (const s of summaries) {
    console.log(`${s.page.padEnd(16)} ${s.viewport.padEnd(10)} ${kb(s.jsBytes).padStart(9)}  ${ms(s.lcpMs).padStart(8)}  `
      + `${s.cls.toFixed(3)} (${s.clsMax.toFixed(3)})   ${s.pass ? 'OK' : 'OVER'}`);
  }
}
process.exitCode = summaries.every((s) => s.pass) ? 0 : 1;
