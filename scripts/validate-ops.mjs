#!/usr/bin/env node
// Static validation of the ops layer (no Docker engine, no cluster needed):
//   1. docker-compose.yml: compose-spec JSON schema + the platform's rules (health checks, one-shots,
//      Redis noeviction + AOF, build Dockerfiles exist, pinned images, env of each service, .env.example).
//   2. k8s/: renders every overlay with ops/lib/kustomize.mjs (no kubectl), validates each object
//      against the Kubernetes JSON schema (strict: unknown fields are errors) and the platform's rules
//      (probes, resources, non-root hardened security context, graceful shutdown, references).
//      With kubectl on PATH, also checks that `kubectl kustomize` renders the same objects.
//   3. Dockerfiles: pinned base images, non-root USER, HEALTHCHECK, COPY sources in the build context;
//      one services/Dockerfile for every service (build args SERVICE and PORT), whose workspaces come
//      from services/image-workspaces.mjs and never include the embedded stand-ins or test helpers.
//
//   node scripts/validate-ops.mjs [--root DIR] [--no-kubectl] [--no-compose-cli] [--quiet]
// Exit code 1 when anything is wrong; every problem is printed as `file: what: why`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import { parseAllDocuments } from 'yaml';
import {
  copySources, dockerStages, effectiveUser, imageRef, isIgnored, isPinnedTag, isRootUser, parseDockerfile,
  parseDockerignore, splitFlags,
} from '../ops/lib/dockerfile.mjs';
import { CLUSTER_SCOPED, idOf, podSpecs, renderKustomization } from '../ops/lib/kustomize.mjs';
import { imageWorkspaces } from '../services/image-workspaces.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_ROOT = resolve(HERE, '..');
const SCHEMAS = resolve(HERE, '..', 'ops', 'schemas');

/** What each deployable must receive in its environment (docker-compose.yml and k8s alike). */
const BASE_ENV = ['PORT', 'HOST', 'DATABASE_URL', 'DB_SCHEMA', 'IDENTITY_SECRET', 'LOG_LEVEL', 'NODE_ENV'];
export const REQUIRED_ENV = {
  // auth and listings hand their mail events to notifications (NOTIFICATIONS_URL); auth asks listings for a
  // user's data export and erasure (LISTINGS_URL)
  auth: { env: [...BASE_ENV, 'SESSION_SECRET', 'TOTP_ENCRYPTION_KEY', 'NOTIFICATIONS_URL', 'LISTINGS_URL'], schema: 'auth', port: 4001 },
  listings: { env: [...BASE_ENV, 'MEDIA_URL', 'NOTIFICATIONS_URL', 'ENRICHMENT_URL', 'SALES_URL'], schema: 'listings', port: 4002 },
  // MEDIA_URL: the photo checks of a listing's photos
  moderation: { env: [...BASE_ENV, 'LISTINGS_URL', 'MEDIA_URL'], schema: 'moderation', port: 4003 },
  media: {
    // LISTINGS_URL: which photos listings use (deletes refused while used; the storage sweep)
    env: [...BASE_ENV, 'LISTINGS_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION', 'S3_FORCE_PATH_STYLE'],
    schema: 'media',
    port: 4004,
  },
  enrichment: { env: [...BASE_ENV, 'REDIS_URL'], schema: 'enrichment', port: 4005 },
  // no public route (the gateway has no upstream for it); recipients are looked up in auth (AUTH_URL)
  notifications: { env: [...BASE_ENV, 'SMTP_URL', 'AUTH_URL'], schema: 'notifications', port: 4006 },
  // the sales desk: the associates come from auth (AUTH_URL), answers are mailed through notifications
  // and listings (LISTINGS_URL) marks listings sale-pending or sold for the pipeline
  sales: { env: [...BASE_ENV, 'AUTH_URL', 'NOTIFICATIONS_URL', 'LISTINGS_URL'], schema: 'sales', port: 4007 },
  // the worker needs Redis and nothing else (services/enrichment/src/env.ts, WorkerEnvSchema)
  'enrichment-worker': { env: ['NODE_ENV', 'LOG_LEVEL', 'REDIS_URL'] },
};
/** Images whose UI may be published on the host's loopback without a profile: the development mail catcher. */
const LOOPBACK_TOOL_IMAGES = ['axllent/mailpit'];
/** Fallback when the gateway's nginx template is not there to read its variables from. */
const GATEWAY_ENV_FALLBACK = ['AUTH_UPSTREAM', 'LISTINGS_UPSTREAM', 'MODERATION_UPSTREAM', 'MEDIA_UPSTREAM', 'ENRICHMENT_UPSTREAM', 'SALES_UPSTREAM', 'S3_ENDPOINT', 'S3_BUCKET'];
const GATEWAY_TEMPLATE = 'gateway/nginx/templates/default.conf.template';
/** The one Dockerfile of every service (build args SERVICE, PORT). */
export const SERVICE_DOCKERFILE = 'services/Dockerfile';
/** Workspaces that must never reach a production image (embedded PGlite/s3rver/SMTP, test helpers). */
const DEV_ONLY_WORKSPACES = ['packages/embedded-infra', 'packages/test-kit'];

export const OVERLAYS = ['k8s/overlays/dev', 'k8s/overlays/prod'];

// ---------------------------------------------------------------- helpers
const rel = (root, p) => relative(root, p) || '.';

function ajvErrors(errors, limit = 8) {
  // `additionalProperties` first: the most useful message for a typo; then the rest, deduplicated.
  const sorted = [...(errors ?? [])].sort((a, b) => (b.keyword === 'additionalProperties') - (a.keyword === 'additionalProperties'));
  const seen = new Set();
  const out = [];
  for (const e of sorted) {
    let msg = `${e.instancePath || '/'} ${e.message}`;
    if (e.keyword === 'additionalProperties') msg = `${e.instancePath || '/'}: unknown field "${e.params.additionalProperty}"`;
    if (e.keyword === 'enum') msg += ` (${e.params.allowedValues.join(', ')})`;
    if (e.keyword === 'const') msg += ` (${JSON.stringify(e.params.allowedValue)})`;
    if (!seen.has(msg)) {
      seen.add(msg);
      out.push(msg);
    }
    if (out.length >= limit) break;
  }
  return out;
}

