#!/usr/bin/env node
// The inputs of one `podman build`, hashed: what ops/images/build-images.sh and build-bases.sh tag an image with
// (`<repository>:inputs-<hash>`) so that a build whose inputs already have an image is skipped instead of replayed
// through podman's layer cache (which still hashes every stage's node_modules: ~20 s an image on this machine).
//   node ops/images/image-inputs.mjs CONTEXT -f FILE [--target STAGE] [--build-arg NAME=VALUE ...]
// prints the hash (24 hex digits). What it covers:
// - the Containerfile's text, the target, every build argument;
// - the id of every base image the stages up to the target start FROM (with the build arguments substituted), so
//   a rebuilt base changes the hash;
// - every context file (after .dockerignore) that a COPY/ADD of those stages takes, with its path, mode and content.
//   A `COPY . .` takes the whole context, except in a stage named `manifests`, which by convention keeps only the
//   package.json files and the files its RUN instructions name (services/Dockerfile, gateway/Dockerfile: the
//   stage is there so that editing sources does not re-run npm install).
// Over-counting only costs a rebuild; what it cannot see (the npm registry's answers, Debian's packages) the layer
// cache does not see either.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { copySources, dockerStages, isIgnored, parseDockerfile, parseDockerignore, splitFlags } from '../lib/dockerfile.mjs';

const SCHEME = 'image-inputs/1';

/** Context files (posix paths relative to `context`) that .dockerignore keeps. */
export function contextFiles(context) {
  let rules = [];
  try {
    rules = parseDockerignore(readFileSync(join(context, '.dockerignore'), 'utf8'));
  } catch { /* no .dockerignore: everything */ }
  const out = [];
  const walk = (rel) => {
    for (const e of readdirSync(join(context, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        // a folder left out whole (node_modules, .git, dist...) is not walked, unless a `!` rule might take a file back
        if (!isIgnored(rules, p) || rules.some((r) => r.negate && mayReach(r.pattern, p))) walk(p);
      } else if (!isIgnored(rules, p)) out.push(p);
    }
  };
  walk('');
  return out.sort();
}

/** Whether a `!` pattern may take back a file under folder `dir`: its part before any wildcard is in or above it. */
function mayReach(pattern, dir) {
  const wild = pattern.search(/[*?[]/);
  const literal = wild < 0 ? pattern : pattern.slice(0, wild);
  return literal.startsWith(`${dir}/`) || `${dir}/`.startsWith(literal);
}

/** The arguments of a podman build (-f, --target, --build-arg) as { file, target, args }. */
export function parseBuildArgs(argv) {
  const out = { file: 'Dockerfile', target: undefined, args: {} };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].includes('=') && argv[i].startsWith('--') ? [argv[i].slice(0, argv[i].indexOf('=')), argv[i].slice(argv[i].indexOf('=') + 1)] : [argv[i], undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '-f' || flag === '--file') out.file = value();
    else if (flag === '--target') out.target = value();
    else if (flag === '--build-arg') {
      const v = value();
      const eq = v.indexOf('=');
      out.args[v.slice(0, eq)] = v.slice(eq + 1);
    } else throw new Error(`image-inputs: unexpected argument ${argv[i]}`);
  }
  return out;
}

const substitute = (s, vars) => s.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (all, a, b) => vars[a ?? b] ?? all);

/**
 * What the build takes: { bases: [image refs], select(path) => boolean over context files, text }.
 * Stages: those up to the target (all when none), over-counting a stage the target does not need.
 */
export function buildInputs(context, { file, target, args }) {
  const text = readFileSync(resolve(context, file), 'utf8');
  const { globalArgs, stages } = dockerStages(parseDockerfile(text));
  const vars = { ...globalArgs, ...args };
  const last = target ? stages.findIndex((s) => s.name === target.toLowerCase()) : stages.length - 1;
  if (last < 0) throw new Error(`image-inputs: no stage ${target} in ${file}`);
  const used = stages.slice(0, last + 1);
  const names = new Set(used.map((s) => s.name).filter(Boolean));
  const bases = new Set();
  const prefixes = []; // files or folders taken whole, as regular expressions (* and ? as COPY reads them)
  const manifestTokens = new Set();
  let manifests = false;
  let everything = false;
  for (const stage of used) {
    // FROM with the build arguments given (dockerStages substituted only the defaults)
    const from = /^(\S+)/.exec(splitFlags(stageFrom(text, stage)).rest)[1];
    const image = substitute(from, vars);
    if (!names.has(image.toLowerCase())) bases.add(image);
    for (const ins of stage.instructions) {
      if (ins.cmd === 'RUN' && stage.name === 'manifests') for (const w of ins.args.split(/[\s;&|()"'{}]+/)) manifestTokens.add(w);
      if (ins.cmd !== 'COPY' && ins.cmd !== 'ADD') continue;
      for (const src of copySources(ins).sources) {
        const s = substitute(src, vars).replace(/^\.\//, '');
        if (s === '.' || s === '' || s === '*') {
          if (stage.name === 'manifests') manifests = true;
          else everything = true;
        } else prefixes.push(globRegex(s.replace(/\/+$/, '')));
      }
    }
  }
  const select = (p) => everything
    || prefixes.some((re) => re.test(p))
    || (manifests && (p === 'package.json' || p.endsWith('/package.json') || manifestTokens.has(p)));
  return { text, bases: [...bases], select };
}

/** A COPY source (a file or a folder, * and ? within one path segment) as a regex of the paths it takes. */
function globRegex(src) {
  const body = src.split('').map((c) => (c === '*' ? '[^/]*' : c === '?' ? '[^/]' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${body}(?:/.*)?$`);
}

/** The FROM line of a stage, as written (dockerStages gives it with the defaults already substituted). */
function stageFrom(text, stage) {
  const ins = parseDockerfile(text).find((i) => i.cmd === 'FROM' && i.line === stage.line);
  return ins.args;
}

function fileDigest(path) {
  const st = lstatSync(path);
  const h = createHash('sha256');
  if (st.isSymbolicLink()) h.update(`link:${readlinkSync(path)}`);
  else h.update(`mode:${(st.mode & 0o111) ? 'x' : '-'}\n`).update(readFileSync(path));
  return h.digest('hex');
}

/** The hash of a build's inputs; `imageId(ref)` gives a base image's id (podman image inspect by default). */
export function inputsHash(context, argv, { imageId = podmanImageId } = {}) {
  const build = parseBuildArgs(argv);
  const { text, bases, select } = buildInputs(context, build);
  const h = createHash('sha256');
  h.update(`${SCHEME}\n${build.file}\n${build.target ?? ''}\n`);
  for (const [k, v] of Object.entries(build.args).sort()) h.update(`arg ${k}=${v}\n`);
  h.update(`containerfile ${createHash('sha256').update(text).digest('hex')}\n`);
  for (const b of bases.sort()) h.update(`base ${b} ${imageId(b)}\n`);
  for (const p of contextFiles(context).filter(select)) h.update(`file ${p} ${fileDigest(join(context, p))}\n`);
  return h.digest('hex').slice(0, 24);
}

function podmanImageId(ref) {
  return execFileSync('podman', ['image', 'inspect', '--format', '{{.Id}}', ref], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [context, ...argv] = process.argv.slice(2);
  if (!context) {
    process.stderr.write('usage: node ops/images/image-inputs.mjs CONTEXT -f FILE [--target STAGE] [--build-arg NAME=VALUE ...]\n');
    process.exit(2);
  }
  process.stdout.write(`${inputsHash(resolve(context), argv)}\n`);
}
