// The journey's target under `podman kube play`: the dev overlay's workloads (kube-manifests.mjs) on a network of
// their own where each Service name is a DNS alias of the pods it selects, the gateway on 127.0.0.1:KUBE_GATEWAY_PORT.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { kubeWorkloads } from './kube-manifests.mjs';
import { fetchInside, podman, seconds, sleep, SERVICE_PORTS, waitReady } from './podman.mjs';

const PREFIX = process.env.KUBE_PROJECT ?? 'rl-kube';
const NETWORK = PREFIX;
const GATEWAY_PORT = Number(process.env.KUBE_GATEWAY_PORT ?? 18180);
const STATEFUL_FIRST = ['postgres', 'redis', 'minio', 'mailpit'];
const plan = kubeWorkloads({ gatewayPort: GATEWAY_PORT, prefix: PREFIX });
const files = [];
const ignore = () => {};

const podsOf = (w) => Array.from({ length: w.replicas }, (_, i) => `${w.name}-pod-${i}`);
const allPods = () => new Set(plan.workloads.flatMap(podsOf));

async function kubeContainers() {
  const pods = allPods();
  const list = JSON.parse((await podman(['ps', '-a', '--pod', '--format', 'json'])) || '[]');
  return list.filter((c) => pods.has(c.PodName) && !c.IsInfra).map((c) => ({ name: c.Names[0], pod: c.PodName, state: c.State }));
}

export async function up() {
  const t = Date.now();
  await podman(['network', 'create', NETWORK]);
  const dir = mkdtempSync(join(tmpdir(), `${PREFIX}-`));
  for (const [name, data] of Object.entries(plan.secrets)) {
    // from a file: podman reads `-` only from a FIFO, and node's pipes are sockets
    const file = join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify(data), { mode: 0o600 });
    await podman(['secret', 'rm', name]).catch(ignore);
    await podman(['secret', 'create', name, file]);
    rmSync(file);
  }
  const order = [...plan.workloads].sort((a, b) => rank(a) - rank(b));
  for (const w of order) {
    const file = join(dir, `${w.name}.yaml`);
    writeFileSync(file, [...plan.configMaps, ...w.objects].map((o) => stringify(o)).join('---\n'));
    files.push({ file, w });
    // each Service that selects these pods: a DNS name on the network (aardvark-dns answers every pod's address)
    const network = w.aliases.length ? `${NETWORK}:${w.aliases.map((a) => `alias=${a}`).join(',')}` : NETWORK;
    await podman(['kube', 'play', '--network', network, file], { timeoutMs: 180_000 });
  }
  console.error(`${plan.workloads.length} workloads played (${plan.workloads.reduce((n, w) => n + w.replicas, 0)} pods) in ${seconds(t)} s`);
  for (;;) {
    const live = await fetch(`${target.base}/health/live`).then((r) => r.ok, () => false);
    const code = live ? await fetch(`${target.base}/api/vehicles`).then((r) => r.status, () => 0) : 0;
    if (code >= 200 && code < 500) break;
    if (Date.now() - t > 300_000) throw new Error('the kube gateway was not ready within 300 s');
    await sleep(1000);
  }
  const replicas = (await kubeContainers()).filter((c) => SERVICE_PORTS[workloadOf(c)]).map((c) => ({ name: c.name, port: SERVICE_PORTS[workloadOf(c)] }));
  await waitReady(replicas);
  console.error(`kube gateway and every service replica ready on ${target.base} in ${seconds(t)} s`);
}

const workloadOf = (c) => c.pod.replace(/-pod-\d+$/, '');

function rank(w) {
  if (STATEFUL_FIRST.includes(w.name)) return 0;
  return w.name === 'gateway' ? 2 : 1; // nginx resolves the services' names when it starts
}

/**
 * Removes what up() made, one podman command for each kind rather than one for each object: the pods (what
 * `podman kube down` of each file removes; killed at once, `-t 0`: their volumes go too, nothing is kept that a
 * graceful stop would protect), the volumes of the claims and emptyDirs, the secrets, the network.
 */
export async function down() {
  const names = async (args) => (await podman(args).catch(() => '')).split('\n').map((l) => l.trim()).filter(Boolean);
  const present = (list, wanted) => list.filter((n) => wanted.has(n));
  const pods = present(await names(['pod', 'ps', '--format', '{{.Name}}']), allPods());
  if (pods.length) await podman(['pod', 'rm', '-f', '-t', '0', ...pods]).catch(ignore);
  const volumes = present(await names(['volume', 'ls', '--format', '{{.Name}}']), new Set(plan.workloads.flatMap((w) => [...w.claims, ...w.volumes])));
  if (volumes.length) await podman(['volume', 'rm', '-f', ...volumes]).catch(ignore);
  const secrets = present(await names(['secret', 'ls', '--format', '{{.Name}}']), new Set(Object.keys(plan.secrets)));
  if (secrets.length) await podman(['secret', 'rm', ...secrets]).catch(ignore);
  await podman(['network', 'rm', '-f', NETWORK]).catch(ignore);
  for (const { file } of files) rmSync(join(file, '..'), { recursive: true, force: true });
  files.length = 0;
}

export const target = {
  name: 'kube',
  base: `http://127.0.0.1:${GATEWAY_PORT}`,
  plan,
  async createAdmin(email, password, totpSecret) {
    await podman(['exec', 'auth-pod-0-auth', 'node', 'dist/cli/staff-create-cli.js', '--email', email, '--password', password, '--totp-secret', totpSecret]);
  },
  async mails() {
    const res = await fetchInside('mailpit-pod-0-mailpit', 'http://127.0.0.1:8025/api/v1/messages');
    if (res.status !== 200) throw new Error(`mail catcher: ${res.status}`);
    return JSON.parse(res.body);
  },
  async metrics() {
    const out = [];
    for (const c of (await kubeContainers()).filter((x) => x.state === 'running')) {
      const [info] = JSON.parse(await podman(['inspect', c.name]));
      const port = (info.Config.Env ?? []).find((e) => e.startsWith('METRICS_PORT='))?.split('=')[1];
      if (port) out.push({ name: c.name, ...(await fetchInside(c.name, `http://127.0.0.1:${port}/metrics`)) });
    }
    return out;
  },
  containers: kubeContainers,
};
