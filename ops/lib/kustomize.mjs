// A small kustomize renderer for the subset k8s/ uses, so manifests can be validated without kubectl.
// Supported kustomization fields: resources (files and directories), components (kind Component: their
// resources and patches), patches (strategic merge or JSON 6902, from `path` or inline `patch`, optional
// `target` with equality labelSelector), namespace, labels, images, replicas.
// Anything else is an error: a field this renderer would silently ignore must never pass validation.
// When kubectl is installed, scripts/validate-ops.mjs compares this output with `kubectl kustomize`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
const SUPPORTED_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'components', 'patches', 'namespace', 'labels', 'images', 'replicas']);

/** Kinds without a namespace (the ones this project could plausibly use). */
export const CLUSTER_SCOPED = new Set([
  'Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'IngressClass',
  'CustomResourceDefinition', 'PriorityClass', 'ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration',
]);

/** Pod spec locations by kind. */
export function podSpecs(obj) {
  const s = obj?.spec;
  if (!s) return [];
  switch (obj.kind) {
    case 'Pod': return [s];
    case 'Deployment': case 'StatefulSet': case 'DaemonSet': case 'ReplicaSet': case 'Job':
      return s.template?.spec ? [s.template.spec] : [];
    case 'CronJob': return s.jobTemplate?.spec?.template?.spec ? [s.jobTemplate.spec.template.spec] : [];
    default: return [];
  }
}

/** Pod template metadata by kind (where labels of the pods live). */
function podTemplates(obj) {
  const s = obj?.spec;
  if (!s) return [];
  if (['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job'].includes(obj.kind) && s.template) return [s.template];
  if (obj.kind === 'CronJob' && s.jobTemplate?.spec?.template) return [s.jobTemplate.spec.template];
  return [];
}

class KustomizeError extends Error {}

function readYamlDocs(file) {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  const out = [];
  for (const d of docs) {
    if (d.errors.length) throw new KustomizeError(`${file}: YAML error: ${d.errors[0].message}`);
    const v = d.toJS();
    if (v != null) out.push(v);
  }
  return out;
}

function findKustomization(dir) {
  for (const f of KUSTOMIZATION_FILES) {
    const p = join(dir, f);
    if (existsSync(p)) return p;
  }
  return null;
}

const groupOf = (apiVersion = '') => (apiVersion.includes('/') ? apiVersion.split('/')[0] : '');
const versionOf = (apiVersion = '') => (apiVersion.includes('/') ? apiVersion.split('/')[1] : apiVersion);

export const idOf = (o) => `${o.kind}/${o.metadata?.namespace ? `${o.metadata.namespace}/` : ''}${o.metadata?.name}`;

function matchesTarget(obj, t) {
  if (t.kind && obj.kind !== t.kind) return false;
  if (t.name && obj.metadata?.name !== t.name) return false;
  if (t.namespace && obj.metadata?.namespace !== t.namespace) return false;
  if (t.group !== undefined && groupOf(obj.apiVersion) !== t.group) return false;
  if (t.version && versionOf(obj.apiVersion) !== t.version) return false;
  if (t.labelSelector) {
    // equality terms only (`a=b,c=d`), the form this project uses
    for (const term of String(t.labelSelector).split(',')) {
      const [key, value] = term.split('=').map((x) => x.trim());
      if (!key || value === undefined) throw new KustomizeError(`labelSelector "${t.labelSelector}": only key=value terms are supported`);
      if (obj.metadata?.labels?.[key] !== value) return false;
    }
  }
  return true;
}

// ---- strategic merge patch (the list merge keys of the Kubernetes types this project patches) ----
const MERGE_KEYS = {
  containers: 'name', initContainers: 'name', ephemeralContainers: 'name', env: 'name', volumes: 'name',
  volumeMounts: 'mountPath', imagePullSecrets: 'name', hostAliases: 'ip', volumeClaimTemplates: null,
  topologySpreadConstraints: 'topologyKey', tolerations: null,
};
const DIRECTIVES = new Set(['$patch', '$retainKeys', '$setElementOrder', '$deleteFromPrimitiveList']);