let composeValidator;
function composeSchemaValidator() {
  if (!composeValidator) {
    const schema = JSON.parse(readFileSync(join(SCHEMAS, 'compose-spec.schema.json'), 'utf8'));
    // its $schema names the draft-07 meta-schema by an https URL ajv does not know under that name
    delete schema.$schema;
    composeValidator = new Ajv({ allErrors: true, strict: false }).compile(schema);
  }
  return composeValidator;
}

let k8sAjv;
let k8sSchema;
function k8sValidatorFor(apiVersion, kind) {
  if (!k8sAjv) {
    // Kubernetes' own kinds, then the prometheus-operator kinds of k8s/components/monitoring (CRDs)
    k8sSchema = ['kubernetes-strict.schema.json', 'prometheus-operator.schema.json'].map((f) => JSON.parse(readFileSync(join(SCHEMAS, f), 'utf8')));
    k8sAjv = new Ajv({ allErrors: true, strict: false });
    for (const s of k8sSchema) k8sAjv.addSchema(s);
  }
  const schema = k8sSchema.find((s) => s['x-kinds'][`${apiVersion}/${kind}`]);
  if (!schema) return null;
  return k8sAjv.getSchema(`${schema.$id}${schema['x-kinds'][`${apiVersion}/${kind}`]}`);
}

/** `${VAR}`, `${VAR:-default}`, `${VAR:?error}` in compose strings (`$$` is a literal `$`). */
function composeVariables(text) {
  const out = new Map();
  const re = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])[^}]*)?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;
  let m;
  while ((m = re.exec(text))) {
    if (m[0] === '$$') continue;
    const name = m[1] ?? m[3];
    const mode = m[2] ?? '';
    const prev = out.get(name);
    const required = mode.includes('?');
    const hasDefault = mode.includes('-');
    out.set(name, { required: (prev?.required ?? false) || required, defaulted: (prev?.defaulted ?? true) && hasDefault });
  }
  return out;
}

function parseEnvFile(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(line);
    if (m) out[m[1]] = m[2].trim();
  }
  return out;
}

const asList = (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(/\s+/) : []);

function envKeys(environment) {
  if (Array.isArray(environment)) return environment.map((e) => String(e).split('=')[0]);
  return Object.keys(environment ?? {});
}
function envValue(environment, key) {
  if (Array.isArray(environment)) {
    const e = environment.find((x) => String(x).split('=')[0] === key);
    return e === undefined ? undefined : String(e).slice(key.length + 1);
  }
  return environment?.[key];
}

export function gatewayTemplateVariables(root) {
  const file = join(root, GATEWAY_TEMPLATE);
  if (!existsSync(file)) return { vars: GATEWAY_ENV_FALLBACK, fromTemplate: false };
  const vars = new Set();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim().startsWith('#')) continue;
    for (const m of line.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)) vars.add(m[1]);
  }
  return { vars: [...vars].sort(), fromTemplate: true };
}

// ---------------------------------------------------------------- 1. compose
/**
 * Checks a compose file. `text` overrides the file's content (tests feed broken variants).
 * Returns { errors, notes }.
 */
