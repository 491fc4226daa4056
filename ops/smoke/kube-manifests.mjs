// Turns the dev overlay's rendered objects (ops/lib/kustomize.mjs) into what `podman kube play` (podman 4.3) runs,
// changing only what it cannot take as it is. Each change is listed in k8s/README.md ("On this machine"):
// - images: the local ones (localhost/remote-listings/*:dev; Redis, MinIO and Mailpit as in ops/compose.local.yml);
// - Secrets: podman secrets (kube play 4.3 reads a secretKeyRef from a podman secret holding a JSON map of base64
//   values, not from a Secret in the file), made by the caller from `secrets`;
// - StatefulSets: played as Deployments of the same pod template, each volumeClaimTemplate a PersistentVolumeClaim
//   (a podman volume) of the pod's only replica;
// - $(VAR) in command and args: expanded here from the container's env (kube play 4.3 passes it literally);
// - emptyDir volumes: named per workload, /var/run/... mounted as /run/... (see below);
// - container ports: kube play 4.3 would publish each one on the host's 0.0.0.0; only the gateway's http port is
//   published, on the host's loopback (what `kubectl port-forward svc/gateway` gives).
// Services become network aliases (`aliases`); Jobs, CronJobs, Ingress, NetworkPolicies, HPAs and PDBs stay out.
import { podSpecs, renderKustomization } from '../lib/kustomize.mjs';
import { REPO } from './podman.mjs';

const LOCAL_IMAGES = {
  'redis': 'localhost/rl-base/redis:7',
  'minio/minio': 'localhost/rl-base/standins:local',
  'axllent/mailpit': 'localhost/rl-base/standins:local',
};
const STANDIN_COMMANDS = {
  minio: { command: ['node', '/opt/standins/s3.mjs'], args: [] },
  mailpit: { command: ['node', '/opt/standins/mail.mjs'], args: [] },
};
const PLAYED = new Set(['Deployment', 'StatefulSet', 'ConfigMap']);

function localImage(image) {
  const [name] = image.split(':');
  if (name.startsWith('remote-listings/')) return `localhost/${image}`;
  if (LOCAL_IMAGES[name]) return LOCAL_IMAGES[name];
  throw new Error(`no local image for ${image}`);
}

/** The media and photo-backup keys of the platform's Secret, for the S3 stand-in (MinIO's Job creates them). */
function standinKeys(secrets) {
  const value = (key) => Buffer.from(secrets['platform-secrets']?.[key] ?? '', 'base64').toString();
  return ['S3', 'BACKUP_S3'].map((p) => `${value(`${p}_ACCESS_KEY_ID`)}:${value(`${p}_SECRET_ACCESS_KEY`)}`).join(',');
}

const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

/**
 * { workloads: [{ name, replicas, objects, aliases }], configMaps, secrets: { name: { KEY: base64 } },
 *   left: [kind/name not played, with why], portMismatches }
 */
export function kubeWorkloads({ overlay = 'k8s/overlays/dev', gatewayPort, prefix }) {
  const { objects } = renderKustomization(`${REPO}/${overlay}`);
  const secrets = {};
  const configMaps = [];
  const workloads = [];
  const left = [];
  const services = objects.filter((o) => o.kind === 'Service');
  for (const o of objects) {
    if (o.kind === 'Secret') {
      const data = { ...(o.data ?? {}) };
      for (const [k, v] of Object.entries(o.stringData ?? {})) data[k] = Buffer.from(String(v)).toString('base64');
      secrets[o.metadata.name] = data;
    } else if (o.kind === 'ConfigMap') {
      configMaps.push(strip(o));
    } else if (o.kind === 'Deployment' || o.kind === 'StatefulSet') {
      workloads.push(o);
    } else if (!PLAYED.has(o.kind) && o.kind !== 'Service' && o.kind !== 'Namespace') {
      left.push(`${o.kind}/${o.metadata.name}`);
    }
  }
  const lookup = { secrets, configMaps: Object.fromEntries(configMaps.map((c) => [c.metadata.name, c.data ?? {}])) };
  return {
    workloads: workloads.map((o) => workload(o, services, { gatewayPort, prefix, lookup })),
    configMaps, secrets, left, services: services.map((s) => s.metadata.name),
  };
}

function strip(o) {
  const metadata = { ...o.metadata };
  delete metadata.namespace;
  return { ...o, metadata };
}

