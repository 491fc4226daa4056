#!/usr/bin/env node
// Finds, for every demo car, a VIN whose decode agrees with the listing: the make's real WMI, positions 4-8
// taken from the NHTSA vPIC patterns of that model and year (the decoder's own tables), the model-year code in
// position 10, a serial of its own and the check digit of contracts' vinCheckDigit. Each candidate is decoded
// with enrichment's decoder and compared with contracts' compareWithVin; the best one is kept.
// Writes scripts/seed/demo-vins.mjs. Needs the enrichment build (the indexed vPIC database):
//   npm run build -w services/enrichment && node scripts/seed/find-demo-vins.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareWithVin, factsFromDecode, sameMake, vinCheckDigit } from '@rl/contracts';
import { findModel, specsFor } from '@rl/vehicle-catalog';
import { vehicleCatalog } from '../../services/enrichment/dist/catalog/vehicle-catalog.js';
import { openVinDatabase } from '../../services/enrichment/dist/decode-vin/vin-db.js';
import { VinDecoder } from '../../services/enrichment/dist/decode-vin/vin-decoder.js';
import { CARS, WMI } from './demo-cars.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const yearCode = (year) => YEAR_CODES[(year - 1980) % 30];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const { db } = await openVinDatabase();
const rows = (sql, params = []) => {
  const r = db.exec(sql, params);
  return r[0] ? r[0].values.map((v) => Object.fromEntries(r[0].columns.map((c, i) => [c, v[i]]))) : [];
};
const decoder = new VinDecoder(vehicleCatalog);

/** Model patterns of a make's WMIs valid in `year`: [{ wmi, keys, model, schema }] */
function modelPatterns(make, model, year) {
  const found = rows(
    `SELECT DISTINCT w.Wmi AS wmi, p.Keys AS keys, m.Name AS vpicModel, p.VinSchemaId AS schema, mk.Name AS vpicMake,
            ws.YearTo - ws.YearFrom AS span
       FROM Pattern p
       JOIN Element e ON e.Id = p.ElementId AND e.Name = 'Model'
       JOIN Model m ON m.Id = CAST(p.AttributeId AS INT)
       JOIN Wmi_VinSchema ws ON ws.VinSchemaId = p.VinSchemaId
       JOIN Wmi w ON w.Id = ws.WmiId AND length(w.Wmi) = 3
       JOIN Wmi_Make wm ON wm.WmiId = w.Id
       JOIN Make mk ON mk.Id = wm.MakeId
      WHERE ws.YearFrom <= ? AND (ws.YearTo IS NULL OR ws.YearTo >= ?)`,
    [year, year],
  );
  // the make's usual WMI first, then schemas made for this one year
  const rank = (r) => (r.wmi === WMI[make] ? 0 : 1) * 1000 + (r.span ?? 100);
  return found
    .filter((r) => sameMake(make, r.vpicMake))
    .filter((r) => findModel(make, r.vpicModel)?.model === model || r.vpicModel.toLowerCase() === model.toLowerCase())
    .sort((a, b) => rank(a) - rank(b));
}

/** Characters seen at each of positions 4-8 in a schema's patterns: fillers for a pattern's wildcards. */
const fillerCache = new Map();
function fillers(schema) {
  if (!fillerCache.has(schema)) {
    const seen = Array.from({ length: 5 }, () => new Map());
    for (const { keys } of rows('SELECT Keys AS keys FROM Pattern WHERE VinSchemaId = ?', [schema])) {
      expand(keys.split('|')[0]).forEach((set, i) => {
        if (i < 5 && set.length === 1) seen[i].set(set[0], (seen[i].get(set[0]) ?? 0) + 1);
      });
    }
    fillerCache.set(schema, seen.map((m) => [...m.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c)));
  }
  return fillerCache.get(schema);
}

/** "A[BC]*9" -> [['A'], ['B','C'], [], ['9']] (an empty set is a wildcard) */
function expand(pattern) {
  const out = [];
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '[') {
      const end = pattern.indexOf(']', i);
      const body = pattern.slice(i + 1, end);
      const set = [];
      for (let k = 0; k < body.length; k++) {
        if (body[k + 1] === '-' && body[k + 2]) {
          for (let c = body.charCodeAt(k); c <= body.charCodeAt(k + 2); c++) set.push(String.fromCharCode(c));
          k += 2;
        } else set.push(body[k]);
      }
      out.push(set.filter((c) => VIN_CHARS.includes(c)));
      i = end;
    } else out.push(pattern[i] === '*' ? [] : [pattern[i]]);
  }
  return out;
}