export function checkCompose({ root = DEFAULT_ROOT, file = 'docker-compose.yml', text, envExample = '.env.example', composeCli = false } = {}) {
  const errors = [];
  const notes = [];
  const path = join(root, file);
  const err = (m) => errors.push(`${file}: ${m}`);
  const src = text ?? (existsSync(path) ? readFileSync(path, 'utf8') : null);
  if (src === null) return { errors: [`${file}: missing`], notes };
  let doc;
  try {
    const parsed = parseAllDocuments(src, { merge: true });
    if (parsed.length !== 1) throw new Error('expected exactly one YAML document');
    if (parsed[0].errors.length) throw parsed[0].errors[0];
    doc = parsed[0].toJS({ maxAliasCount: -1 });
  } catch (e) {
    return { errors: [`${file}: YAML: ${e.message}`], notes };
  }
  const validate = composeSchemaValidator();
  if (!validate(doc)) for (const m of ajvErrors(validate.errors)) err(`compose-spec schema: ${m}`);

  const services = doc?.services ?? {};
  const names = Object.keys(services);
  const oneShots = new Set(names.filter((n) => String(services[n].restart ?? 'no') === 'no'));
  const completedDeps = new Set();
  for (const [n, s] of Object.entries(services)) {
    const deps = s.depends_on ?? {};
    const entries = Array.isArray(deps) ? deps.map((d) => [d, { condition: 'service_started' }]) : Object.entries(deps);
    for (const [d, cond] of entries) {
      if (!services[d]) {
        err(`services.${n}.depends_on: unknown service "${d}"`);
        continue;
      }
      const c = cond?.condition ?? 'service_started';
      if (c === 'service_healthy' && (!services[d].healthcheck || services[d].healthcheck.disable)) {
        err(`services.${n}.depends_on.${d}: service_healthy, but ${d} has no healthcheck`);
      }
      if (c === 'service_completed_successfully') {
        completedDeps.add(d);
        if (!oneShots.has(d)) err(`services.${n}.depends_on.${d}: service_completed_successfully needs a one-shot (restart: "no")`);
      }
    }
  }
  for (const [n, s] of Object.entries(services)) {
    const hasHealth = s.healthcheck && !s.healthcheck.disable && s.healthcheck.test;
    const isOneShot = oneShots.has(n) && completedDeps.has(n);
    if (!hasHealth && !isOneShot) err(`services.${n}: needs a healthcheck (or be a one-shot: restart "no" and awaited with service_completed_successfully)`);
    if (!isOneShot && s.restart === undefined) err(`services.${n}: set a restart policy (e.g. unless-stopped)`);
    // images: third-party ones pinned to a release; locally built ones carry the build
    if (s.image && !s.build) {
      const ref = imageRef(String(s.image).replace(/\$\{[^}]*\}/g, 'x'));
      if (!ref.digest && !isPinnedTag(ref.tag)) err(`services.${n}.image: "${s.image}" is not pinned to a release tag or digest`);
    }
    if (!s.image && !s.build) err(`services.${n}: needs image or build`);
    if (s.build) {
      const b = typeof s.build === 'string' ? { context: s.build } : s.build;
      const ctx = resolve(dirname(path), b.context ?? '.');
      const df = resolve(ctx, b.dockerfile ?? 'Dockerfile');
      if (!existsSync(ctx)) err(`services.${n}.build.context: ${rel(root, ctx)} does not exist`);
      if (!existsSync(df)) err(`services.${n}.build.dockerfile: ${rel(root, df)} does not exist`);
    }
    // operator tools of an optional profile, and the mail catcher's viewer, may listen on the host's loopback only
    const tool = (s.profiles ?? []).length > 0 || LOOPBACK_TOOL_IMAGES.some((i) => String(s.image ?? '').startsWith(`${i}:`));
    const loopbackOnly = tool && asList(s.ports).every((p) => String(p).startsWith('127.0.0.1:'));
    if (s.ports && n !== 'gateway' && !loopbackOnly) err(`services.${n}.ports: only the gateway is published (tools of a profile or the mail catcher: on 127.0.0.1 only); reach the others through it`);
  }
  // Redis for BullMQ: noeviction + AOF
  const redis = names.filter((n) => /(^|\/)redis(:|$)/.test(String(services[n].image ?? '')));
  if (!redis.length) err('no redis service');
  for (const n of redis) {
    const cmd = asList(services[n].command).map(String);
    const arg = (flag) => {
      const i = cmd.indexOf(flag);
      return i >= 0 ? cmd[i + 1] : undefined;
    };
    if (arg('--maxmemory-policy') !== 'noeviction') err(`services.${n}.command: needs --maxmemory-policy noeviction (BullMQ must never lose keys)`);
    if (arg('--appendonly') !== 'yes') err(`services.${n}.command: needs --appendonly yes (jobs survive a restart)`);
    if (!services[n].volumes?.length) err(`services.${n}: needs a volume for its data`);
  }
  for (const n of ['postgres', 'minio']) {
    const found = names.find((x) => String(services[x].image ?? '').includes(n));
    if (!found) err(`no ${n} service`);
    else if (!services[found].volumes?.length) err(`services.${found}: needs a volume for its data`);
  }
  // the environment of each deployable
  for (const [n, req] of Object.entries(REQUIRED_ENV)) {
    const s = services[n];
    if (!s) {
      err(`services.${n}: missing`);
      continue;
    }
    const keys = new Set(envKeys(s.environment));
    for (const k of req.env) if (!keys.has(k)) err(`services.${n}.environment: missing ${k}`);
    const schema = envValue(s.environment, 'DB_SCHEMA');
    if (req.schema && schema !== undefined && schema !== req.schema) err(`services.${n}.environment.DB_SCHEMA: "${schema}", expected "${req.schema}"`);
    if (req.port && envValue(s.environment, 'PORT') !== undefined && String(envValue(s.environment, 'PORT')) !== String(req.port)) {
      err(`services.${n}.environment.PORT: expected ${req.port}`);
    }
    if (envValue(s.environment, 'NODE_ENV') !== undefined && envValue(s.environment, 'NODE_ENV') !== 'production') err(`services.${n}.environment.NODE_ENV: must be production`);
    // every service image is built from the one Dockerfile, named by its build arguments
    const folder = n === 'enrichment-worker' ? 'enrichment' : n;
    const b = typeof s.build === 'string' ? { context: s.build } : s.build;
    if (!b) err(`services.${n}.build: build it from ${SERVICE_DOCKERFILE} with args SERVICE=${folder}`);
    else {
      if (b.dockerfile !== SERVICE_DOCKERFILE) err(`services.${n}.build.dockerfile: must be ${SERVICE_DOCKERFILE} (one Dockerfile for every service)`);
      const args = buildArgs(b.args);
      if (args.SERVICE !== folder) err(`services.${n}.build.args.SERVICE: "${args.SERVICE ?? ''}", expected "${folder}"`);
      const port = REQUIRED_ENV[folder].port;
      if (String(args.PORT ?? '') !== String(port)) err(`services.${n}.build.args.PORT: "${args.PORT ?? ''}", expected "${port}"`);
    }
  }
  if (services['enrichment-worker']) {
    const w = services['enrichment-worker'];
    if (!asList(w.command).join(' ').includes('dist/worker.js')) err('services.enrichment-worker.command: must run node dist/worker.js');
    const e = services.enrichment;
    if (e && w.image !== e.image) err('services.enrichment-worker.image: must be the enrichment image');
  }
  const gw = services.gateway;
  const { vars: gwVars, fromTemplate } = gatewayTemplateVariables(root);
  if (!fromTemplate) notes.push(`${GATEWAY_TEMPLATE} not found: gateway variables checked against the assumed list ${gwVars.join(', ')}`);
  if (!gw) err('services.gateway: missing');
  else {
    const keys = new Set(envKeys(gw.environment));
    for (const k of gwVars) if (!keys.has(k)) err(`services.gateway.environment: missing ${k} (used by ${fromTemplate ? GATEWAY_TEMPLATE : 'the gateway template'})`);
    if (!asList(gw.ports).concat(gw.ports ?? []).some((p) => /(^|:)8080$/.test(String(p?.target ?? p).replace(/\/tcp$/, '')) || p?.target === 8080)) {
      err('services.gateway.ports: must publish 8080');
    }
  }
  // variables: every one without a default is documented in .env.example (values only: comments and
  // keys are not interpolated)
  const strings = [];
  const collect = (v) => {
    if (typeof v === 'string') strings.push(v);
    else if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  collect(doc);
  const vars = composeVariables(strings.join('\n'));
  const envPath = join(root, envExample);
  const example = existsSync(envPath) ? parseEnvFile(readFileSync(envPath, 'utf8')) : null;
  if (!example) err(`${envExample} is missing (it documents the variables of ${file})`);
  else {
    for (const [name, v] of vars) {
      if (!v.defaulted && !(name in example)) err(`\${${name}} is used without a default but ${envExample} does not document it`);
    }
  }
  if (composeCli) {
    const r = composeConfigCli(root, file, example ? envPath : null, text);
    if (r.ran && !r.ok) err(`docker-compose config: ${r.output.trim().split('\n').slice(-3).join(' | ')}`);
    if (r.ran && r.ok) notes.push('docker-compose config -q: ok');
  }
  return { errors, notes };
}

