#!/usr/bin/env node
// Builds data/catalog.json from the raw NHTSA vPIC export (raw/) and the hand-written curation tables
// (curation/makes/*.mjs; the table format is described in curation/README.md).
//
//   node scripts/curate.mjs            write data/catalog.json
//   node scripts/curate.mjs --check    exit 1 when data/catalog.json differs from what the tables produce
//   node scripts/curate.mjs --report   also print review notes (year fixes against vPIC, body/fuel mismatches)
//   --raw <file>                       another raw export (same shape as raw/vpic-models-2015-2026.raw.json)
//
// The output is deterministic (no timestamps, sorted makes and models), so the committed file can be
// checked against the tables in CI.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PKG = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const RAW_FILE = option('--raw', join(PKG, 'raw/vpic-models-2015-2026.raw.json'));
const OUT_FILE = join(PKG, 'data/catalog.json');
const CURATION_DIR = join(PKG, 'curation/makes');
const VALUE_LISTS = join(PKG, '../contracts/src/value-lists.ts');
const CHECK = argv.includes('--check');
const REPORT = argv.includes('--report');

/** Latest model year covered; an open range such as '2019-' on a model ends here. */
export const MAX_YEAR = 2026;
const MIN_YEAR = 1990;

// ---- stored value lists (single source: packages/contracts/src/value-lists.ts) ----
const valueSource = readFileSync(VALUE_LISTS, 'utf8');
function constList(name) {
  const m = valueSource.match(new RegExp(`export const ${name} = \\[([\\s\\S]*?)\\] as const`));
  if (!m) throw new Error(`value list ${name} not found in ${VALUE_LISTS}`);
  return [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]);
}
const FIELDS = {
  bodyType: constList('BODY_TYPES'),
  fuelType: constList('FUEL_TYPES'),
  transmission: constList('TRANSMISSIONS'),
  drivetrain: constList('DRIVETRAINS'),
};
const FILTER_MAKES = constList('FILTER_MAKES');
const FIELD_OF = new Map();
for (const [field, values] of Object.entries(FIELDS)) {
  for (const v of values) {
    if (FIELD_OF.has(v)) throw new Error(`stored value '${v}' is ambiguous between ${FIELD_OF.get(v)} and ${field}`);
    FIELD_OF.set(v, field);
  }
}
// Relative effects, allowed in keyword and trim specs only (resolved at run time against the model):
//   2wd  -> the model's two-wheel-drive layout;  dct -> dual-clutch (keeps an 8-speed DCT, else 7-speed);
//   auto -> an automatic (keeps the model's automatic, replaces a manual).
const PSEUDO = new Map([['2wd', 'drivetrain'], ['dct', 'transmission'], ['auto', 'transmission']]);
const LUXURY_CLASSES = ['exotic', 'luxury', 'premium', 'mainstream'];
const SPEC_ORDER = ['bodyType', 'fuelType', 'transmission', 'drivetrain'];

const problems = [];
const notes = [];
const fail = (msg) => problems.push(msg);

// ---- parsing of the curation mini-language ----
function parseSpec(text, where, { pseudo = false } = {}) {
  const out = {};
  for (const tok of String(text).trim().split(/\s+/).filter(Boolean)) {
    if (tok.startsWith('2wd=')) {
      const v = tok.slice(4);
      if (v !== 'fwd' && v !== 'rwd') fail(`${where}: '${tok}' must be 2wd=fwd or 2wd=rwd`);
      out.twoWheel = v;
      continue;
    }
    const field = FIELD_OF.get(tok) ?? (pseudo ? PSEUDO.get(tok) : undefined);
    if (!field) {
      fail(`${where}: unknown spec token '${tok}'`);
      continue;
    }
    if (out[field]) fail(`${where}: two values for ${field} ('${out[field]}', '${tok}')`);
    out[field] = tok;
  }
  return out;
}