function isObj(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function mergeKeyFor(key, items) {
  if (key === 'ports') return items.some((i) => isObj(i) && 'containerPort' in i) ? 'containerPort' : 'port';
  return MERGE_KEYS[key] ?? null;
}

export function strategicMerge(base, patch, path = '') {
  if (!isObj(patch)) return structuredClone(patch);
  if (patch.$patch === 'replace') {
    const { $patch: _patch, ...rest } = patch;
    return structuredClone(rest);
  }
  const out = isObj(base) ? structuredClone(base) : {};
  for (const [k, v] of Object.entries(patch)) {
    if (k === '$patch') continue;
    if (DIRECTIVES.has(k) || k.startsWith('$setElementOrder/')) {
      throw new KustomizeError(`strategic merge directive ${k} at ${path || '/'} is not supported by this renderer`);
    }
    if (v === null) {
      delete out[k];
    } else if (isObj(v) && isObj(out[k])) {
      out[k] = strategicMerge(out[k], v, `${path}/${k}`);
    } else if (Array.isArray(v) && Array.isArray(out[k]) && mergeKeyFor(k, [...v, ...out[k]])) {
      // Order as kustomize (kyaml) produces it: the patch's items first, in the patch's order (merged
      // into the original item with the same key), then the original items the patch does not name.
      const mk = mergeKeyFor(k, [...v, ...out[k]]);
      const original = out[k];
      const named = new Set();
      const list = [];
      for (const item of v) {
        if (!isObj(item) || !(mk in item)) throw new KustomizeError(`patch list ${path}/${k}: every item needs its merge key "${mk}"`);
        named.add(item[mk]);
        if (item.$patch === 'delete') continue;
        const orig = original.find((x) => isObj(x) && x[mk] === item[mk]);
        if (orig) list.push(strategicMerge(orig, item, `${path}/${k}[${mk}=${item[mk]}]`));
        else {
          const { $patch: _patch, ...rest } = item;
          list.push(structuredClone(rest));
        }
      }
      for (const x of original) if (!(isObj(x) && named.has(x[mk]))) list.push(structuredClone(x));
      out[k] = list;
    } else {
      out[k] = structuredClone(v);
    }
  }
  return out;
}

// ---- JSON 6902 ----
const unescape = (s) => s.replace(/~1/g, '/').replace(/~0/g, '~');

function pointer(doc, path) {
  if (path === '') return { parent: null, key: null };
  if (!path.startsWith('/')) throw new KustomizeError(`JSON patch path "${path}" must start with /`);
  const parts = path.slice(1).split('/').map(unescape);
  let parent = doc;
  for (const p of parts.slice(0, -1)) {
    parent = Array.isArray(parent) ? parent[Number(p)] : parent?.[p];
    if (parent === undefined || parent === null) throw new KustomizeError(`JSON patch path "${path}" does not exist`);
  }
  return { parent, key: parts.at(-1) };
}

function applyJson6902(doc, ops) {
  const out = structuredClone(doc);
  for (const op of ops) {
    const { parent, key } = pointer(out, op.path);
    if (parent === null) throw new KustomizeError('JSON patch on the whole document is not supported');
    const arr = Array.isArray(parent);
    const idx = arr ? (key === '-' ? parent.length : Number(key)) : null;
    switch (op.op) {
      case 'add':
        if (arr) parent.splice(idx, 0, structuredClone(op.value));
        else parent[key] = structuredClone(op.value);
        break;
      case 'replace':
      case 'remove':
        if (arr ? idx >= parent.length : !(key in parent)) throw new KustomizeError(`JSON patch ${op.op}: "${op.path}" does not exist`);
        if (op.op === 'remove') {
          if (arr) parent.splice(idx, 1);
          else delete parent[key];
        } else if (arr) parent[idx] = structuredClone(op.value);
        else parent[key] = structuredClone(op.value);
        break;
      case 'test':
        if (JSON.stringify(arr ? parent[idx] : parent[key]) !== JSON.stringify(op.value)) throw new KustomizeError(`JSON patch test failed at "${op.path}"`);
        break;
      default:
        throw new KustomizeError(`JSON patch op "${op.op}" is not supported by this renderer`);
    }
  }
  return out;
}

// ---- images ----
function splitImage(image) {
  let rest = image;
  let digest;
  const at = rest.indexOf('@');
  if (at >= 0) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
  }
  let tag;
  const colon = rest.lastIndexOf(':');
  if (colon > rest.lastIndexOf('/')) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
  }
  return { name: rest, tag, digest };
}