/** `docker-compose config -q` (or `docker compose`) when one is installed; never required. */
function composeConfigCli(root, file, envFile, text) {
  if (text !== undefined) return { ran: false };
  const candidates = [['docker-compose'], ['docker', 'compose']];
  for (const c of candidates) {
    const probe = spawnSync(c[0], [...c.slice(1), 'version'], { encoding: 'utf8' });
    if (probe.status !== 0) continue;
    // Compose v1 (Debian's docker-compose 1.29) predates parts of the compose spec (top-level name…)
    const major = Number(/(\d+)\.\d+\.\d+/.exec(`${probe.stdout}${probe.stderr}`)?.[1] ?? 0);
    if (major < 2) continue;
    const args = [...c.slice(1), '-f', file, ...(envFile ? ['--env-file', envFile] : []), 'config', '-q'];
    const r = spawnSync(c[0], args, { cwd: root, encoding: 'utf8' });
    return { ran: true, ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  }
  return { ran: false };
}

// ---------------------------------------------------------------- 2. kubernetes
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob', 'Pod']);
const LONG_RUNNING = new Set(['Deployment', 'StatefulSet', 'DaemonSet']);
const WRITABLE_ROOT_ANNOTATION = 'ops.remote-listings/writable-root-filesystem';

const labelsMatch = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

function selectorMatches(sel, labels) {
  if (!sel) return false;
  if (!labelsMatch(sel.matchLabels, labels)) return false;
  for (const e of sel.matchExpressions ?? []) {
    const v = labels?.[e.key];
    if (e.operator === 'In' && !e.values.includes(v)) return false;
    if (e.operator === 'NotIn' && e.values.includes(v)) return false;
    if (e.operator === 'Exists' && v === undefined) return false;
    if (e.operator === 'DoesNotExist' && v !== undefined) return false;
  }
  return true;
}

const podLabels = (o) => (o.kind === 'CronJob' ? o.spec?.jobTemplate?.spec?.template?.metadata?.labels : o.spec?.template?.metadata?.labels) ?? {};

/**
 * Checks rendered Kubernetes objects (one overlay). `source` names them in messages.
 * Returns { errors, notes }.
 */
export function checkK8sObjects(objects, { source = 'k8s', expectNamespace = true, root = DEFAULT_ROOT } = {}) {
  const errors = [];
  const notes = [];
  const err = (o, m) => errors.push(`${source}: ${o ? `${o.kind}/${o.metadata?.name}` : ''}${o ? ': ' : ''}${m}`);
  const byKind = (k) => objects.filter((o) => o.kind === k);
  const find = (k, n) => objects.find((o) => o.kind === k && o.metadata?.name === n);

  const ids = new Set();
  for (const o of objects) {
    const id = idOf(o);
    if (ids.has(id)) err(o, 'defined twice');
    ids.add(id);
    const validate = k8sValidatorFor(o.apiVersion, o.kind);
    if (!validate) err(o, `no schema for ${o.apiVersion} ${o.kind} (add it to KINDS in ops/schemas/generate-k8s-schema.mjs)`);
    else if (!validate(o)) for (const m of ajvErrors(validate.errors)) err(o, `schema: ${m}`);
    if (!o.metadata?.name) err(o, 'metadata.name is missing');
    if (expectNamespace && !CLUSTER_SCOPED.has(o.kind) && !o.metadata?.namespace) err(o, 'no namespace (overlays set one)');
  }

  const services = byKind('Service');
  for (const o of objects.filter((x) => WORKLOADS.has(x.kind))) {
    const [spec] = podSpecs(o);
    if (!spec) {
      err(o, 'no pod template');
      continue;
    }
    const labels = podLabels(o);
    if (o.spec?.selector && o.kind !== 'CronJob' && o.kind !== 'Job' && !selectorMatches(o.spec.selector, labels)) {
      err(o, 'spec.selector does not match the pod template labels');
    }
    const psc = spec.securityContext ?? {};
    const selectedByService = services.some((s) => s.metadata?.namespace === o.metadata?.namespace && s.spec?.selector && labelsMatch(s.spec.selector, labels));
    if (LONG_RUNNING.has(o.kind) && spec.terminationGracePeriodSeconds === undefined) err(o, 'set terminationGracePeriodSeconds (graceful shutdown)');
    if (spec.automountServiceAccountToken !== false) err(o, 'set automountServiceAccountToken: false (no workload talks to the API server)');
    for (const c of [...(spec.initContainers ?? []), ...(spec.containers ?? [])]) {
      const at = `container ${c.name}`;
      const sc = c.securityContext ?? {};
      const runAsNonRoot = sc.runAsNonRoot ?? psc.runAsNonRoot;
      const runAsUser = sc.runAsUser ?? psc.runAsUser;
      if (runAsNonRoot !== true) err(o, `${at}: securityContext.runAsNonRoot must be true`);
      if (runAsUser === 0) err(o, `${at}: runs as uid 0`);
      if (runAsUser === undefined) err(o, `${at}: set runAsUser (a numeric uid lets the kubelet verify runAsNonRoot)`);
      if (sc.allowPrivilegeEscalation !== false) err(o, `${at}: securityContext.allowPrivilegeEscalation must be false`);
      if (sc.privileged) err(o, `${at}: privileged`);
      if (!(sc.capabilities?.drop ?? []).includes('ALL')) err(o, `${at}: securityContext.capabilities.drop must include ALL`);
      if ((sc.capabilities?.add ?? []).length) err(o, `${at}: adds capabilities ${sc.capabilities.add.join(', ')}`);
      const seccomp = sc.seccompProfile?.type ?? psc.seccompProfile?.type;
      if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost') err(o, `${at}: seccompProfile must be RuntimeDefault`);
      if (sc.readOnlyRootFilesystem !== true && !o.metadata?.annotations?.[WRITABLE_ROOT_ANNOTATION]) {
        err(o, `${at}: securityContext.readOnlyRootFilesystem must be true (or annotate ${WRITABLE_ROOT_ANNOTATION} with the reason)`);
      }
      const r = c.resources ?? {};
      for (const k of ['cpu', 'memory']) {
        if (r.requests?.[k] === undefined) err(o, `${at}: resources.requests.${k} is missing`);
        if (r.limits?.[k] === undefined) err(o, `${at}: resources.limits.${k} is missing`);
      }
      const ref = imageRef(String(c.image ?? ''));
      if (!c.image) err(o, `${at}: no image`);
      else if (!ref.digest && (!ref.tag || ref.tag === 'latest')) err(o, `${at}: image ${c.image} needs a tag other than latest`);
      const isInit = (spec.initContainers ?? []).includes(c);
      if (LONG_RUNNING.has(o.kind) && !isInit) {
        if (!c.readinessProbe) err(o, `${at}: readinessProbe is missing`);
        if (!c.livenessProbe) err(o, `${at}: livenessProbe is missing`);
        if (o.kind === 'Deployment' && selectedByService) {
          if (c.readinessProbe?.httpGet && c.readinessProbe.httpGet.path !== '/health/ready') err(o, `${at}: readinessProbe must ask /health/ready`);
          if (c.livenessProbe?.httpGet && c.livenessProbe.httpGet.path !== '/health/live') err(o, `${at}: livenessProbe must ask /health/live`);
        }
        if (o.kind === 'Deployment' && selectedByService && !c.lifecycle?.preStop) err(o, `${at}: behind a Service: add a lifecycle.preStop pause so the endpoints drop the pod before SIGTERM`);
        const portNames = new Set((c.ports ?? []).map((p) => p.name).filter(Boolean));
        for (const [kind, p] of [['readinessProbe', c.readinessProbe], ['livenessProbe', c.livenessProbe], ['startupProbe', c.startupProbe]]) {
          const port = p?.httpGet?.port ?? p?.tcpSocket?.port;
          if (typeof port === 'string' && !portNames.has(port)) err(o, `${at}: ${kind} uses port "${port}", which the container does not name`);
        }
      }
      // references to ConfigMaps and Secrets
      for (const e of c.env ?? []) {
        const cm = e.valueFrom?.configMapKeyRef;
        const sk = e.valueFrom?.secretKeyRef;
        const refd = cm ? ['ConfigMap', cm] : sk ? ['Secret', sk] : null;
        if (!refd) continue;
        const [kind, ref2] = refd;
        const target = objects.find((x) => x.kind === kind && x.metadata?.name === ref2.name && x.metadata?.namespace === o.metadata?.namespace);
        if (!target) {
          if (ref2.optional) continue;
          const note = `${kind} ${ref2.name} is not rendered: it must exist in the cluster`;
          if (!notes.includes(note)) notes.push(note);
          continue;
        }
        const keys = new Set([...Object.keys(target.data ?? {}), ...Object.keys(target.stringData ?? {})]);
        // an optional key (`optional: true`) may be absent: the variable is then unset
        if (!keys.has(ref2.key) && !ref2.optional) err(o, `${at}: env ${e.name} refers to ${kind} ${ref2.name} key ${ref2.key}, which it does not have`);
      }
    }
  }

  // the environment of each deployable
  for (const [n, req] of Object.entries(REQUIRED_ENV)) {
    const d = find('Deployment', n);
    if (!d) {
      err(null, `Deployment ${n} is missing`);
      continue;
    }
    const c = d.spec?.template?.spec?.containers?.[0];
    const names = new Set((c?.env ?? []).map((e) => e.name));
    for (const k of req.env) if (!names.has(k)) err(d, `env ${k} is missing`);
    const schema = c?.env?.find((e) => e.name === 'DB_SCHEMA')?.value;
    if (req.schema && schema !== undefined && schema !== req.schema) err(d, `env DB_SCHEMA is "${schema}", expected "${req.schema}"`);
    if (req.port) {
      const port = c?.env?.find((e) => e.name === 'PORT')?.value;
      if (port !== undefined && String(port) !== String(req.port)) err(d, `env PORT is ${port}, expected ${req.port}`);
      if (!(c?.ports ?? []).some((p) => p.containerPort === req.port)) err(d, `container port ${req.port} is not declared`);
      const svc = find('Service', n);
      if (!svc) err(d, `Service ${n} is missing`);
    }
  }
  const worker = find('Deployment', 'enrichment-worker');
  const enrichment = find('Deployment', 'enrichment');
  if (worker && enrichment) {
    const wc = worker.spec.template.spec.containers[0];
    if (imageRef(wc.image).name !== imageRef(enrichment.spec.template.spec.containers[0].image).name) err(worker, 'must run the enrichment image');
    if (![...(wc.command ?? []), ...(wc.args ?? [])].join(' ').includes('dist/worker.js')) err(worker, 'must run node dist/worker.js');
  }
  const gw = find('Deployment', 'gateway');
  if (!gw) err(null, 'Deployment gateway is missing');
  else {
    const names = new Set((gw.spec.template.spec.containers[0].env ?? []).map((e) => e.name));
    for (const k of gatewayTemplateVariables(root).vars) if (!names.has(k)) err(gw, `env ${k} is missing (a variable of the nginx template)`);
  }
  if (!byKind('Ingress').length) err(null, 'no Ingress');

  // Services select pods and name ports that exist
  for (const s of services) {
    const pods = objects.filter((o) => WORKLOADS.has(o.kind) && o.metadata?.namespace === s.metadata?.namespace && labelsMatch(s.spec?.selector, podLabels(o)));
    if (!pods.length) {
      err(s, 'selects no workload');
      continue;
    }
    for (const p of s.spec?.ports ?? []) {
      if (typeof p.targetPort === 'string') {
        const ok = pods.every((w) => podSpecs(w)[0].containers.some((c) => (c.ports ?? []).some((cp) => cp.name === p.targetPort)));
        if (!ok) err(s, `targetPort "${p.targetPort}" is not a named container port of the selected pods`);
      }
    }
  }
  for (const ing of byKind('Ingress')) {
    for (const rule of ing.spec?.rules ?? []) {
      for (const path of rule.http?.paths ?? []) {
        const b = path.backend?.service;
        const svc = b && find('Service', b.name);
        if (!svc) err(ing, `backend service ${b?.name} does not exist`);
        else if (b.port?.name && !(svc.spec.ports ?? []).some((p) => p.name === b.port.name)) err(ing, `service ${b.name} has no port named ${b.port.name}`);
        else if (b.port?.number && !(svc.spec.ports ?? []).some((p) => p.port === b.port.number)) err(ing, `service ${b.name} has no port ${b.port.number}`);
      }
    }
  }
  for (const h of byKind('HorizontalPodAutoscaler')) {
    const t = h.spec?.scaleTargetRef;
    const target = t && find(t.kind, t.name);
    if (!target) err(h, `scaleTargetRef ${t?.kind}/${t?.name} does not exist`);
    else {
      if (target.spec.replicas !== undefined) err(target, `spec.replicas is set although HPA ${h.metadata.name} owns the replica count (every apply would reset it)`);
      if (h.spec.metrics?.some((m) => m.resource?.name === 'cpu') && podSpecs(target)[0].containers.some((c) => !c.resources?.requests?.cpu)) {
        err(h, 'scales on CPU but the target has containers without a CPU request');
      }
    }
  }
  for (const pdb of byKind('PodDisruptionBudget')) {
    const hits = objects.filter((o) => WORKLOADS.has(o.kind) && selectorMatches(pdb.spec?.selector, podLabels(o)));
    if (!hits.length) err(pdb, 'selects no workload');
  }
  // Redis as a BullMQ store, wherever it runs in the cluster
  for (const o of objects.filter((x) => WORKLOADS.has(x.kind))) {
    for (const c of podSpecs(o)[0]?.containers ?? []) {
      if (!/(^|\/)redis:/.test(c.image ?? '')) continue;
      const args = [...(c.command ?? []), ...(c.args ?? [])].map(String);
      const arg = (f) => args[args.indexOf(f) + 1];
      if (!args.includes('--maxmemory-policy') || arg('--maxmemory-policy') !== 'noeviction') err(o, 'redis needs --maxmemory-policy noeviction');
      if (!args.includes('--appendonly') || arg('--appendonly') !== 'yes') err(o, 'redis needs --appendonly yes');
    }
  }
  return { errors, notes };
}

/** Objects rendered by `kubectl kustomize`, or null when kubectl is not installed. */
function kubectlKustomize(dir) {
  const probe = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return null;
  const out = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(out).map((d) => d.toJS()).filter(Boolean);
}

const canon = (v) => (Array.isArray(v) ? v.map(canon) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])])) : v);