/** What the kubelet does and kube play 4.3 does not: $(VAR) in command and args becomes the container's VAR. */
function expandVars(c, { secrets, configMaps }) {
  const valueOf = (name) => {
    const e = (c.env ?? []).find((x) => x.name === name);
    if (!e) return undefined;
    if (e.value !== undefined) return e.value;
    const s = e.valueFrom?.secretKeyRef;
    if (s) return Buffer.from(secrets[s.name]?.[s.key] ?? '', 'base64').toString();
    const m = e.valueFrom?.configMapKeyRef;
    return m ? configMaps[m.name]?.[m.key] : undefined;
  };
  const expand = (list) => list?.map((a) => String(a).replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (all, name) => valueOf(name) ?? all));
  if (c.command) c.command = expand(c.command);
  if (c.args) c.args = expand(c.args);
}

function workload(o, services, { gatewayPort, prefix, lookup }) {
  const name = o.metadata.name;
  const template = structuredClone(o.spec.template);
  const [spec] = podSpecs({ kind: 'Deployment', spec: { template } });
  const extra = [];
  for (const c of spec.containers) {
    expandVars(c, lookup);
    c.image = localImage(c.image);
    if (STANDIN_COMMANDS[name]) Object.assign(c, STANDIN_COMMANDS[name]);
    if (name === 'minio') c.env = [...(c.env ?? []), { name: 'S3_BUCKETS', value: 'vehicle-media,vehicle-media-backup' }, { name: 'S3_KEYS', value: standinKeys(lookup.secrets) }];
    // kube play 4.3 publishes every containerPort on the host's 0.0.0.0 (hostPort = containerPort when absent),
    // which Kubernetes never does: the pods' ports stay on their network, the gateway's is published on loopback
    c.ports = name === 'gateway' ? c.ports.filter((p) => p.name === 'http').map((p) => ({ ...p, hostPort: gatewayPort, hostIP: '127.0.0.1' })) : undefined;
    if (!c.ports) delete c.ports;
  }
  // kube play 4.3 makes an emptyDir a podman volume named as the pod's volume ("tmp"), shared by every pod naming
  // it and kept after them: each gets its workload's own name (removed by `down`). Mounted under /var/run, 4.3
  // gives the new volume the owner of the host's directory of that path: /run is the same directory in the image.
  const emptyDirs = new Map();
  for (const v of spec.volumes ?? []) {
    if (!v.emptyDir) continue;
    emptyDirs.set(v.name, `${prefix}-${name}-${v.name}`);
    v.name = emptyDirs.get(v.name);
  }
  for (const c of spec.containers) {
    for (const m of c.volumeMounts ?? []) {
      if (!emptyDirs.has(m.name)) continue;
      m.name = emptyDirs.get(m.name);
      m.mountPath = m.mountPath.replace(/^\/var\/run\//, '/run/');
    }
  }
  for (const claim of o.spec.volumeClaimTemplates ?? []) {
    const claimName = `${prefix}-${claim.metadata.name}-${name}`;
    extra.push({ apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata: { name: claimName }, spec: claim.spec });
    spec.volumes = [...(spec.volumes ?? []), { name: claim.metadata.name, persistentVolumeClaim: { claimName } }];
  }
  const aliases = [];
  const portMismatches = [];
  for (const s of services) {
    if (!matches(s.spec.selector, template.metadata.labels)) continue;
    aliases.push(s.metadata.name);
    for (const p of s.spec.ports) {
      const target = p.targetPort ?? p.port;
      const containerPort = typeof target === 'number' ? target : podSpecs(o)[0].containers.flatMap((c) => c.ports ?? []).find((cp) => cp.name === target)?.containerPort;
      if (containerPort !== p.port) portMismatches.push(`${s.metadata.name}:${p.port} -> ${containerPort}`);
    }
  }
  const deployment = {
    apiVersion: 'apps/v1', kind: 'Deployment',
    metadata: { name, labels: o.metadata.labels },
    spec: { replicas: o.spec.replicas ?? 1, selector: o.spec.selector, template },
  };
  return { name, kind: o.kind, replicas: deployment.spec.replicas, objects: [...extra, deployment], aliases, portMismatches, claims: extra.map((e) => e.metadata.name), volumes: [...emptyDirs.values()] };
}
