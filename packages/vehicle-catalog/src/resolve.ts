import { catalogIndex, compact, words, type MakeEntry, type MakeRef, type ModelEntry, type TrimEntry } from './catalog.js';
import { GENERIC_RULES, type KeywordRule } from './rules.js';
import type { SpecEffect, VehicleSpecs } from './types.js';

// ---------------------------------------------------------------- makes and models

export function lookupMake(make: string | null | undefined): MakeRef | undefined {
  if (!make) return undefined;
  return catalogIndex().makeByKey.get(compact(make));
}

export type MatchKind = 'name' | 'alias' | 'prefix' | 'stem';

export interface ModelLookup {
  model: ModelEntry;
  matchedBy: MatchKind;
  /** the text the caller gave for the model, kept as extra keyword text when it was not the catalog name */
  extraText: string;
}

/** Words in front of a model that name a sub-brand ('AMG GT 63', 'Maybach S 580'); tried without them too. */
const SUB_BRANDS = new Set(['amg', 'maybach', 'mercedesamg', 'mercedesmaybach', 'alpina', 'srt', 'mopar']);

function matchIn(make: MakeEntry, text: string): ModelLookup | undefined {
  const key = compact(text);
  if (!key) return undefined;
  const exact = make.modelByKey.get(key);
  if (exact) {
    const isName = compact(exact.name) === key;
    return { model: exact, matchedBy: isName ? 'name' : 'alias', extraText: isName ? '' : text };
  }
  const w = words(text);
  // longest leading run of words that names a model: 'F-150 Raptor' -> 'F-150', 'Range Rover Sport HSE' -> 'Range Rover Sport'
  for (let n = w.length - 1; n >= 1; n--) {
    const found = make.modelByKey.get(w.slice(0, n).join(''));
    if (found) return { model: found, matchedBy: 'prefix', extraText: text };
  }
  // badge stems: 'C300' -> 'C' (C-Class), 'RX350h' -> 'RX', 'GLE450' -> 'GLE'
  const stem = w[0]?.match(/^([a-z]+)\d/);
  if (stem) {
    const found = make.modelByKey.get(stem[1]);
    if (found) return { model: found, matchedBy: 'stem', extraText: text };
  }
  if (w.length > 1 && SUB_BRANDS.has(w[0])) return matchIn(make, w.slice(1).join(' '));
  return undefined;
}

export function lookupModel(make: string | null | undefined, model: string | null | undefined): ModelLookup | undefined {
  const ref = lookupMake(make);
  if (!ref) return undefined;
  const text = (model ?? '').trim();
  if (ref.modelPrefix) {
    // 'Range Rover' + 'Sport' -> 'Range Rover Sport'; 'Range Rover' + '' -> 'Range Rover'
    const withPrefix = matchIn(ref.make, text ? `${ref.modelPrefix} ${text}` : ref.modelPrefix);
    if (withPrefix && (withPrefix.matchedBy === 'name' || withPrefix.matchedBy === 'alias' || !text)) return withPrefix;
    const plain = text ? matchIn(ref.make, text) : undefined;
    return plain ?? withPrefix;
  }
  return matchIn(ref.make, text);
}

export function lookupTrim(model: ModelEntry, trim: string | null | undefined): TrimEntry | undefined {
  return trim ? model.trimByKey.get(compact(trim)) : undefined;
}

// ---------------------------------------------------------------- specs

type Stage = 'generic' | 'make' | 'model' | 'trim';

interface Working extends VehicleSpecs {
  /** plug-in hybrid found by a keyword: a plain 'Hybrid' keyword must not undo it */
  phevByKeyword: boolean;
}