/** Year ranges: '2015-2026', '2019-' (to the upper bound), '-2018' (from the lower bound), '2020', or a comma list. */
function parseYears(text, where, bounds) {
  const ranges = [];
  for (const part of String(text).split(',')) {
    const m = part.trim().match(/^(\d{4})?\s*(-)?\s*(\d{4})?$/);
    if (!m || (!m[1] && !m[3])) {
      fail(`${where}: bad years '${text}'`);
      continue;
    }
    let from;
    let to;
    if (!m[2]) from = to = Number(m[1]);
    else {
      from = m[1] ? Number(m[1]) : bounds?.min;
      to = m[3] ? Number(m[3]) : bounds?.max;
    }
    if (from === undefined || to === undefined || from > to || from < MIN_YEAR || to > MAX_YEAR) {
      fail(`${where}: bad years '${text}'`);
      continue;
    }
    ranges.push([from, to]);
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges) {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}
const yearsOf = (ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
const within = (inner, outer) => {
  const set = new Set(yearsOf(outer));
  return yearsOf(inner).every((y) => set.has(y));
};
const intersect = (a, b) => {
  const set = new Set(yearsOf(b));
  return mergeRanges(yearsOf(a).filter((y) => set.has(y)).map((y) => [y, y]));
};
const sameRanges = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const fmtRanges = (r) => r.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(',');

/** Compact comparison key: 'EX-L' = 'exl', 'F-150' = 'f150'. */
const compact = (s) => String(s).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9+]/g, '');

function parseKeywords(obj, where) {
  const out = [];
  for (const [key, spec] of Object.entries(obj ?? {})) {
    const parsed = parseSpec(spec, `${where} keyword '${key}'`, { pseudo: true });
    if (parsed.twoWheel) fail(`${where} keyword '${key}': 2wd= is a model setting`);
    const re = key.match(/^\/(.+)\/([a-z]*)$/);
    if (re) {
      try {
        new RegExp(re[1], re[2]);
      } catch (e) {
        fail(`${where} keyword '${key}': ${e.message}`);
      }
      out.push({ regex: re[1], flags: re[2] || 'i', specs: ordered(parsed) });
    } else out.push({ match: key, specs: ordered(parsed) });
  }
  return out;
}

function ordered(spec) {
  const out = {};
  for (const k of SPEC_ORDER) if (spec[k]) out[k] = spec[k];
  return out;
}

// ---- raw vPIC data ----
const raw = JSON.parse(readFileSync(RAW_FILE, 'utf8'));
const RAW_BODY = [
  [/Pickup|^Truck/i, 'truck'],
  [/Sport Utility|Crossover/i, 'suv'],
  [/Minivan/i, 'minivan'],
  [/Van/i, 'van'],
  [/Convertible|Roadster/i, 'convertible'],
  [/Coupe/i, 'coupe'],
  [/Sedan/i, 'sedan'],
  [/Hatchback/i, 'hatchback'],
  [/Wagon/i, 'wagon'],
];
const rawBody = (s) => RAW_BODY.find(([re]) => re.test(s))?.[1];
function rawFuel(list) {
  const set = new Set(list);
  if (set.size === 1 && set.has('Electric')) return 'electric';
  if (set.size === 1 && set.has('Diesel')) return 'diesel';
  if (set.has('Gasoline') && !set.has('Electric')) return 'gasoline';
  return undefined;
}
const claimed = new Map(); // 'Make::Model' -> curated 'Make Model'
const dropped = new Map(); // 'Make::Model' -> reason

// ---- curation tables ----
const files = readdirSync(CURATION_DIR).filter((f) => f.endsWith('.mjs')).sort();
const tables = [];
for (const f of files) {
  const mod = await import(pathToFileURL(join(CURATION_DIR, f)).href);
  tables.push({ file: f, table: mod.default });
}

