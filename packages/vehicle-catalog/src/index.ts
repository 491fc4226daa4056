/**
 * @rl/vehicle-catalog: a curated, offline catalog of US-market makes, models (model years 2015-2026) and
 * trims, with the typical body type, fuel, transmission and drivetrain in the listing form's stored values.
 * Built from NHTSA vPIC data and hand curation (see curation/README.md). All functions are synchronous and
 * pure; the data is read once, on first use, and every lookup after that is a map lookup.
 *
 * Matching is forgiving everywhere: case, spaces and punctuation are ignored ('f150' = 'F-150'), make
 * aliases work ('Chevy', 'VW', 'Mercedes', 'Range Rover'), and model text may carry a badge or trim
 * ('C300', 'RX 350h', 'F-150 Raptor', 'RAV4 Hybrid').
 */
import { catalogIndex, expandYears } from './catalog.js';
import { lookupMake, lookupModel, lookupTrim, resolveSpecs, type MatchKind } from './resolve.js';
import type { LuxuryClass, VehicleSpecs } from './types.js';

export type { LuxuryClass, VehicleSpecs } from './types.js';
export type { MatchKind } from './resolve.js';
export { GENERIC_RULES } from './rules.js';

/** All catalog makes (the listing form's makes), sorted. */
export function makes(): string[] {
  return [...catalogIndex().makeNames];
}

/** The 41 makes of the search filter panel (spec §3), sorted. */
export function filterMakes(): string[] {
  return catalogIndex().makeNames.filter((n) => lookupMake(n)?.make.json.filter);
}

/** The makes offered by the listing form (about 52: the filter makes plus other US makes), sorted. */
export function formMakes(): string[] {
  return makes();
}

/** The catalog spelling of a make ('chevy' -> 'Chevrolet'), or null. */
export function findMake(make: string | null | undefined): string | null {
  return lookupMake(make)?.make.name ?? null;
}

/**
 * Sorted model names of a make; [] for an unknown make. With a year inside the catalog years, only the
 * models built that year (a year outside them returns every model: the catalog has no data for it).
 */
export function models(make: string | null | undefined, year?: number): string[] {
  const ref = lookupMake(make);
  if (!ref) return [];
  const [first, last] = catalogIndex().json.years;
  if (year === undefined || year < first || year > last) return [...ref.make.modelNames];
  return ref.make.models.filter((m) => m.yearSet.has(year)).map((m) => m.name);
}

export interface ModelMatch {
  make: string;
  model: string;
  /** how the text was recognised: the catalog name, an alias, a leading part ('F-150 Raptor'), a badge stem ('C300') */
  matchedBy: MatchKind;
  years: number[];
  bodyTypes: string[];
  luxuryClass: LuxuryClass;
}

/** Finds a model by forgiving match (see the module comment); null when the make or model is unknown. */
export function findModel(make: string | null | undefined, model: string | null | undefined): ModelMatch | null {
  const hit = lookupModel(make, model);
  if (!hit) return null;
  return {
    make: hit.model.make.name,
    model: hit.model.name,
    matchedBy: hit.matchedBy,
    years: [...hit.model.years],
    bodyTypes: [...hit.model.json.bodies],
    luxuryClass: hit.model.make.json.class,
  };
}

/**
 * Trims of a model in catalog order (entry level first); [] for an unknown model. With a year inside the
 * catalog years, only the trims offered that year ([] when the model was not built that year); a year
 * outside the catalog years returns every trim (the catalog has no data for it).
 */
export function trims(make: string | null | undefined, model: string | null | undefined, year?: number): string[] {
  const hit = lookupModel(make, model);
  if (!hit) return [];
  const [first, last] = catalogIndex().json.years;
  if (year === undefined || year < first || year > last) return hit.model.trims.map((t) => t.name);
  return hit.model.trims.filter((t) => t.yearSet.has(year)).map((t) => t.name);
}