function applyImages(objs, images) {
  for (const o of objs) {
    for (const spec of podSpecs(o)) {
      for (const c of [...(spec.initContainers ?? []), ...(spec.containers ?? [])]) {
        if (typeof c.image !== 'string') continue;
        const cur = splitImage(c.image);
        const rule = images.find((i) => i.name === cur.name);
        if (!rule) continue;
        const name = rule.newName ?? cur.name;
        if (rule.digest) c.image = `${name}@${rule.digest}`;
        else if (rule.newTag !== undefined) c.image = `${name}:${rule.newTag}`;
        else c.image = `${name}${cur.tag ? `:${cur.tag}` : ''}${cur.digest ? `@${cur.digest}` : ''}`;
      }
    }
  }
}

function applyLabels(objs, entries) {
  for (const e of entries) {
    const pairs = Object.fromEntries(Object.entries(e.pairs ?? {}).map(([k, v]) => [k, String(v)]));
    for (const o of objs) {
      o.metadata ??= {};
      o.metadata.labels = { ...(o.metadata.labels ?? {}), ...pairs };
      if (e.includeSelectors || e.includeTemplates) {
        for (const t of podTemplates(o)) {
          t.metadata ??= {};
          t.metadata.labels = { ...(t.metadata.labels ?? {}), ...pairs };
        }
      }
      if (e.includeSelectors) {
        if (o.kind === 'Service') o.spec.selector = { ...(o.spec.selector ?? {}), ...pairs };
        else if (o.spec?.selector && podTemplates(o).length) {
          o.spec.selector.matchLabels = { ...(o.spec.selector.matchLabels ?? {}), ...pairs };
        }
      }
    }
  }
}

function loadPatch(dir, p, where) {
  if (p.path && p.patch) throw new KustomizeError(`${where}: a patch has either path or patch, not both`);
  if (p.options) throw new KustomizeError(`${where}: patch options are not supported by this renderer`);
  if (p.target?.annotationSelector) throw new KustomizeError(`${where}: annotationSelector is not supported by this renderer`);
  let docs;
  if (p.path) {
    const file = resolve(dir, p.path);
    if (!existsSync(file)) throw new KustomizeError(`${where}: patch file ${p.path} does not exist`);
    docs = readYamlDocs(file);
  } else if (typeof p.patch === 'string') {
    docs = parseAllDocuments(p.patch).map((d) => d.toJS()).filter((d) => d != null);
  } else {
    throw new KustomizeError(`${where}: a patch needs path or patch`);
  }
  if (docs.length !== 1) throw new KustomizeError(`${where}: a patch must hold exactly one document`);
  return docs[0];
}

/**
 * Renders the kustomization in `dir`. Returns { objects, files } where files are every file read
 * (for error messages and tests).
 */
export function renderKustomization(dir, seen = new Set(), as = 'Kustomization') {
  const abs = resolve(dir);
  if (seen.has(abs)) throw new KustomizeError(`${abs}: cycle in resources`);
  seen.add(abs);
  const kfile = findKustomization(abs);
  if (!kfile) throw new KustomizeError(`${abs}: no kustomization.yaml`);
  const [k] = readYamlDocs(kfile);
  const where = relative(process.cwd(), kfile) || kfile;
  if (!isObj(k)) throw new KustomizeError(`${where}: empty kustomization`);
  for (const key of Object.keys(k)) {
    if (!SUPPORTED_FIELDS.has(key)) throw new KustomizeError(`${where}: field "${key}" is not supported by this renderer (supported: ${[...SUPPORTED_FIELDS].join(', ')})`);
  }
  if ((k.kind ?? 'Kustomization') !== as) throw new KustomizeError(`${where}: kind must be ${as}`);
  return transform(abs, k, where, [kfile], seen);
}

/**
 * Applies a kustomization (or a component) at `abs` to `objs`: adds its resources, applies its components,
 * then its own transformers (patches, namespace, labels, replicas, images), in kustomize's order.
 */
