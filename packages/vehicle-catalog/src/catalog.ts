import { readFileSync } from 'node:fs';
import { compileKeywords, type KeywordRule } from './rules.js';
import type { CatalogJson, GenerationJson, MakeJson, ModelJson, TrimJson, YearRange } from './types.js';

/**
 * Loads data/catalog.json once (on first use) and builds the lookup maps. Everything after that is a map
 * lookup. The data folder sits beside src/ and dist/, so the same relative URL works from both.
 */

/** Comparison key: case, accents, spaces and punctuation ignored ('EX-L' = 'exl', 'F-150' = 'f150'); '+' kept. */
export function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]/g, '');
}

/** Lowercase words: 'F-150 Raptor' -> ['f', '150', 'raptor']. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9+]+/)
    .filter(Boolean);
}

export function expandYears(ranges: readonly YearRange[]): number[] {
  const out: number[] = [];
  for (const [from, to] of ranges) for (let y = from; y <= to; y++) out.push(y);
  return out;
}

export interface TrimEntry {
  json: TrimJson;
  name: string;
  years: number[];
  yearSet: Set<number>;
}

interface GenerationEntry {
  json: GenerationJson;
  yearSet: Set<number>;
}

export interface ModelEntry {
  json: ModelJson;
  make: MakeEntry;
  name: string;
  /** stable id used in caches */
  id: number;
  years: number[];
  yearSet: Set<number>;
  trims: TrimEntry[];
  trimByKey: Map<string, TrimEntry>;
  gens: GenerationEntry[];
  keywords: KeywordRule[];
  bodySet: Set<string>;
}

export interface MakeEntry {
  json: MakeJson;
  name: string;
  models: ModelEntry[];
  /** sorted model names */
  modelNames: string[];
  /** compact(name or alias) -> model */
  modelByKey: Map<string, ModelEntry>;
  keywords: KeywordRule[];
  years: number[];
}

export interface MakeRef {
  make: MakeEntry;
  /** make aliases such as 'Range Rover' (a Land Rover model family) put this in front of the model text */
  modelPrefix?: string;
}

export interface CatalogIndex {
  json: CatalogJson;
  makes: MakeEntry[];
  makeNames: string[];
  makeByKey: Map<string, MakeRef>;
}

let index: CatalogIndex | undefined;

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

function buildIndex(json: CatalogJson): CatalogIndex {
  const makes: MakeEntry[] = [];
  const makeByKey = new Map<string, MakeRef>();
  let nextId = 0;
  for (const mj of json.makes) {
    const make: MakeEntry = {
      json: mj,
      name: mj.name,
      models: [],
      modelNames: [],
      modelByKey: new Map(),
      keywords: compileKeywords(mj.keywords),
      years: [],
    };
    const makeYears = new Set<number>();
    for (const modelJson of mj.models) {
      const trims = modelJson.trims.map((t) => {
        const years = expandYears(t.years ?? modelJson.years);
        return { json: t, name: t.name, years, yearSet: new Set(years) };
      });
      const years = expandYears(modelJson.years);
      const model: ModelEntry = {
        json: modelJson,
        make,
        name: modelJson.name,
        id: nextId++,
        years,
        yearSet: new Set(years),
        trims,
        trimByKey: new Map(trims.map((t) => [compact(t.name), t])),
        gens: (modelJson.gens ?? []).map((g) => ({ json: g, yearSet: new Set(expandYears(g.years)) })),
        keywords: compileKeywords(modelJson.keywords),
        bodySet: new Set(modelJson.bodies),
      };
      years.forEach((y) => makeYears.add(y));
      make.models.push(model);
      for (const n of [modelJson.name, ...(modelJson.aliases ?? [])]) {
        const key = compact(n);
        // a model's own name always wins over another model's alias
        if (!make.modelByKey.has(key) || n === modelJson.name) make.modelByKey.set(key, model);
      }
    }
    make.models.sort((a, b) => byName(a.name, b.name));
    make.modelNames = make.models.map((m) => m.name);
    make.years = [...makeYears].sort((a, b) => a - b);
    makes.push(make);
    makeByKey.set(compact(mj.name), { make });
  }
  // aliases after all names, so that a name is never shadowed by another make's alias
  for (const make of makes) {
    for (const alias of make.json.aliases ?? []) {
      const ref: MakeRef = typeof alias === 'string' ? { make } : { make, modelPrefix: alias.modelPrefix };
      const key = compact(typeof alias === 'string' ? alias : alias.name);
      if (!makeByKey.has(key)) makeByKey.set(key, ref);
    }
  }
  return { json, makes, makeNames: makes.map((m) => m.name).sort(byName), makeByKey };
}

export function catalogIndex(): CatalogIndex {
  if (!index) {
    const json = JSON.parse(readFileSync(new URL('../data/catalog.json', import.meta.url), 'utf8')) as CatalogJson;
    if (json.schema !== 1) throw new Error(`vehicle-catalog: unsupported catalog schema ${String(json.schema)}`);
    index = buildIndex(json);
  }
  return index;
}