/** Model years of a model in the catalog (sorted, gaps left out); [] for an unknown model. */
export function modelYears(make: string | null | undefined, model: string | null | undefined): number[] {
  const hit = lookupModel(make, model);
  return hit ? [...hit.model.years] : [];
}

/** Years a trim was offered; [] when the model or trim is unknown. */
export function trimYears(make: string | null | undefined, model: string | null | undefined, trim: string | null | undefined): number[] {
  const hit = lookupModel(make, model);
  const t = hit && lookupTrim(hit.model, trim);
  return t ? [...t.years] : [];
}

/** Years in which the catalog has any model of the make (sorted); [] for an unknown make. */
export function makeYears(make: string | null | undefined): number[] {
  return [...(lookupMake(make)?.make.years ?? [])];
}

/**
 * Whether a make (and model, when given) existed in a model year, e.g. to check a decoded VIN against the
 * make and year a seller stated. Years outside the catalog years (before 2015, after 2026) are unknown: null.
 */
export function isKnownYear(make: string | null | undefined, model: string | null | undefined, year: number): boolean | null {
  const [first, last] = catalogIndex().json.years;
  if (year < first || year > last) return null;
  if (model) {
    const hit = lookupModel(make, model);
    return hit ? hit.model.yearSet.has(year) : null;
  }
  const ref = lookupMake(make);
  return ref ? ref.make.years.includes(year) : null;
}

export interface SpecsQuery {
  make: string | null | undefined;
  model: string | null | undefined;
  year?: number | string | null;
  trim?: string | null;
}

/**
 * Typical body type, fuel, transmission and drivetrain (stored values) of a make/model, refined by the year
 * (generation changes) and the trim (catalog trims, or keywords in free text: xDrive, 4MATIC, quattro, AWD,
 * 4x4, sDrive, Carrera 4, Hybrid, Plug-in, 330e, Diesel, PDK, Manual, Cabriolet...). null when the make or
 * model is unknown.
 */
export function specsFor(query: SpecsQuery): VehicleSpecs | null {
  const hit = lookupModel(query.make, query.model);
  if (!hit) return null;
  const y = query.year === undefined || query.year === null || query.year === '' ? undefined : Number(query.year);
  return resolveSpecs(hit.model, Number.isFinite(y) ? y : undefined, query.trim ?? '', hit.extraText);
}

/** Luxury class of a make, for feature rules; 'mainstream' for a make the catalog does not know. */
export function luxuryClass(make: string | null | undefined): LuxuryClass {
  return lookupMake(make)?.make.json.class ?? 'mainstream';
}

export interface CatalogTrim {
  name: string;
  years: number[];
}

export interface CatalogModel {
  make: string;
  model: string;
  luxuryClass: LuxuryClass;
  years: number[];
  bodyTypes: string[];
  /** model defaults (latest generation) */
  specs: VehicleSpecs;
  trims: CatalogTrim[];
}

/** Every model with its years and trims (e.g. to seed coherent demo listings). */
export function allModels(): CatalogModel[] {
  const out: CatalogModel[] = [];
  for (const make of catalogIndex().makes) {
    for (const m of make.models) {
      out.push({
        make: make.name,
        model: m.name,
        luxuryClass: make.json.class,
        years: [...m.years],
        bodyTypes: [...m.json.bodies],
        specs: resolveSpecs(m, undefined, '', ''),
        trims: m.trims.map((t) => ({ name: t.name, years: [...t.years] })),
      });
    }
  }
  return out;
}

/** Counts, for logs and health pages. */
export function catalogStats(): { makes: number; models: number; trims: number; years: [number, number] } {
  const idx = catalogIndex();
  let modelCount = 0;
  let trimCount = 0;
  for (const make of idx.makes) {
    modelCount += make.models.length;
    for (const m of make.models) trimCount += m.trims.length;
  }
  const [first, last] = idx.json.years;
  return { makes: idx.makes.length, models: modelCount, trims: trimCount, years: [first, last] };
}

/** Expands year ranges ([[2015, 2017]] -> [2015, 2016, 2017]). */
export { expandYears };