export function checkKustomize({ root = DEFAULT_ROOT, overlays = OVERLAYS, kubectl = true } = {}) {
  const errors = [];
  const notes = [];
  const rendered = {};
  for (const o of overlays) {
    const dir = join(root, o);
    let objects;
    try {
      objects = renderKustomization(dir).objects;
    } catch (e) {
      errors.push(`${o}: render: ${e.message}`);
      continue;
    }
    rendered[o] = objects;
    const r = checkK8sObjects(objects, { source: o, root });
    errors.push(...r.errors);
    notes.push(...r.notes.map((n) => `${o}: ${n}`));
    if (kubectl) {
      let theirs;
      try {
        theirs = kubectlKustomize(dir);
      } catch (e) {
        errors.push(`${o}: kubectl kustomize failed: ${String(e.stderr ?? e.message).trim().split('\n')[0]}`);
        continue;
      }
      if (theirs === null) {
        notes.push(`${o}: kubectl not installed, renderer not cross-checked`);
        continue;
      }
      const mine = new Map(objects.map((x) => [idOf(x), JSON.stringify(canon(x))]));
      const other = new Map(theirs.map((x) => [idOf(x), JSON.stringify(canon(x))]));
      for (const [id, v] of other) {
        if (!mine.has(id)) errors.push(`${o}: kubectl kustomize renders ${id}, ops/lib/kustomize.mjs does not`);
        else if (mine.get(id) !== v) errors.push(`${o}: ${id} differs between kubectl kustomize and ops/lib/kustomize.mjs`);
      }
      for (const id of mine.keys()) if (!other.has(id)) errors.push(`${o}: ops/lib/kustomize.mjs renders ${id}, kubectl kustomize does not`);
      if (![...other.keys()].some((id) => !mine.has(id))) notes.push(`${o}: same ${objects.length} objects as kubectl kustomize`);
    }
  }
  // overlay-specific expectations
  const dev = rendered['k8s/overlays/dev'];
  if (dev) {
    for (const n of ['postgres', 'redis', 'minio']) if (!dev.some((o) => o.kind === 'StatefulSet' && o.metadata.name === n)) errors.push(`k8s/overlays/dev: StatefulSet ${n} is missing`);
  }
  const prod = rendered['k8s/overlays/prod'];
  if (prod) {
    for (const n of ['listings', 'gateway']) if (!prod.some((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec?.scaleTargetRef?.name === n)) errors.push(`k8s/overlays/prod: no HPA for ${n}`);
    for (const d of prod.filter((o) => o.kind === 'Deployment')) {
      const hpa = prod.some((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec?.scaleTargetRef?.name === d.metadata.name);
      if (!hpa && (d.spec.replicas ?? 1) < 2) errors.push(`k8s/overlays/prod: Deployment/${d.metadata.name}: fewer than 2 replicas`);
      if (!prod.some((o) => o.kind === 'PodDisruptionBudget' && selectorMatches(o.spec?.selector, podLabels(d)))) errors.push(`k8s/overlays/prod: Deployment/${d.metadata.name}: no PodDisruptionBudget`);
    }
    if (prod.some((o) => o.kind === 'StatefulSet')) errors.push('k8s/overlays/prod: in-cluster StatefulSets; prod uses managed endpoints');
    if (prod.some((o) => o.kind === 'Secret' && JSON.stringify(o).includes('REPLACE_ME'))) errors.push('k8s/overlays/prod: renders a Secret with placeholder values');
  }
  return { errors, notes, rendered };
}

/** Compose build args as an object (map or `KEY=value` list). */
function buildArgs(args) {
  if (!args) return {};
  if (!Array.isArray(args)) return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, v === null ? undefined : String(v)]));
  return Object.fromEntries(args.map((a) => String(a).split(/=(.*)/s).slice(0, 2)));
}