const makes = [];
const makeKeys = new Map();
for (const { file, table } of tables) {
  const where = `curation/makes/${file}`;
  if (!table?.make || !table.models) {
    fail(`${where}: default export needs make and models`);
    continue;
  }
  const makeName = table.make;
  if (!LUXURY_CLASSES.includes(table.class)) fail(`${where}: class must be one of ${LUXURY_CLASSES.join(', ')}`);
  const rawMake = table.raw ?? null;
  if (rawMake && !raw[rawMake]) fail(`${where}: raw make '${rawMake}' is not in the raw export`);
  const defaults = parseSpec(table.defaults ?? '', `${where} defaults`);

  for (const [rawModel, reason] of Object.entries(table.drop ?? {})) {
    if (!rawMake || !raw[rawMake]?.[rawModel]) fail(`${where}: dropped '${rawModel}' is not a raw ${rawMake} model`);
    if (!reason) fail(`${where}: dropped '${rawModel}' needs a reason`);
    dropped.set(`${rawMake}::${rawModel}`, reason);
  }

  const models = [];
  for (const [modelName, m] of Object.entries(table.models)) {
    const mw = `${where} ${modelName}`;
    // raw models merged into this one: names in this make's raw entry, or 'OtherMake::Model'
    let rawRefs = m.raw === undefined ? (rawMake && raw[rawMake]?.[modelName] ? [modelName] : []) : [m.raw].flat();
    rawRefs = rawRefs.map((r) => (r.includes('::') ? r : `${rawMake}::${r}`));
    const rawEntries = [];
    for (const ref of rawRefs) {
      const [rm, rn] = ref.split('::');
      const entry = raw[rm]?.[rn];
      if (!entry) {
        fail(`${mw}: raw model '${ref}' not found`);
        continue;
      }
      if (claimed.has(ref)) fail(`${mw}: raw model '${ref}' is already used by ${claimed.get(ref)}`);
      claimed.set(ref, `${makeName} ${modelName}`);
      rawEntries.push({ ref, name: rn, ...entry });
    }

    // years: the table's, else the span of the vPIC schemas
    const rawSpan = rawEntries.length
      ? [[Math.min(...rawEntries.map((e) => e.years[0])), Math.max(...rawEntries.map((e) => e.years[1]))]]
      : null;
    let years;
    if (m.years) years = parseYears(m.years, `${mw} years`, { min: rawSpan?.[0][0], max: MAX_YEAR });
    else if (rawSpan) years = rawSpan;
    else {
      fail(`${mw}: hand-added model needs years`);
      years = [[MAX_YEAR, MAX_YEAR]];
    }
    if (REPORT && rawSpan && !sameRanges(years, rawSpan)) notes.push(`years ${makeName} ${modelName}: vPIC ${fmtRanges(rawSpan)} -> ${fmtRanges(years)}`);

    // model specs: the table, else vPIC when it says electric, else the make defaults, else vPIC
    const own = parseSpec(m.specs ?? '', `${mw} specs`);
    const fromRaw = {};
    const rawBodies = [...new Set(rawEntries.flatMap((e) => e.body.map(rawBody)).filter(Boolean))];
    if (rawBodies.length) fromRaw.bodyType = rawBodies[0];
    const rf = rawFuel(rawEntries.flatMap((e) => e.fuel));
    if (rf) fromRaw.fuelType = rf;
    const specs = { ...fromRaw, ...defaults, ...(rf === 'electric' ? { fuelType: rf } : {}), ...own };
    delete specs.twoWheel;
    for (const k of SPEC_ORDER) if (!specs[k]) fail(`${mw}: no ${k} (set it in specs or the make defaults)`);
    const twoOf = (d) => (d === 'fwd' || d === 'rwd' ? d : undefined);
    const twoWheel = own.twoWheel ?? twoOf(specs.drivetrain) ?? defaults.twoWheel ?? twoOf(defaults.drivetrain) ?? 'fwd';
    if (REPORT && rawBodies.length && !rawBodies.includes(specs.bodyType)) notes.push(`body ${makeName} ${modelName}: vPIC ${rawBodies.join('/')} -> ${specs.bodyType}`);
    if (REPORT && rf && rf !== specs.fuelType && !(rf === 'gasoline' && specs.fuelType === 'premium-gasoline')) notes.push(`fuel ${makeName} ${modelName}: vPIC ${rf} -> ${specs.fuelType}`);

    const bodies = new Set([specs.bodyType]);
    for (const b of String(m.bodies ?? '').split(/\s+/).filter(Boolean)) {
      if (FIELD_OF.get(b) !== 'bodyType') fail(`${mw}: '${b}' in bodies is not a body type`);
      bodies.add(b);
    }

    const gens = [];
    for (const [range, spec] of Object.entries(m.gens ?? {})) {
      const gy = parseYears(range, `${mw} gens`, { min: years[0][0], max: years[years.length - 1][1] });
      if (!within(gy, years)) fail(`${mw}: generation ${range} is outside the model years ${fmtRanges(years)}`);
      const gs = parseSpec(spec, `${mw} gens ${range}`);
      if (gs.bodyType) bodies.add(gs.bodyType);
      gens.push({ years: gy, specs: { ...ordered(gs), ...(gs.twoWheel ? { twoWheel: gs.twoWheel } : {}) } });
    }
    const genYears = gens.flatMap((g) => yearsOf(g.years));
    if (new Set(genYears).size !== genYears.length) fail(`${mw}: generations overlap`);

    const keywords = parseKeywords(m.keywords, mw);
    for (const k of keywords) if (k.specs.bodyType) bodies.add(k.specs.bodyType);

    const trims = [];
    const trimKeys = new Map();
    for (const entry of m.trims ?? []) {
      if (typeof entry !== 'string') {
        fail(`${mw}: trim entries are strings ('Name | years | specs')`);
        continue;
      }
      const parts = entry.split('|').map((s) => s.trim());
      const name = parts[0].replace(/\s+/g, ' ');
      const tw = `${mw} trim '${name}'`;
      if (!name) fail(`${mw}: empty trim name in '${entry}'`);
      const trim = { name };
      for (const p of parts.slice(1)) {
        if (/^[\d\s,-]+$/.test(p)) {
          // a trim span may cross a gap in the model years ('2015-2021' in '2015,2017-2023'): keep the overlap
          const ty = parseYears(p, tw, { min: years[0][0], max: years[years.length - 1][1] });
          const lo = years[0][0];
          const hi = years[years.length - 1][1];
          if (yearsOf(ty).some((y) => y < lo || y > hi)) fail(`${tw}: years ${p} are outside the model years ${fmtRanges(years)}`);
          trim.years = intersect(ty, years);
          if (!trim.years.length) fail(`${tw}: years ${p} miss every model year ${fmtRanges(years)}`);
          if (sameRanges(trim.years, years)) delete trim.years;
        } else {
          const ts = parseSpec(p, tw, { pseudo: true });
          if (ts.twoWheel) fail(`${tw}: 2wd= is a model setting`);
          if (ts.bodyType) bodies.add(ts.bodyType);
          trim.specs = ordered(ts);
        }
      }
      const key = compact(name);
      if (trimKeys.has(key)) fail(`${tw}: duplicate of '${trimKeys.get(key)}'`);
      trimKeys.set(key, name);
      trims.push(trim);
    }
    if (!trims.length) fail(`${mw}: no trims`);

    const aliases = [];
    const aliasKeys = new Set([compact(modelName)]);
    for (const a of [...(m.aliases ?? []), ...rawEntries.map((e) => e.name)]) {
      if (aliasKeys.has(compact(a))) continue;
      aliasKeys.add(compact(a));
      aliases.push(a);
    }

    const model = {
      name: modelName,
      years,
      specs: ordered(specs),
      twoWheel,
      bodies: FIELDS.bodyType.filter((b) => bodies.has(b)),
      ...(gens.length ? { gens } : {}),
      ...(keywords.length ? { keywords } : {}),
      ...(aliases.length ? { aliases } : {}),
      source: rawEntries.length ? 'vpic' : 'hand',
      trims,
    };
    models.push(model);
  }

  // names and aliases must not collide inside a make
  const owner = new Map();
  for (const model of models) {
    for (const n of [model.name, ...(model.aliases ?? [])]) {
      const k = compact(n);
      if (owner.has(k) && owner.get(k) !== model.name) fail(`${where}: '${n}' names both ${owner.get(k)} and ${model.name}`);
      owner.set(k, model.name);
    }
  }

  const makeKey = compact(makeName);
  if (makeKeys.has(makeKey)) fail(`${where}: make ${makeName} is also defined in ${makeKeys.get(makeKey)}`);
  makeKeys.set(makeKey, where);
  const makeKeywords = parseKeywords(table.keywords, where);
  models.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' }));
  makes.push({
    name: makeName,
    class: table.class,
    filter: FILTER_MAKES.includes(makeName),
    ...(table.aliases?.length ? { aliases: table.aliases } : {}),
    ...(makeKeywords.length ? { keywords: makeKeywords } : {}),
    source: rawMake ? 'vpic' : 'hand',
    models,
  });
}

