// Writes k8s/components/monitoring/prometheus-rule.yaml: the rule files of ops/prometheus/rules as one
// PrometheusRule (prometheus-operator), so Kubernetes runs the same alerts compose does. The alert-rules test
// fails when the two differ: run `node ops/prometheus/render-k8s-rules.mjs` after changing a rule file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = join(ROOT, 'ops/prometheus/rules');
export const OUT = join(ROOT, 'k8s/components/monitoring/prometheus-rule.yaml');

/** The PrometheusRule holding every group of the rule files, as YAML text. */
export function renderPrometheusRule() {
  const groups = readdirSync(RULES).filter((f) => f.endsWith('.rules.yml')).sort()
    .flatMap((f) => parse(readFileSync(join(RULES, f), 'utf8')).groups);
  const rule = {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: 'remote-listings', labels: { 'app.kubernetes.io/part-of': 'remote-listings' } },
    spec: { groups },
  };
  return `# Generated from ops/prometheus/rules by ops/prometheus/render-k8s-rules.mjs: edit the rule files, not this.\n${stringify(rule, { lineWidth: 0 })}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(OUT, renderPrometheusRule());