// ---------------------------------------------------------------- 3. Dockerfiles
export function findDockerfiles(root) {
  const out = [];
  const walk = (d, depth) => {
    if (depth > 4) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p, depth + 1);
      else if (e.name === 'Dockerfile' || e.name.endsWith('.Dockerfile')) out.push(p);
    }
  };
  walk(root, 0);
  return out.sort();
}

function workspaceDirs(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const dirs = [];
  for (const w of pkg.workspaces ?? []) {
    if (w.endsWith('/*')) {
      const base = join(root, w.slice(0, -2));
      if (existsSync(base)) for (const e of readdirSync(base)) if (existsSync(join(base, e, 'package.json'))) dirs.push(`${w.slice(0, -2)}/${e}`);
    } else if (existsSync(join(root, w, 'package.json'))) dirs.push(w);
  }
  return dirs;
}

/** Workspace dir -> { name, deps (workspace dirs it depends on), build (has a build script) }. */
function workspaceGraph(root) {
  const dirs = workspaceDirs(root);
  const info = new Map(dirs.map((d) => [d, JSON.parse(readFileSync(join(root, d, 'package.json'), 'utf8'))]));
  const byName = new Map([...info].map(([d, p]) => [p.name, d]));
  const graph = new Map();
  for (const [d, p] of info) {
    const deps = Object.keys({ ...p.dependencies, ...p.optionalDependencies, ...p.peerDependencies }).map((n) => byName.get(n)).filter(Boolean);
    graph.set(d, { name: p.name, deps, build: Boolean(p.scripts?.build) });
  }
  return graph;
}