// every raw model is either curated or dropped with a reason
for (const [rawMake, rawModels] of Object.entries(raw)) {
  for (const rawModel of Object.keys(rawModels)) {
    const ref = `${rawMake}::${rawModel}`;
    if (claimed.has(ref) && dropped.has(ref)) fail(`raw ${ref} is both curated (${claimed.get(ref)}) and dropped`);
    if (!claimed.has(ref) && !dropped.has(ref)) fail(`raw ${ref} is neither curated nor dropped`);
  }
}
for (const fm of FILTER_MAKES) if (!makes.some((m) => m.name === fm)) fail(`filter make ${fm} has no curation table`);

if (problems.length) {
  console.error(`curate: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

makes.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
const catalog = {
  schema: 1,
  about:
    'Curated US vehicle catalog. Built by packages/vehicle-catalog/scripts/curate.mjs from an NHTSA vPIC export ' +
    '(public domain) and the hand curation tables in packages/vehicle-catalog/curation. Do not edit by hand.',
  years: [Math.min(...makes.flatMap((m) => m.models.map((x) => x.years[0][0]))), MAX_YEAR],
  makes,
};

function pretty(value, indent = '') {
  const flat = JSON.stringify(value);
  if (value === null || typeof value !== 'object' || flat.length + indent.length <= 118) return flat;
  const next = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => next + pretty(v, next)).join(',\n')}\n${indent}]`;
  return `{\n${Object.entries(value)
    .map(([k, v]) => `${next}${JSON.stringify(k)}: ${pretty(v, next)}`)
    .join(',\n')}\n${indent}}`;
}
const text = `${pretty(catalog)}\n`;

const counts = {
  makes: makes.length,
  models: makes.reduce((n, m) => n + m.models.length, 0),
  trims: makes.reduce((n, m) => n + m.models.reduce((k, x) => k + x.trims.length, 0), 0),
};
if (REPORT) console.log(notes.join('\n'));
if (CHECK) {
  let current = '';
  try {
    current = readFileSync(OUT_FILE, 'utf8');
  } catch {
    /* missing file is a difference */
  }
  if (current !== text) {
    console.error('curate --check: data/catalog.json is not what the curation tables produce; run `node scripts/curate.mjs`');
    process.exit(1);
  }
  console.log(`curate --check: data/catalog.json is up to date (${counts.makes} makes, ${counts.models} models, ${counts.trims} trims)`);
} else {
  writeFileSync(OUT_FILE, text);
  console.log(`curate: wrote data/catalog.json: ${counts.makes} makes, ${counts.models} models, ${counts.trims} trims`);
}