function transform(abs, k, where, files, seen, objs = []) {
  objs = [...objs];
  for (const r of k.resources ?? []) {
    if (/^[a-z]+:\/\//i.test(r) || r.startsWith('git@')) throw new KustomizeError(`${where}: remote resource ${r} is not supported`);
    const p = resolve(abs, r);
    if (!existsSync(p)) throw new KustomizeError(`${where}: resource ${r} does not exist`);
    if (statSync(p).isDirectory()) {
      const sub = renderKustomization(p, seen);
      objs.push(...sub.objects);
      files.push(...sub.files);
    } else {
      objs.push(...readYamlDocs(p));
      files.push(p);
    }
  }
  for (const o of objs) {
    if (!isObj(o) || !o.kind || !o.apiVersion || !o.metadata?.name) {
      throw new KustomizeError(`${where}: every resource needs apiVersion, kind and metadata.name (got ${JSON.stringify(o).slice(0, 80)})`);
    }
  }
  const ids = new Set();
  for (const o of objs) {
    const id = idOf(o);
    if (ids.has(id)) throw new KustomizeError(`${where}: ${id} is defined twice`);
    ids.add(id);
  }
  for (const c of k.components ?? []) {
    const p = resolve(abs, c);
    const cfile = existsSync(p) && statSync(p).isDirectory() ? findKustomization(p) : null;
    if (!cfile) throw new KustomizeError(`${where}: component ${c} is not a directory with a kustomization.yaml`);
    const [ck] = readYamlDocs(cfile);
    const cwhere = relative(process.cwd(), cfile) || cfile;
    if (!isObj(ck) || ck.kind !== 'Component') throw new KustomizeError(`${cwhere}: kind must be Component`);
    for (const key of Object.keys(ck)) {
      if (!SUPPORTED_FIELDS.has(key)) throw new KustomizeError(`${cwhere}: field "${key}" is not supported by this renderer`);
    }
    const sub = transform(p, ck, cwhere, [cfile], seen, objs);
    objs = sub.objects;
    files.push(...sub.files);
  }

  (k.patches ?? []).forEach((p, i) => {
    const pw = `${where} patches[${i}]`;
    const patch = loadPatch(abs, p, pw);
    if (p.path) files.push(resolve(abs, p.path));
    if (Array.isArray(patch)) {
      if (!p.target) throw new KustomizeError(`${pw}: a JSON 6902 patch needs a target`);
      const hits = objs.filter((o) => matchesTarget(o, p.target));
      if (!hits.length) throw new KustomizeError(`${pw}: no resource matches target ${JSON.stringify(p.target)}`);
      objs = objs.map((o) => (hits.includes(o) ? applyJson6902(o, patch) : o));
      return;
    }
    if (!isObj(patch)) throw new KustomizeError(`${pw}: a patch must be an object or a list of operations`);
    const target = p.target ?? { kind: patch.kind, name: patch.metadata?.name, group: patch.apiVersion ? groupOf(patch.apiVersion) : undefined };
    if (!target.kind && !target.name) throw new KustomizeError(`${pw}: cannot tell which resource the patch is for`);
    const hits = objs.filter((o) => matchesTarget(o, target));
    if (!hits.length) throw new KustomizeError(`${pw}: no resource matches ${target.kind ?? '*'}/${target.name ?? '*'}`);
    if (patch.$patch === 'delete') {
      objs = objs.filter((o) => !hits.includes(o));
      return;
    }
    objs = objs.map((o) => {
      if (!hits.includes(o)) return o;
      const body = p.target ? { ...patch } : (({ apiVersion: _apiVersion, kind: _kind, ...rest }) => rest)(patch);
      if (p.target && body.metadata) delete body.metadata.name;
      return strategicMerge(o, body, idOf(o));
    });
  });

  if (k.namespace) {
    for (const o of objs) if (!CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
  }
  if (k.labels) applyLabels(objs, k.labels);
  for (const r of k.replicas ?? []) {
    const hits = objs.filter((o) => ['Deployment', 'StatefulSet', 'ReplicaSet'].includes(o.kind) && o.metadata.name === r.name);
    if (!hits.length) throw new KustomizeError(`${where}: replicas: no Deployment/StatefulSet named ${r.name}`);
    for (const o of hits) o.spec.replicas = r.count;
  }
  if (k.images) applyImages(objs, k.images);
  return { objects: objs, files };
}