function closure(graph, roots) {
  const out = new Set();
  const stack = [...roots];
  while (stack.length) {
    const d = stack.pop();
    if (out.has(d)) continue;
    out.add(d);
    stack.push(...(graph.get(d)?.deps ?? []));
  }
  return out;
}

/** Which workspaces an image with a fixed list is made of (its entry points); the service image's list is computed. */
function imageRoots(file) {
  if (file === 'gateway/Dockerfile') return ['shell', 'mfe-buyer', 'mfe-seller', 'mfe-admin'];
  return null;
}

/** The shared service Dockerfile: named by ARG SERVICE and PORT, workspaces from services/image-workspaces.mjs. */
function checkServiceDockerfile(instructions, err) {
  for (const arg of ['SERVICE', 'PORT']) {
    if (!instructions.some((i) => i.cmd === 'ARG' && new RegExp(`^${arg}(=|$)`).test(i.args))) err(null, `declare ARG ${arg} (the image is named by --build-arg ${arg})`);
  }
  const runs = instructions.filter((i) => i.cmd === 'RUN');
  if (!runs.some((i) => /node services\/image-workspaces\.mjs "?services\/\$\{?SERVICE\b/.test(i.args))) {
    err(null, 'the image\'s workspaces must come from node services/image-workspaces.mjs services/$SERVICE');
  }
  const listFile = /image-workspaces\.mjs[^>]*>\s*(\S+)/.exec(runs.map((i) => i.args).join('\n'))?.[1]?.split('/').pop();
  if (listFile) {
    // the list must feed the npm command itself (up to the next && or ;)
    const feeds = (command) => runs.some((i) => new RegExp(`\\bnpm ${command}\\b[^&;]*${listFile.replace(/\./g, '\\.')}`).test(i.args));
    if (!feeds('(ci|install)')) err(null, `npm install must install the workspaces listed in ${listFile}`);
    if (!feeds('run build')) err(null, `npm run build must build the workspaces listed in ${listFile}`);
  }
  if (!instructions.some((i) => i.cmd === 'WORKDIR' && /services\/\$\{?SERVICE\b/.test(i.args))) err(null, 'the runtime WORKDIR must be /app/services/${SERVICE}');
}

/** Checks one Dockerfile (`text` overrides the file content). Returns { errors, notes }. */
export function checkDockerfile({ root = DEFAULT_ROOT, file, text } = {}) {
  const errors = [];
  const notes = [];
  const name = file;
  const err = (line, m) => errors.push(`${name}${line ? `:${line}` : ''}: ${m}`);
  const src = text ?? readFileSync(join(root, file), 'utf8');
  let instructions;
  try {
    instructions = parseDockerfile(src);
  } catch (e) {
    return { errors: [`${name}: ${e.message}`], notes };
  }
  const { stages } = dockerStages(instructions);
  if (!stages.length) return { errors: [`${name}: no FROM`], notes };
  for (const s of stages) {
    if (s.fromStage || s.image === 'scratch') continue;
    if (s.image.includes('$')) {
      err(s.line, `base image ${s.image} cannot be resolved (give its ARG a default)`);
      continue;
    }
    const ref = imageRef(s.image);
    if (!ref.digest && !isPinnedTag(ref.tag)) err(s.line, `base image ${s.image} is not pinned (use a release tag such as node:22.23.3-bookworm-slim, or a digest)`);
  }
  const final = stages.at(-1);
  const user = effectiveUser(final);
  if (user === null) err(final.line, 'the final stage has no USER: it would run as root');
  else if (isRootUser(user)) err(final.line, `the final stage runs as ${user}`);
  const hc = final.instructions.filter((i) => i.cmd === 'HEALTHCHECK').at(-1);
  if (!hc || /^NONE\b/i.test(hc.args)) err(final.line, 'the final stage has no HEALTHCHECK');
  else if (!hc.args.includes('/health/live')) err(hc.line, 'HEALTHCHECK must ask /health/live');
  const isService = /^services\//.test(file);
  if (file === SERVICE_DOCKERFILE) checkServiceDockerfile(instructions, err);
  if (isService) {
    const cmd = final.instructions.filter((i) => i.cmd === 'CMD').at(-1);
    if (!cmd || !cmd.args.includes('dist/main.js')) err(final.line, 'CMD must run node dist/main.js');
    const env = final.instructions.filter((i) => i.cmd === 'ENV').map((i) => i.args).join(' ');
    if (!/HOST=0\.0\.0\.0/.test(env)) err(final.line, 'set ENV HOST=0.0.0.0 (services listen on 127.0.0.1 otherwise)');
    if (!/NODE_ENV=production/.test(env)) err(final.line, 'set ENV NODE_ENV=production');
  }
  // the build context: sources must exist and not be excluded by .dockerignore
  const ignoreFile = join(root, '.dockerignore');
  const rules = existsSync(ignoreFile) ? parseDockerignore(readFileSync(ignoreFile, 'utf8')) : [];
  const workspaces = existsSync(join(root, 'package.json')) ? workspaceDirs(root) : [];
  for (const s of stages) {
    for (const ins of s.instructions) {
      if (ins.cmd === 'COPY' || ins.cmd === 'ADD') {
        const { sources } = copySources(ins);
        for (const src2 of sources) {
          if (src2 === '.' || src2 === './' || /[*?[]/.test(src2) || /^https?:/.test(src2)) continue;
          const p = src2.replace(/^\.\//, '').replace(/\/$/, '');
          if (!existsSync(join(root, p))) err(ins.line, `COPY source ${src2} does not exist`);
          else if (isIgnored(rules, p)) err(ins.line, `COPY source ${src2} is excluded by .dockerignore`);
        }
      }
      if (ins.cmd === 'RUN' && /\bnpm\b/.test(ins.args)) {
        for (const m of ins.args.matchAll(/(?:^|\s)(?:-w|--workspace)[=\s]+(\S+)/g)) {
          const w = m[1].replace(/^["']|["']$/g, '');
          if (workspaces.length && !workspaces.includes(w)) err(ins.line, `npm workspace ${w} does not exist`);
        }
      }
    }
  }
  // the workspaces an image installs, builds and ships follow its package.json dependencies
  const roots = imageRoots(file);
  if (roots && workspaces.length) {
    const graph = workspaceGraph(root);
    const needed = closure(graph, roots);
    const wsOf = (pred) => new Set(instructions.filter((i) => i.cmd === 'RUN' && pred(i.args)).flatMap((i) => [...i.args.matchAll(/(?:^|\s)(?:-w|--workspace)[=\s]+(\S+)/g)].map((m) => m[1])));
    const installed = wsOf((a) => /\bnpm (ci|install)\b/.test(a));
    const built = wsOf((a) => /\bnpm run build\b/.test(a));
    const shipped = new Set(final.instructions.filter((i) => i.cmd === 'COPY').map((i) => splitFlags(i.args)).filter((c) => c.flags.from)
      .map((c) => /^\/app\/(\S+?)\/?\s/.exec(c.rest)?.[1]).filter(Boolean));
    for (const d of needed) {
      if (!graph.has(d)) continue;
      const why = roots.includes(d) ? 'the image\'s own workspace' : `a dependency of ${roots.join(', ')}`;
      if (!installed.has(d)) err(null, `npm install must include -w ${d} (${why})`);
      if (graph.get(d).build && !built.has(d)) err(null, `npm run build must include -w ${d} (${why}, it has a build script)`);
      if (isService && graph.get(d).build && !shipped.has(d)) err(null, `the runtime stage must COPY --from=build /app/${d}/ (${why})`);
    }
  }
  // the install needs every workspace's package.json and the lockfile in the context
  if (instructions.some((i) => i.cmd === 'RUN' && /\bnpm (ci|install)\b/.test(i.args))) {
    for (const f of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)]) {
      if (isIgnored(rules, f)) err(null, `${f} is excluded by .dockerignore but npm install needs it`);
    }
  }
  return { errors, notes };
}

export function checkDockerfiles({ root = DEFAULT_ROOT } = {}) {
  const errors = [];
  const notes = [];
  const files = findDockerfiles(root).map((f) => rel(root, f));
  for (const e of ['gateway/Dockerfile', SERVICE_DOCKERFILE]) if (!files.includes(e)) errors.push(`${e}: missing`);
  for (const f of files) {
    if (/^services\/[^/]+\/Dockerfile$/.test(f)) errors.push(`${f}: services share ${SERVICE_DOCKERFILE} (build args SERVICE and PORT); delete this one`);
  }
  // what each service image installs: its production workspace closure, never the embedded stand-ins
  if (existsSync(join(root, 'package.json'))) {
    for (const n of Object.keys(REQUIRED_ENV).filter((x) => x !== 'enrichment-worker')) {
      if (!existsSync(join(root, 'services', n, 'package.json'))) continue;
      const shipped = imageWorkspaces(root, `services/${n}`);
      for (const d of DEV_ONLY_WORKSPACES.filter((w) => shipped.includes(w))) {
        errors.push(`services/${n}: its image would install ${d} (a production dependency chain reaches it); make it a devDependency`);
      }
    }
  }
  if (!existsSync(join(root, '.dockerignore'))) errors.push('.dockerignore: missing (the context would hold node_modules and .env files)');
  else {
    const rules = parseDockerignore(readFileSync(join(root, '.dockerignore'), 'utf8'));
    for (const p of ['node_modules', 'services/auth/node_modules', 'services/auth/dist', '.env', '.git']) {
      if (!isIgnored(rules, p)) errors.push(`.dockerignore: must exclude ${p}`);
    }
  }
  for (const f of files) {
    const r = checkDockerfile({ root, file: f });
    errors.push(...r.errors);
    notes.push(...r.notes);
  }
  return { errors, notes, files };
}

// ---------------------------------------------------------------- all
export function validateOps({ root = DEFAULT_ROOT, kubectl = true, composeCli = true } = {}) {
  const sections = {
    compose: checkCompose({ root, composeCli }),
    kubernetes: checkKustomize({ root, kubectl }),
    dockerfiles: checkDockerfiles({ root }),
  };
  const errors = Object.values(sections).flatMap((s) => s.errors);
  return { ok: errors.length === 0, errors, sections };
}

function main(argv) {
  const args = argv.slice(2);
  const i = args.indexOf('--root');
  const root = i >= 0 ? resolve(args[i + 1]) : DEFAULT_ROOT;
  const quiet = args.includes('--quiet');
  const result = validateOps({ root, kubectl: !args.includes('--no-kubectl'), composeCli: !args.includes('--no-compose-cli') });
  for (const [name, s] of Object.entries(result.sections)) {
    const status = s.errors.length ? `${s.errors.length} problem(s)` : 'ok';
    process.stdout.write(`ops ${name}: ${status}\n`);
    for (const e of s.errors) process.stdout.write(`  ✗ ${e}\n`);
    if (!quiet) for (const n of s.notes ?? []) process.stdout.write(`  · ${n}\n`);
  }
  process.exitCode = result.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main(process.argv);
