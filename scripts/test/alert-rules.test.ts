import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// Alerts and dashboards as code (ops/prometheus/rules, ops/grafana/dashboards): the rules pass their promtool
// tests, every alert is tested firing and silent and links to a runbook section that exists, and every
// expression asks for a metric the platform exports (a renamed metric would leave an alert that never fires).
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = join(ROOT, 'ops/prometheus/rules');
const DASHBOARDS = join(ROOT, 'ops/grafana/dashboards');
const PROMTOOL = process.env.PROMTOOL_BIN ?? '/usr/bin/promtool';

interface PromQLModule {
  metricNamesIn(expr: string): string[];
  exportedMetricNames(root: string): Set<string>;
}
type Rule = { alert?: string; record?: string; expr: string; annotations?: Record<string, string> };
type RuleTest = { alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[] };
type Panel = { title?: string; targets?: { expr?: string }[]; panels?: Panel[] };

const ruleFiles = readdirSync(RULES).filter((f) => f.endsWith('.rules.yml'));
const rules: Rule[] = ruleFiles.flatMap((f) => (parse(readFileSync(join(RULES, f), 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((g) => g.rules));
const alerts = rules.filter((r): r is Rule & { alert: string } => Boolean(r.alert));
const ruleTests = readdirSync(RULES).filter((f) => f.endsWith('.rules.test.yml'));

function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6} (.+)$/gm)) {
    anchors.add(m[1].trim().toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-'));
  }
  return anchors;
}

function panelsOf(panels: Panel[]): Panel[] {
  return panels.flatMap((p) => [p, ...panelsOf(p.panels ?? [])]);
}

describe('Prometheus rules and Grafana dashboards', () => {
  let promql: PromQLModule;
  beforeAll(async () => {
    promql = (await import(join(ROOT, 'ops/lib/promql-names.mjs'))) as PromQLModule;
  });

  it('pass their promtool unit tests', () => {
    const r = spawnSync(PROMTOOL, ['test', 'rules', ...ruleTests], { cwd: RULES, encoding: 'utf8' });
    expect(r.error?.message ?? `${r.stdout}${r.stderr}`).toMatch(/SUCCESS/);
    expect(r.status).toBe(0);
  });

  it('test every alert at least once firing and once silent', () => {
    const cases = ruleTests.flatMap((f) => (parse(readFileSync(join(RULES, f), 'utf8')) as { tests: RuleTest[] }).tests)
      .flatMap((t) => t.alert_rule_test ?? []);
    const untested = alerts.flatMap((a) => {
      const mine = cases.filter((c) => c.alertname === a.alert);
      const missing = [];
      if (!mine.some((c) => c.exp_alerts.length > 0)) missing.push(`${a.alert}: no firing case`);
      if (!mine.some((c) => c.exp_alerts.length === 0)) missing.push(`${a.alert}: no silent case`);
      return missing;
    });
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    expect(untested).toEqual([]);
  });

  it('link every alert to a runbook section of docs/OPERATIONS.md', () => {
    const anchors = headingAnchors(readFileSync(join(ROOT, 'docs/OPERATIONS.md'), 'utf8'));
    const broken = alerts.filter((a) => {
      const m = /^docs\/OPERATIONS\.md#(.+)$/.exec(a.annotations?.runbook_url ?? '');
      return !m || !anchors.has(m[1]);
    }).map((a) => `${a.alert}: ${a.annotations?.runbook_url}`);
    expect(broken).toEqual([]);
  });

  it('ask only for metrics the platform exports (or rules record)', () => {
    const exported = promql.exportedMetricNames(ROOT);
    for (const known of ['http_request_duration_seconds_count', 'gateway_request_duration_seconds_bucket', 'queue_jobs', 'mail_attempts_total']) {
      expect(exported).toContain(known);
    }
    const recorded = new Set(rules.flatMap((r) => (r.record ? [r.record] : [])));
    const expressions = [
      ...rules.map((r) => ({ where: r.alert ?? r.record, expr: r.expr })),
      ...readdirSync(DASHBOARDS).filter((f) => f.endsWith('.json')).flatMap((f) => {
        const dashboard = JSON.parse(readFileSync(join(DASHBOARDS, f), 'utf8')) as { panels: Panel[] };
        return panelsOf(dashboard.panels).flatMap((p) => (p.targets ?? []).map((t) => ({ where: `${f}: ${p.title}`, expr: t.expr ?? '' })));
      }),
    ];
    expect(expressions.filter((e) => e.where?.includes('.json: ')).length).toBeGreaterThanOrEqual(12);
    const unknown = expressions.flatMap(({ where, expr }) => {
      const names = promql.metricNamesIn(expr);
      if (names.length === 0) return [`${where}: no metric in ${expr}`];
      return names.filter((n) => !exported.has(n) && !recorded.has(n)).map((n) => `${where}: ${n}`);
    });
    expect(unknown).toEqual([]);
  });

  it('reach Kubernetes unchanged: the PrometheusRule of k8s/components/monitoring is the rule files', async () => {
    const { renderPrometheusRule, OUT } = (await import(join(ROOT, 'ops/prometheus/render-k8s-rules.mjs'))) as { renderPrometheusRule(): string; OUT: string };
    const rendered = parse(readFileSync(OUT, 'utf8')) as { spec: { groups: { rules: Rule[] }[] } };
    expect(rendered.spec.groups.flatMap((g) => g.rules).map((r) => r.alert ?? r.record).sort()).toEqual(rules.map((r) => r.alert ?? r.record).sort());
    expect(readFileSync(OUT, 'utf8')).toBe(renderPrometheusRule());
  });

  it('the metric check catches a misspelt metric', () => {
    expect(promql.metricNamesIn('sum by (queue) (rate(queue_jobz{state="waiting"}[5m])) > 1 and on (queue) up')).toEqual(['queue_jobz', 'up']);
  });
});
