#!/usr/bin/env node
/* global window */
// First load of a page (default: the landing page) in headless Chromium with CPU throttling:
// JavaScript transferred (compressed bytes on the wire) and Largest Contentful Paint, median of N runs.
//
//   node bench/first-load/run.mjs --url http://localhost:8080/ [--runs 5] [--cpu 4]
//        [--viewport 1280x800] [--budget-kb 200] [--lcp-budget-ms 1500] [--encoding gzip|br|browser]
//        [--verbose] [--json]
//
// Every run is a fresh browser context (empty cache, no cookies) with the cache disabled through CDP
// and `Emulation.setCPUThrottlingRate`. The network is not throttled: the gateway runs on this machine.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080/' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    viewport: { type: 'string', default: '1280x800' },
    'budget-kb': { type: 'string', default: '200' },
    'lcp-budget-ms': { type: 'string', default: '1500' },
    settle: { type: 'string', default: '1500' },
    encoding: { type: 'string', default: 'gzip' },
    verbose: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

const runs = Math.max(1, Number(args.runs));
const cpuRate = Number(args.cpu);
const [width, height] = args.viewport.split('x').map(Number);
const budgetBytes = Number(args['budget-kb']) * 1024;
const lcpBudget = Number(args['lcp-budget-ms']);
const settleMs = Number(args.settle);

/** Runs in the page before any of its scripts: keeps the latest LCP candidate. */
function observeLcp() {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    const el = last.element;
    window.__lcp = {
      startTime: last.startTime,
      size: last.size,
      element: el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || '').trim().slice(0, 60)}"` : last.url || '?',
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measureOnce(browser) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(observeLcp);
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
  await page.goto(args.url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(settleMs);
  const lcp = await page.evaluate(() => window.__lcp);
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { domContentLoaded: n?.domContentLoadedEventEnd ?? null, load: n?.loadEventEnd ?? null, fcp: fcp?.startTime ?? null };
  });
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
    allBytes: all.reduce((s, r) => s + r.total, 0),
    requests: all.length,
    lcp,
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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync',
  ],
});

const results = [];
try {
  // One unmeasured run warms the server (first hits compile routes, open files, fill OS caches).
  await measureOnce(browser);
  for (let i = 0; i < runs; i++) {
    const r = await measureOnce(browser);
    results.push(r);
    if (!args.json) {
      console.log(`run ${i + 1}/${runs}: JS ${kb(r.jsBytes)} in ${r.jsFiles.length} files, LCP ${ms(r.lcp?.startTime)}, FCP ${ms(r.fcp)}, load ${ms(r.load)}`);
    }
  }
} finally {
  await browser.close();
}

const summary = {
  url: args.url,
  viewport: `${width}x${height}`,
  cpuThrottling: cpuRate,
  runs,
  jsBytes: median(results.map((r) => r.jsBytes)),
  jsBytesWithHeaders: median(results.map((r) => r.jsBytesWithHeaders)),
  jsFiles: results[0].jsFiles.length,
  lcpMs: median(results.map((r) => r.lcp?.startTime)),
  fcpMs: median(results.map((r) => r.fcp)),
  loadMs: median(results.map((r) => r.load)),
  lcpElement: results[results.length - 1].lcp?.element ?? null,
  remoteRequests: [...new Set(results.flatMap((r) => r.remoteRequests))],
  uncompressedScripts: [...new Set(results.flatMap((r) => r.uncompressedScripts))],
  budget: { jsBytes: budgetBytes, lcpMs: lcpBudget },
};
summary.jsRatio = summary.jsBytes / budgetBytes;
summary.lcpRatio = summary.lcpMs == null ? null : summary.lcpMs / lcpBudget;

if (args.json) {
  console.log(JSON.stringify({ ...summary, files: results[0].jsFiles }, null, 2));
} else {
  if (args.verbose) {
    console.log('\nJavaScript files (first run):');
    for (const f of [...results[0].jsFiles].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kb(f.bytes).padStart(9)}  ${f.encoding.padEnd(8)} ${f.url}`);
    }
  }
  const pct = (r) => (r == null ? 'n/a' : `${(r * 100).toFixed(0)}% of budget`);
  console.log(`\n${summary.url}  viewport ${summary.viewport}, CPU ${cpuRate}x slower, cache disabled, Accept-Encoding ${args.encoding}, median of ${runs}`);
  console.log(`  JavaScript transferred  ${kb(summary.jsBytes)} compressed in ${summary.jsFiles} files (${kb(summary.jsBytesWithHeaders)} with headers)`
    + `  budget ${kb(budgetBytes)}: ${pct(summary.jsRatio)} ${summary.jsBytes <= budgetBytes ? 'OK' : 'OVER'}`);
  console.log(`  Largest Contentful Paint ${ms(summary.lcpMs)}  budget ${ms(lcpBudget)}: ${pct(summary.lcpRatio)} `
    + `${summary.lcpMs != null && summary.lcpMs < lcpBudget ? 'OK' : 'OVER'}`);
  console.log(`  LCP element              ${summary.lcpElement}`);
  console.log(`  First Contentful Paint   ${ms(summary.fcpMs)}   load event ${ms(summary.loadMs)}`);
  console.log(`  Remote (/mfe/) requests  ${summary.remoteRequests.length ? summary.remoteRequests.join(', ') : 'none'}`);
  if (summary.uncompressedScripts.length) console.log(`  Scripts sent uncompressed: ${summary.uncompressedScripts.join(', ')}`);
}
const pass = summary.jsBytes <= budgetBytes && summary.lcpMs != null && summary.lcpMs < lcpBudget;
process.exitCode = pass ? 0 : 1;
