// The ops layer (docker-compose.yml, k8s/, Dockerfiles) is valid, and the validator really catches
// broken files: every rule below is shown failing on a deliberately broken copy.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

// Manifests are arbitrary JSON that the tests reach into and break on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; [k: string]: unknown }; spec?: Loose; [k: string]: unknown };
type Result = { errors: string[]; notes: string[] };
interface OpsModule {
  DEFAULT_ROOT: string;
  validateOps(o?: { root?: string; kubectl?: boolean; composeCli?: boolean }): { ok: boolean; errors: string[]; sections: Record<string, Result> };
  checkCompose(o?: { root?: string; text?: string; composeCli?: boolean }): Result;
  checkK8sObjects(objects: K8sObject[], o?: { source?: string }): Result;
  checkKustomize(o?: { root?: string; overlays?: string[]; kubectl?: boolean }): Result & { rendered: Record<string, K8sObject[]> };
  checkDockerfile(o: { root?: string; file: string; text?: string }): Result;
  checkDockerfiles(o?: { root?: string }): Result;
}
interface ImageWorkspacesModule {
  imageWorkspaces(root: string, dir: string): string[];
}
interface KustomizeModule {
  renderKustomization(dir: string): { objects: K8sObject[]; files: string[] };
  strategicMerge(base: unknown, patch: unknown): Loose;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// .mjs modules, loaded by path (no type declarations to resolve)
const ops = (await import(join(ROOT, 'scripts', 'validate-ops.mjs') as string)) as OpsModule;
const kustomize = (await import(join(ROOT, 'ops', 'lib', 'kustomize.mjs') as string)) as KustomizeModule;
const images = (await import(join(ROOT, 'services', 'image-workspaces.mjs') as string)) as ImageWorkspacesModule;

const hasKubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
const composeText = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const composeDoc = () => parse(composeText, { merge: true }) as Loose;
const expectError = (r: Result, pattern: RegExp) => {
  expect(r.errors.some((e) => pattern.test(e))).toBe(true);
};

describe('the repository ops files', () => {
  it('pass every check (compose, kustomize overlays, Dockerfiles)', () => {
    const r = ops.validateOps({ kubectl: true, composeCli: false });
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('the CLI exits 0 here and non-zero, naming what is missing, on an empty tree', () => {
    const ok = spawnSync(process.execPath, [join(ROOT, 'scripts', 'validate-ops.mjs'), '--no-kubectl', '--no-compose-cli', '--quiet'], { encoding: 'utf8' });
    expect(ok.stdout).toContain('ops kubernetes: ok');
    expect(ok.status).toBe(0);
    const empty = mkdtempSync(join(tmpdir(), 'ops-empty-'));
    try {
      writeFileSync(join(empty, 'package.json'), '{"workspaces":[]}');
      const bad = spawnSync(process.execPath, [join(ROOT, 'scripts', 'validate-ops.mjs'), '--root', empty, '--no-kubectl', '--no-compose-cli'], { encoding: 'utf8' });
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain('docker-compose.yml: missing');
      expect(bad.stdout).toContain('services/Dockerfile: missing');
      expect(bad.stdout).toMatch(/k8s\/overlays\/dev: render: .*no kustomization/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  (hasKubectl ? it : it.skip)('the renderer gives the same objects as kubectl kustomize', () => {
    const r = ops.checkKustomize({ kubectl: true });
    expect(r.errors).toEqual([]);
    expect(r.notes.filter((n) => n.includes('same'))).toHaveLength(2);
  });
});

describe('docker-compose.yml checks catch', () => {
  const check = (mutate: (d: Loose) => void) => {
    const d = composeDoc();
    mutate(d);
    return ops.checkCompose({ text: stringify(d), composeCli: false });
  };

  it('an unknown key (compose-spec schema)', () => {
    expectError(check((d) => { d.services.auth.helthcheck = d.services.auth.healthcheck; }), /schema: \/services\/auth: unknown field "helthcheck"/);
  });
  it('a value of the wrong type (compose-spec schema)', () => {
    expectError(check((d) => { d.services.auth.read_only = { yes: true }; }), /schema: \/services\/auth\/read_only/);
  });
  it('a service without a health check that is not a one-shot', () => {
    expectError(check((d) => { delete d.services.listings.healthcheck; }), /services\.listings: needs a healthcheck/);
    expectError(check((d) => { delete d.services.postgres.healthcheck; }), /services\.auth\.depends_on\.postgres: service_healthy, but postgres has no healthcheck/);
  });
  it('a one-shot awaited as completed that restarts', () => {
    expectError(check((d) => { d.services['minio-init'].restart = 'on-failure'; }), /service_completed_successfully needs a one-shot/);
  });
  it('redis without noeviction or without the append-only file', () => {
    expectError(check((d) => { d.services.redis.command = ['redis-server', '--appendonly', 'yes']; }), /needs --maxmemory-policy noeviction/);
    expectError(check((d) => { d.services.redis.command = ['redis-server', '--maxmemory-policy', 'noeviction']; }), /needs --appendonly yes/);
  });
  it('a build whose Dockerfile does not exist', () => {
    expectError(check((d) => { d.services.media.build.dockerfile = 'services/media/Dockerfile.nope'; }), /services\.media\.build\.dockerfile: services\/media\/Dockerfile\.nope does not exist/);
  });
  it('a service image not built from the one services/Dockerfile, or with the wrong SERVICE or PORT', () => {
    expectError(check((d) => { d.services.media.build.dockerfile = 'gateway/Dockerfile'; }), /services\.media\.build\.dockerfile: must be services\/Dockerfile/);
    expectError(check((d) => { d.services.media.build.args.SERVICE = 'listings'; }), /services\.media\.build\.args\.SERVICE: "listings", expected "media"/);
    expectError(check((d) => { delete d.services.media.build.args.PORT; }), /services\.media\.build\.args\.PORT: "", expected "4004"/);
    expectError(check((d) => { d.services['enrichment-worker'].build.args.SERVICE = 'worker'; }), /services\.enrichment-worker\.build\.args\.SERVICE: "worker", expected "enrichment"/);
  });
  it('an unpinned third-party image', () => {
    expectError(check((d) => { d.services.mailpit.image = 'axllent/mailpit:latest'; }), /services\.mailpit\.image: "axllent\/mailpit:latest" is not pinned/);
    expectError(check((d) => { d.services.redis.image = 'redis'; }), /services\.redis\.image: "redis" is not pinned/);
  });
  it('a service missing a variable it needs, or with the wrong schema', () => {
    expectError(check((d) => { delete d.services.auth.environment.SESSION_SECRET; }), /services\.auth\.environment: missing SESSION_SECRET/);
    expectError(check((d) => { d.services.moderation.environment.DB_SCHEMA = 'listings'; }), /moderation\.environment\.DB_SCHEMA: "listings", expected "moderation"/);
    expectError(check((d) => { delete d.services.gateway.environment.S3_BUCKET; }), /services\.gateway\.environment: missing S3_BUCKET/);
  });
  it('a published port on anything but the gateway', () => {
    expectError(check((d) => { d.services.postgres.ports = ['5432:5432']; }), /services\.postgres\.ports: only the gateway is published/);
    expectError(check((d) => { d.services.mailpit.ports = ['8025:8025']; }), /services\.mailpit\.ports: only the gateway is published/);
  });
  it('a required variable that .env.example does not document', () => {
    expectError(check((d) => { d.services.auth.environment.NEW_SECRET = '${NEW_SECRET:?set it}'; }), /\$\{NEW_SECRET\} is used without a default/);
  });
  it('a worker that does not run the worker entry point', () => {
    expectError(check((d) => { d.services['enrichment-worker'].command = ['node', 'dist/main.js']; }), /enrichment-worker\.command: must run node dist\/worker\.js/);
  });
});

describe('Kubernetes checks catch', () => {
  let dev: K8sObject[];
  let prod: K8sObject[];
  beforeAll(() => {
    dev = kustomize.renderKustomization(join(ROOT, 'k8s/overlays/dev')).objects;
    prod = kustomize.renderKustomization(join(ROOT, 'k8s/overlays/prod')).objects;
  });
  const mutated = (objs: K8sObject[], kind: string, name: string, f: (o: Loose) => void) =>
    objs.map((o) => {
      if (o.kind !== kind || o.metadata.name !== name) return o;
      const c = structuredClone(o);
      f(c);
      return c;
    });
  const container = (o: Loose) => o.spec.template.spec.containers[0];

  it('nothing on the rendered overlays', () => {
    expect(ops.checkK8sObjects(dev, { source: 'dev' }).errors).toEqual([]);
    expect(ops.checkK8sObjects(prod, { source: 'prod' }).errors).toEqual([]);
  });
  it('a Deployment without probes', () => {
    const r = ops.checkK8sObjects(mutated(dev, 'Deployment', 'auth', (o) => {
      delete container(o).readinessProbe;
      delete container(o).livenessProbe;
    }));
    expectError(r, /Deployment\/auth: container auth: readinessProbe is missing/);
    expectError(r, /Deployment\/auth: container auth: livenessProbe is missing/);
  });
  it('probes on the wrong paths', () => {
    const r = ops.checkK8sObjects(mutated(dev, 'Deployment', 'gateway', (o) => {
      container(o).readinessProbe.httpGet.path = '/';
      container(o).livenessProbe.httpGet.path = '/health/ready';
    }));
    expectError(r, /Deployment\/gateway: container gateway: readinessProbe must ask \/health\/ready/);
    expectError(r, /Deployment\/gateway: container gateway: livenessProbe must ask \/health\/live/);
  });
  it('a misspelled field (strict Kubernetes schema)', () => {
    const r = ops.checkK8sObjects(mutated(dev, 'Deployment', 'listings', (o) => {
      container(o).readinesProbe = container(o).readinessProbe;
    }));
    expectError(r, /Deployment\/listings: schema: \/spec\/template\/spec\/containers\/0: unknown field "readinesProbe"/);
  });
  it('a value of the wrong type and a missing required field (schema)', () => {
    expectError(ops.checkK8sObjects(mutated(dev, 'Deployment', 'media', (o) => { o.spec.replicas = 'two'; })), /Deployment\/media: schema: \/spec\/replicas must be integer/);
    expectError(ops.checkK8sObjects(mutated(dev, 'Deployment', 'media', (o) => { delete o.spec.selector; })), /Deployment\/media: schema: \/spec must have required property 'selector'/);
  });
  it('a kind without a schema', () => {
    const extra = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w', namespace: 'x' } };
    expectError(ops.checkK8sObjects([...dev, extra]), /Widget\/w: no schema for example\.com\/v1 Widget/);
  });
  it('a container that may run as root or escalate, without resources', () => {
    const r = ops.checkK8sObjects(mutated(dev, 'Deployment', 'moderation', (o) => {
      delete o.spec.template.spec.securityContext;
      delete container(o).securityContext;
      delete container(o).resources;
    }));
    for (const re of [/runAsNonRoot must be true/, /allowPrivilegeEscalation must be false/, /capabilities\.drop must include ALL/, /seccompProfile must be RuntimeDefault/, /readOnlyRootFilesystem must be true/, /resources\.requests\.cpu is missing/, /resources\.limits\.memory is missing/]) {
      expectError(r, re);
    }
  });
  it('a Deployment behind a Service without a preStop pause or grace period', () => {
    const r = ops.checkK8sObjects(mutated(dev, 'Deployment', 'enrichment', (o) => {
      delete container(o).lifecycle;
      delete o.spec.template.spec.terminationGracePeriodSeconds;
    }));
    expectError(r, /Deployment\/enrichment: container enrichment: behind a Service: add a lifecycle\.preStop/);
    expectError(r, /Deployment\/enrichment: set terminationGracePeriodSeconds/);
  });
  it('broken references: Secret key, probe port, Service targetPort, Ingress backend', () => {
    expectError(ops.checkK8sObjects(mutated(dev, 'Deployment', 'auth', (o) => {
      container(o).env.find((e: Loose) => e.name === 'SESSION_SECRET').valueFrom.secretKeyRef.key = 'SESION_SECRET';
    })), /env SESSION_SECRET refers to Secret platform-secrets key SESION_SECRET/);
    expectError(ops.checkK8sObjects(mutated(dev, 'Deployment', 'auth', (o) => { container(o).readinessProbe.httpGet.port = 'htp'; })), /readinessProbe uses port "htp"/);
    expectError(ops.checkK8sObjects(mutated(dev, 'Service', 'listings', (o) => { o.spec.ports[0].targetPort = 'web'; })), /Service\/listings: targetPort "web"/);
    expectError(ops.checkK8sObjects(mutated(dev, 'Ingress', 'gateway', (o) => { o.spec.rules[0].http.paths[0].backend.service.name = 'gw'; })), /Ingress\/gateway: backend service gw does not exist/);
  });
  it('a service missing its variables, and a gateway missing a template variable', () => {
    expectError(ops.checkK8sObjects(mutated(dev, 'Deployment', 'media', (o) => {
      container(o).env = container(o).env.filter((e: Loose) => e.name !== 'S3_FORCE_PATH_STYLE');
    })), /Deployment\/media: env S3_FORCE_PATH_STYLE is missing/);
    expectError(ops.checkK8sObjects(mutated(dev, 'Deployment', 'gateway', (o) => {
      container(o).env = container(o).env.filter((e: Loose) => e.name !== 'AUTH_UPSTREAM');
    })), /Deployment\/gateway: env AUTH_UPSTREAM is missing/);
  });
  it('an HPA fighting a fixed replica count, and redis without noeviction', () => {
    expectError(ops.checkK8sObjects(mutated(prod, 'Deployment', 'listings', (o) => { o.spec.replicas = 3; })), /Deployment\/listings: spec\.replicas is set although HPA listings owns/);
    expectError(ops.checkK8sObjects(mutated(dev, 'StatefulSet', 'redis', (o) => {
      container(o).args = container(o).args.map((a: string) => (a === 'noeviction' ? 'allkeys-lru' : a));
    })), /StatefulSet\/redis: redis needs --maxmemory-policy noeviction/);
  });
});

describe('the kustomize renderer', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ops-kustomize-'));
    const w = (p: string, v: unknown) => {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), typeof v === 'string' ? v : stringify(v));
    };
    w('base/kustomization.yaml', { resources: ['app.yaml', 'cm.yaml'] });
    w('base/app.yaml', {
      apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'app', labels: { app: 'app' } },
      spec: {
        replicas: 1, selector: { matchLabels: { app: 'app' } },
        template: { metadata: { labels: { app: 'app' } }, spec: { containers: [
          { name: 'app', image: 'example/app:1.0', env: [{ name: 'A', value: '1' }, { name: 'B', value: '2' }] },
          { name: 'side', image: 'example/side:2.0' },
        ] } },
      },
    });
    w('base/cm.yaml', '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  K: v\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: gone\ndata:\n  X: y\n');
    w('overlay/kustomization.yaml', {
      namespace: 'ns',
      resources: ['../base'],
      labels: [{ pairs: { tier: 'web' } }],
      images: [{ name: 'example/app', newName: 'registry.example.com/app', newTag: '1.1' }],
      replicas: [{ name: 'app', count: 3 }],
      patches: [
        { path: 'env.yaml' },
        { path: 'delete.yaml' },
        { target: { kind: 'Deployment', name: 'app' }, patch: '- op: remove\n  path: /spec/template/spec/containers/1\n' },
      ],
    });
    w('overlay/env.yaml', { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'app' }, spec: { template: { spec: { containers: [{ name: 'app', env: [{ name: 'B', value: 'two' }, { name: 'C', value: '3' }] }] } } } });
    w('overlay/delete.yaml', { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'gone' }, $patch: 'delete' });
    w('unsupported/kustomization.yaml', { resources: [], configMapGenerator: [{ name: 'x' }] });
    w('missing-target/kustomization.yaml', { resources: ['../base'], patches: [{ path: 'p.yaml' }] });
    w('missing-target/p.yaml', { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'nope' }, spec: { replicas: 2 } });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('applies resources, strategic merge and JSON 6902 patches, $patch: delete, namespace, labels, replicas, images', () => {
    const { objects } = kustomize.renderKustomization(join(dir, 'overlay'));
    expect(objects.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual(['ConfigMap/cm', 'Deployment/app']);
    const d = objects.find((o) => o.kind === 'Deployment')!;
    expect(d.metadata.namespace).toBe('ns');
    expect(d.metadata.labels).toEqual({ app: 'app', tier: 'web' });
    expect(d.spec.selector.matchLabels).toEqual({ app: 'app' });
    expect(d.spec.replicas).toBe(3);
    expect(d.spec.template.spec.containers).toHaveLength(1);
    expect(d.spec.template.spec.containers[0].image).toBe('registry.example.com/app:1.1');
    // kustomize's order: the patch's items first, then the original ones it does not name
    expect(d.spec.template.spec.containers[0].env).toEqual([{ name: 'B', value: 'two' }, { name: 'C', value: '3' }, { name: 'A', value: '1' }]);
  });
  (hasKubectl ? it : it.skip)('agrees with kubectl kustomize on that fixture', () => {
    const out = spawnSync('kubectl', ['kustomize', join(dir, 'overlay')], { encoding: 'utf8' });
    expect(out.status).toBe(0);
    const theirs = out.stdout.split(/^---$/m).map((s) => parse(s)).filter(Boolean);
    const mine = kustomize.renderKustomization(join(dir, 'overlay')).objects;
    const byId = (l: Loose[]) => Object.fromEntries(l.map((o) => [`${o.kind}/${o.metadata.name}`, o]));
    expect(byId(mine)).toEqual(byId(theirs));
  });
  it('refuses fields it does not implement and patches that match nothing', () => {
    expect(() => kustomize.renderKustomization(join(dir, 'unsupported'))).toThrow(/field "configMapGenerator" is not supported/);
    expect(() => kustomize.renderKustomization(join(dir, 'missing-target'))).toThrow(/no resource matches Deployment\/nope/);
  });
  it('merges lists by their Kubernetes merge keys and replaces the others', () => {
    const merged = kustomize.strategicMerge(
      { ports: [{ containerPort: 80, name: 'a' }], args: ['x'], volumeMounts: [{ mountPath: '/tmp', name: 't' }] },
      { ports: [{ containerPort: 80, name: 'b' }], args: ['y'], volumeMounts: [{ mountPath: '/data', name: 'd' }] },
    );
    expect(merged).toEqual({ ports: [{ containerPort: 80, name: 'b' }], args: ['y'], volumeMounts: [{ mountPath: '/data', name: 'd' }, { mountPath: '/tmp', name: 't' }] });
  });
});

describe('Dockerfile checks catch', () => {
  const file = 'services/Dockerfile';
  const good = readFileSync(join(ROOT, file), 'utf8');
  const check = (text: string) => ops.checkDockerfile({ file, text });

  it('nothing on the real service Dockerfile', () => {
    expect(check(good).errors).toEqual([]);
  });
  it('a final stage without USER, or running as root', () => {
    expectError(check(good.replace(/^USER .*$/m, '')), /the final stage has no USER: it would run as root/);
    expectError(check(good.replace(/^USER .*$/m, 'USER root')), /the final stage runs as root/);
    expectError(check(good.replace(/^USER .*$/m, 'USER 0:0')), /the final stage runs as 0:0/);
  });
  it('an unpinned base image', () => {
    expectError(check(good.replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node:latest')), /base image node:latest is not pinned/);
    expectError(check(good.replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node')), /base image node is not pinned/);
    expectError(check(good.replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE')), /cannot be resolved/);
    expect(check(good.replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node@sha256:0123456789abcdef')).errors).toEqual([]);
  });
  it('a missing health check, entry point, or HOST', () => {
    expectError(check(good.replace(/^HEALTHCHECK[\s\S]*?\n(?=STOPSIGNAL)/m, '')), /the final stage has no HEALTHCHECK/);
    expectError(check(good.replace('CMD ["node", "dist/main.js"]', 'CMD ["node", "main.js"]')), /CMD must run node dist\/main\.js/);
    expectError(check(good.replace('HOST=0.0.0.0', 'HOST=127.0.0.1')), /set ENV HOST=0\.0\.0\.0/);
  });
  it('a shared Dockerfile that is not named by SERVICE and PORT, or does not install and build the computed workspaces', () => {
    expectError(check(good.replace(/^ARG SERVICE$/gm, '')), /declare ARG SERVICE/);
    expectError(check(good.replace(/^ARG PORT$/gm, '')), /declare ARG PORT/);
    expectError(check(good.replace(/ && node services\/image-workspaces\.mjs .*$/m, '')), /must come from node services\/image-workspaces\.mjs/);
    expectError(check(good.replace(/\$\(sed 's\/\^\/-w \/' \.image-workspaces\)\n(?=\nFROM \$\{NODE_IMAGE\} AS build)/, '-w services/auth\n')), /npm install must install the workspaces listed in \.image-workspaces/);
    expectError(check(good.replace(/npm run build --if-present \$\(sed [^)]*\)/, 'npm run build --if-present -w services/auth')), /npm run build must build the workspaces listed in \.image-workspaces/);
    expectError(check(good.replace('WORKDIR /app/services/${SERVICE}', 'WORKDIR /app')), /runtime WORKDIR must be \/app\/services\/\$\{SERVICE\}/);
  });
  it('COPY sources that do not exist or are excluded from the context', () => {
    expectError(check(good.replace('COPY services/ services/', 'COPY services/nope/ services/nope/')), /COPY source services\/nope\/ does not exist/);
    expectError(check(good.replace('COPY services/ services/', 'COPY docs/ docs/')), /COPY source docs\/ is excluded by \.dockerignore/);
  });
});

describe('service images', () => {
  it('are made of the service and its production workspaces, dependencies first; enrichment and listings (valuations) bring the vehicle catalogue', () => {
    expect(images.imageWorkspaces(ROOT, 'services/listings')).toEqual(['packages/contracts', 'packages/page-render', 'packages/service-kit', 'packages/vehicle-catalog', 'services/listings']);
    expect(images.imageWorkspaces(ROOT, 'services/enrichment')).toEqual(['packages/contracts', 'packages/service-kit', 'packages/vehicle-catalog', 'services/enrichment']);
  });
  it('never carry the embedded stand-ins (PGlite, s3rver) or the test helpers', () => {
    for (const service of ['auth', 'listings', 'moderation', 'media', 'enrichment', 'notifications', 'sales']) {
      const shipped = images.imageWorkspaces(ROOT, `services/${service}`);
      expect(shipped).not.toContain('packages/embedded-infra');
      expect(shipped).not.toContain('packages/test-kit');
    }
  });
  it('the validator fails a tree where a production dependency reaches the embedded stand-ins, and per-service Dockerfiles', () => {
    const root = mkdtempSync(join(tmpdir(), 'ops-images-'));
    try {
      const pkg = (dir: string, body: object) => {
        mkdirSync(join(root, dir), { recursive: true });
        writeFileSync(join(root, dir, 'package.json'), JSON.stringify(body));
      };
      pkg('.', { workspaces: ['packages/*', 'services/*'] });
      pkg('packages/embedded-infra', { name: '@rl/embedded-infra' });
      pkg('packages/service-kit', { name: '@rl/service-kit', dependencies: { '@rl/embedded-infra': '*' } });
      pkg('services/auth', { name: '@rl/auth', dependencies: { '@rl/service-kit': '*' } });
      writeFileSync(join(root, 'services/auth/Dockerfile'), 'FROM node:22.23.3\n');
      const r = ops.checkDockerfiles({ root });
      expectError(r, /services\/auth: its image would install packages\/embedded-infra/);
      expectError(r, /services\/auth\/Dockerfile: services share services\/Dockerfile/);
      expectError(r, /^services\/Dockerfile: missing/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

