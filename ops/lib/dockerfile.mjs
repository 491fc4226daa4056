// Static reading of Dockerfiles and .dockerignore, enough for scripts/validate-ops.mjs:
// stages and their base images (with global ARG defaults substituted), USER, HEALTHCHECK, CMD,
// COPY sources, and whether a context path would be excluded by .dockerignore.

/** Splits a Dockerfile into instructions (continuations joined, comments dropped). */
export function parseDockerfile(text) {
  const lines = text.split(/\r?\n/);
  const instructions = [];
  let buf = '';
  let start = 0;
  let inDirectives = true;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const trimmed = raw.trim();
    if (inDirectives && /^#\s*escape\s*=/i.test(trimmed)) throw new Error(`line ${i + 1}: the escape directive is not supported by this checker`);
    if (trimmed.startsWith('#') || (trimmed === '' && buf === '')) {
      if (trimmed !== '' && !/^#\s*\w+\s*=/.test(trimmed)) inDirectives = false;
      continue;
    }
    inDirectives = false;
    if (buf === '') start = i + 1;
    if (trimmed.endsWith('\\')) {
      buf += `${trimmed.slice(0, -1)} `;
      continue;
    }
    buf += trimmed;
    const m = /^(\S+)\s*([\s\S]*)$/.exec(buf);
    instructions.push({ cmd: m[1].toUpperCase(), args: m[2].trim(), line: start });
    buf = '';
  }
  if (buf) {
    const m = /^(\S+)\s*([\s\S]*)$/.exec(buf);
    instructions.push({ cmd: m[1].toUpperCase(), args: m[2].trim(), line: start });
  }
  return instructions;
}

/** `--flag=value` words at the start of an instruction's arguments. */
export function splitFlags(args) {
  const flags = {};
  let rest = args;
  let m;
  while ((m = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest))) {
    flags[m[1]] = m[2] ?? true;
    rest = rest.slice(m[0].length);
  }
  return { flags, rest };
}

function substitute(s, vars) {
  return s.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (all, a, def, b) => {
    const name = a ?? b;
    if (vars[name] !== undefined && vars[name] !== '') return vars[name];
    if (def !== undefined) return def;
    return all;
  });
}

/** Stages with resolved base images. */
export function dockerStages(instructions) {
  const globalArgs = {};
  const stages = [];
  let cur = null;
  for (const ins of instructions) {
    if (ins.cmd === 'ARG' && !cur) {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/.exec(ins.args);
      if (m) globalArgs[m[1]] = m[2]?.replace(/^"(.*)"$/, '$1');
      continue;
    }
    if (ins.cmd === 'FROM') {
      const { rest } = splitFlags(ins.args);
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      const image = substitute(m?.[1] ?? rest, globalArgs);
      cur = { image, name: m?.[2]?.toLowerCase(), line: ins.line, instructions: [] };
      stages.push(cur);
      continue;
    }
    if (cur) cur.instructions.push(ins);
  }
  for (const s of stages) s.fromStage = stages.find((o) => o !== s && o.name && o.name === s.image.toLowerCase() && stages.indexOf(o) < stages.indexOf(s));
  return { globalArgs, stages };
}

/** A tag that names a release, not a moving target: `1.28.0-alpine`, `16.9`, `RELEASE.2025-04-22T…`. */
export function isPinnedTag(tag) {
  if (!tag || /^(latest|stable|mainline|lts|current|alpine|slim|bookworm|bookworm-slim)$/i.test(tag)) return false;
  return /\d+\.\d+/.test(tag) || /\d{4}-\d{2}-\d{2}/.test(tag);
}

export function imageRef(image) {
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

/** The user a stage runs as: its last USER, else the one of the stage it is built FROM. */
export function effectiveUser(stage) {
  const users = stage.instructions.filter((i) => i.cmd === 'USER');
  if (users.length) return users.at(-1).args.trim();
  if (stage.fromStage) return effectiveUser(stage.fromStage);
  return null;
}

export function isRootUser(user) {
  const u = (user ?? '').split(':')[0].trim();
  return u === '' || u === 'root' || u === '0';
}

/** The sources of a COPY/ADD (not --from): JSON form or whitespace separated, the last word is the destination. */
export function copySources(ins) {
  const { flags, rest } = splitFlags(ins.args);
  if (flags.from) return { flags, sources: [] };
  let words;
  if (rest.startsWith('[')) {
    try {
      words = JSON.parse(rest);
    } catch {
      words = rest.split(/\s+/);
    }
  } else words = rest.split(/\s+/);
  return { flags, sources: words.slice(0, -1), dest: words.at(-1) };
}

// ---- .dockerignore ----
function patternToRegex(p) {
  let re = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '*' && p[i + 1] === '*') {
      if (p[i + 2] === '/') {
        re += '(?:.*/)?';
        i += 2;
      } else {
        re += '.*';
        i += 1;
      }
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function parseDockerignore(text) {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      let p = negate ? l.slice(1).trim() : l;
      p = p.replace(/^\/+/, '').replace(/\/+$/, '').replace(/^\.\//, '');
      return { negate, pattern: p, re: patternToRegex(p) };
    });
}

/** Whether `path` (relative to the context, posix separators) is left out of the build context. */
export function isIgnored(rules, path) {
  const p = path.replace(/^\.\//, '').replace(/\/+$/, '');
  const parts = p.split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const r of rules) {
    if (candidates.some((c) => r.re.test(c))) ignored = !r.negate;
  }
  return ignored;
}