/** Up to `n` VDS strings (positions 4-8) the pattern allows, wildcards filled with the schema's common characters. */
function vdsCandidates(keys, schema, n) {
  const sets = expand(keys.split('|')[0]).slice(0, 5);
  while (sets.length < 5) sets.push([]);
  const fill = fillers(schema);
  const options = sets.map((set, i) => (set.length ? set : (fill[i].length ? fill[i] : [...VIN_CHARS])).slice(0, 4));
  const out = [];
  const walk = (i, prefix) => {
    if (out.length >= n) return;
    if (i === 5) { out.push(prefix); return; }
    for (const c of options[i]) walk(i + 1, prefix + c);
  };
  walk(0, '');
  return out;
}

const squash = (t) => t.toLowerCase().replace(/[^a-z0-9]/g, '');

function withCheckDigit(draft) {
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}

async function bestVin(car, index, { patternCount = 120, perPattern = 16 } = {}) {
  const [make, model, trim, year] = car;
  const specs = specsFor({ make, model, trim, year });
  const listing = { make, model, year, bodyType: specs.bodyType, fuelType: specs.fuelType, drivetrain: specs.drivetrain };
  const serial = String(200000 + index * 37).slice(-6);
  let best = null;
  const patterns = modelPatterns(make, model, year).slice(0, patternCount);
  for (const p of patterns) {
    for (const vds of vdsCandidates(p.keys, p.schema, perPattern)) {
      const vin = withCheckDigit(`${p.wmi}${vds}0${yearCode(year)}A${serial}`);
      const decoded = await decoder.decode(vin);
      if (!decoded.valid) continue;
      const compared = compareWithVin(listing, factsFromDecode(decoded));
      const agrees = (f) => compared.find((c) => c.field === f).verdict === 'agrees';
      if (!agrees('make') || !agrees('model') || !agrees('year')) continue;
      const differs = compared.filter((c) => c.verdict === 'differs').length;
      // the decoded trim naming the listing's keeps the engine the page shows true to the trim (a C 300, not a C 63)
      const trimAgrees = !!decoded.trim && squash(decoded.trim) === squash(trim);
      const score = compared.filter((c) => c.verdict === 'agrees').length * 2 + (decoded.engine ? 1 : 0) + (trimAgrees ? 3 : 0) - differs * 10;
      if (!best || score > best.score) best = { vin, score, decoded, differs, otherTrim: !!decoded.trim && !trimAgrees };
      // make, model, year, body and fuel agree (the lite vPIC database hardly ever knows the drivetrain), engine and trim too
      if (score >= 14) return best;
    }
  }
  return best;
}

const found = [];
for (const [i, car] of CARS.entries()) {
  let best = await bestVin(car, i);
  // a field that differs, or the decode naming another trim (whose engine the page would show): look much further
  if (!best || best.differs || best.otherTrim) {
    const deeper = await bestVin(car, i, { patternCount: 400, perPattern: 40 });
    if (deeper && (!best || deeper.score > best.score)) best = deeper;
  }
  const name = `${car[3]} ${car[0]} ${car[1]} ${car[2]}`;
  if (!best) throw new Error(`no VIN in the vPIC patterns decodes to a ${name}`);
  const d = best.decoded;
  process.stdout.write(`${best.vin}  ${name}: ${d.make} ${d.model} ${d.trim} ${d.year} ${d.bodyType} ${d.fuelType} ${d.drivetrain} ${d.engine}${best.differs ? ' (some fields differ)' : ''}\n`);
  found.push(best.vin);
}
await decoder.close();

writeFileSync(join(HERE, 'demo-vins.mjs'), `// Generated by scripts/seed/find-demo-vins.mjs: one VIN per car of demo-cars.mjs (same order), each decoding
// (NHTSA vPIC patterns, enrichment's decoder) to its car's make, model and year, and to its body, fuel and drivetrain
// wherever the decoder knows them. Regenerate after changing CARS.
export const DEMO_VINS = [
${found.map((v, i) => `  '${v}', // ${CARS[i][3]} ${CARS[i][0]} ${CARS[i][1]}`).join('\n')}
];
`);
process.stdout.write(`wrote ${found.length} VINs to scripts/seed/demo-vins.mjs\n`);