function apply(cur: Working, effect: SpecEffect, stage: Stage, model: ModelEntry, baseFuelElectric: boolean, twoWheel: 'fwd' | 'rwd') {
  const guarded = stage === 'generic' || stage === 'make';
  let fuelChangedToElectric = false;
  if (effect.fuelType && !(guarded && baseFuelElectric)) {
    const weakHybrid = effect.fuelType === 'hybrid' && cur.fuelType === 'plug-in-hybrid' && cur.phevByKeyword && stage !== 'trim';
    if (!weakHybrid) {
      fuelChangedToElectric = effect.fuelType === 'electric' && cur.fuelType !== 'electric';
      cur.fuelType = effect.fuelType;
      if (effect.fuelType === 'plug-in-hybrid' && stage !== 'trim') cur.phevByKeyword = true;
    }
  }
  if (effect.transmission) {
    if (effect.transmission === 'dct') {
      if (cur.transmission !== '7-speed-dual-clutch' && cur.transmission !== '8-speed-automatic') cur.transmission = '7-speed-dual-clutch';
    } else if (effect.transmission === 'auto') {
      if (cur.transmission === 'manual') cur.transmission = 'automatic';
    } else cur.transmission = effect.transmission;
  } else if (fuelChangedToElectric) cur.transmission = 'automatic';
  if (effect.drivetrain) cur.drivetrain = effect.drivetrain === '2wd' ? twoWheel : effect.drivetrain;
  if (effect.bodyType && (!guarded || model.bodySet.has(effect.bodyType))) cur.bodyType = effect.bodyType;
}

function applyRules(cur: Working, rules: readonly KeywordRule[], text: string, stage: Stage, model: ModelEntry, electric: boolean, twoWheel: 'fwd' | 'rwd') {
  for (const r of rules) if (r.test.test(text)) apply(cur, r.specs, stage, model, electric, twoWheel);
}

/** The generation (year-dependent specs) that applies; without a year, the latest the trim or model was built. */
function generationFor(model: ModelEntry, year: number | undefined, trim: TrimEntry | undefined) {
  const y = year ?? (trim ? trim.years[trim.years.length - 1] : model.years[model.years.length - 1]);
  return model.gens.find((g) => g.yearSet.has(y));
}

const cache = new Map<string, VehicleSpecs>();
const CACHE_LIMIT = 20_000;

/**
 * Specs of a model (and trim) for a year: model defaults, then the generation for the year, then the
 * generic, make and model trim keywords found in the trim text, then the trim's own overrides.
 */
export function resolveSpecs(model: ModelEntry, year: number | undefined, trimText: string, extraText: string): VehicleSpecs {
  const trim = lookupTrim(model, trimText);
  const gen = generationFor(model, year, trim);
  const keywordText = [trim ? trim.name : trimText.trim(), extraText.trim()].filter(Boolean).join(' ');
  const cacheKey = `${model.id}|${gen ? model.gens.indexOf(gen) : -1}|${trim ? `#${trim.name}` : ''}|${keywordText.toLowerCase()}`;
  const hit = cache.get(cacheKey);
  if (hit) return { ...hit };

  const { twoWheel: genTwoWheel, ...genSpecs } = gen?.json.specs ?? {};
  const base: VehicleSpecs = { ...model.json.specs, ...genSpecs };
  const twoWheel = genTwoWheel ?? model.json.twoWheel;
  const electric = base.fuelType === 'electric';
  const cur: Working = { ...base, phevByKeyword: false };
  if (keywordText) {
    applyRules(cur, GENERIC_RULES, keywordText, 'generic', model, electric, twoWheel);
    applyRules(cur, model.make.keywords, keywordText, 'make', model, electric, twoWheel);
    applyRules(cur, model.keywords, keywordText, 'model', model, electric, twoWheel);
  }
  if (trim?.json.specs) apply(cur, trim.json.specs, 'trim', model, electric, twoWheel);
  const out: VehicleSpecs = { bodyType: cur.bodyType, fuelType: cur.fuelType, transmission: cur.transmission, drivetrain: cur.drivetrain };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, out);
  return { ...out };
}
