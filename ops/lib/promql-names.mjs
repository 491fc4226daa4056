// Metric names a PromQL expression reads, and the metric names the platform's code exports, so a test can
// check that every alert and dashboard panel asks for something that exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The metric (and recording-rule) names an expression selects: `sum(rate(x_total{a="b"}[5m])) > 1` → [x_total]. */
export function metricNamesIn(expr) {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""') // string literals
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // range and subquery windows
    .replace(/\$\{?[A-Za-z_]+\}?/g, ' ') // Grafana variables ($__rate_interval)
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' '); // grouping label lists
  const names = new Set();
  for (const m of bare.matchAll(/(?<![\w.])([A-Za-z_:][\w:]*)\b(?!\s*\()/g)) {
    if (!KEYWORDS.has(m[1].toLowerCase())) names.add(m[1]);
  }
  return [...names];
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (['node_modules', 'dist', 'test', '.data'].includes(e.name) || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const SUFFIXES = { Histogram: ['_bucket', '_count', '_sum'], Summary: ['_count', '_sum'] };

/**
 * Every metric name the services, packages and gateway register (and the backup sidecar exports) with prom-client (`new Counter({ name: ... })`,
 * `scrapedGauge('name', ...)`), with a histogram's series suffixes, plus prom-client's default process metrics
 * that dashboards use and Prometheus' own `up`.
 */
export function exportedMetricNames(root) {
  const names = new Set(['up', 'process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']);
  for (const dir of ['services', 'packages', 'gateway']) {
    for (const file of sourceFiles(join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/new (Counter|Gauge|Histogram|Summary)\(\{\s*name:\s*'([a-z_:][a-z0-9_:]*)'/g)) {
        names.add(m[2]);
        for (const s of SUFFIXES[m[1]] ?? []) names.add(`${m[2]}${s}`);
      }
      for (const m of text.matchAll(/scrapedGauge\(\s*'([a-z_:][a-z0-9_:]*)'/g)) names.add(m[1]);
    }
  }
  // the backup sidecar writes its exposition by hand (no npm dependencies in its image): gauge('name', ...)
  for (const file of sourceFiles(join(root, 'ops/backup'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bgauge\(\s*'([a-z_:][a-z0-9_:]*)'/g)) names.add(m[1]);
  }
  return names;
}
