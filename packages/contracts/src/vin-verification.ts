/**
 * Verified facts (issue 12 point 1): which listing fields agree with what the VIN decodes to. The one
 * comparison used by moderation's automated check (disagreements are flagged) and by listings' public
 * answer (agreements get a "Verified from VIN" mark).
 */
import { z } from 'zod';
import type { VinDecodeResponse } from './enrichment.js';
import { STORED_LABELS } from './value-lists.js';
import { VIN_FIELD_LABELS, VIN_VERIFIABLE_FIELDS, type VinVerifiableField } from './vin-verification-labels.js';

// the detail page's values live in a zod-free module (its first load would download zod otherwise)
export * from './vin-verification-labels.js';

/** What a decode says, from the enrichment decoder or an offline fallback (which may know only make and years). */
export interface DecodedVehicleFacts {
  make: string | null;
  model: string | null;
  /** the model years the VIN can mean: one from the full decoder, one or two from position 10 alone */
  years: number[];
  bodyType: string | null;
  fuelType: string | null;
  drivetrain: string | null;
  engine: string | null;
}

export type ListingFacts = Record<Exclude<VinVerifiableField, 'year'>, string> & { year: number; trim?: string | null };

/** `agrees`: marked on the public page; `differs`: flagged to moderators; `unknown`: neither (the decode does not say, or cannot tell). */
export type VinVerdict = 'agrees' | 'differs' | 'unknown';
export interface VinFieldComparison {
  field: VinVerifiableField;
  verdict: VinVerdict;
  /** the listing's value as shown to people ("SUV", "2021") */
  listing: string;
  /** the decode's value as shown to people, null when it does not know */
  vin: string | null;
}

export function factsFromDecode(d: VinDecodeResponse): DecodedVehicleFacts {
  return {
    make: d.make, model: d.model, years: d.year === null ? [] : [d.year], bodyType: d.bodyType, fuelType: d.fuelType,
    drivetrain: d.drivetrain ?? null, engine: d.engine,
  };
}

// ---- spelling-blind equality ----

const MAKE_ALIASES: Record<string, string> = {
  mercedes: 'mercedesbenz', mercedesamg: 'mercedesbenz', maybach: 'mercedesbenz', mercedesmaybach: 'mercedesbenz',
  chevy: 'chevrolet', corvette: 'chevrolet', chevroletcorvette: 'chevrolet', rangerover: 'landrover', vw: 'volkswagen',
  rollsroycemotorcars: 'rollsroyce', astonmartinlagonda: 'astonmartin', minicooper: 'mini', alfa: 'alfaromeo',
};
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function normalizeMake(make: string): string {
  const n = squash(make);
  return MAKE_ALIASES[n] ?? n;
}

/** Same make, allowing for spelling ("MERCEDES-BENZ" / "Mercedes Benz"), aliases and prefixes ("Chevrolet Corvette"). */
export function sameMake(a: string, b: string): boolean {
  const x = normalizeMake(a);
  const y = normalizeMake(b);
  if (!x || !y) return false;
  return x === y || x.startsWith(y) || y.startsWith(x);
}

/** Stored values that name the same thing (the form offers both spellings). */
const SAME: Record<string, string> = {
  '4-door-sedan': 'sedan', '5-door-hatchback': 'hatchback', minivan: 'van', 'premium-gasoline': 'gasoline',
  'all-wheel-drive': 'awd', 'rear-wheel-drive': 'rwd',
};
const canonical = (v: string) => SAME[v] ?? v;

/** Pairs (listing, decode) the decoder cannot tell apart reliably: never marked, never flagged. */
const UNCLEAR = new Set([
  // manufacturers file all-wheel drive SUVs as 4WD and the other way round
  'awd|4wd', '4wd|awd',
  // vPIC files many plug-in hybrids as hybrid, or as electric with a gasoline second fuel
  'plug-in-hybrid|hybrid', 'hybrid|plug-in-hybrid', 'plug-in-hybrid|electric',
]);

const label = (v: string) => STORED_LABELS[v] ?? v;

function compareStored(field: VinVerifiableField, listing: string, vin: string | null): VinFieldComparison {
  const shown = { field, listing: label(listing), vin: vin === null ? null : label(vin) };
  if (vin === null) return { ...shown, verdict: 'unknown' };
  const [a, b] = [canonical(listing), canonical(vin)];
  if (a === b) return { ...shown, verdict: 'agrees' };
  return { ...shown, verdict: UNCLEAR.has(`${a}|${b}`) ? 'unknown' : 'differs' };
}

function compareModel(listing: string, vin: string | null): VinFieldComparison {
  const shown = { field: 'model' as const, listing, vin };
  if (vin === null) return { ...shown, verdict: 'unknown' };
  const [a, b] = [squash(listing), squash(vin)];
  if (a === b) return { ...shown, verdict: 'agrees' };
  // "Silverado" / "Silverado 1500", "Range Rover" / "Range Rover Sport": related, not confirmed
  if (a && b && (a.startsWith(b) || b.startsWith(a))) return { ...shown, verdict: 'unknown' };
  return { ...shown, verdict: 'differs' };
}

/** Every verifiable field of a listing against a decode, in VIN_VERIFIABLE_FIELDS order. */
export function compareWithVin(listing: ListingFacts, d: DecodedVehicleFacts): VinFieldComparison[] {
  const make: VinFieldComparison = {
    field: 'make', listing: listing.make, vin: d.make,
    verdict: d.make === null ? 'unknown' : sameMake(d.make, listing.make) ? 'agrees' : 'differs',
  };
  const year: VinFieldComparison = {
    field: 'year', listing: String(listing.year), vin: d.years.length ? d.years.join(' or ') : null,
    verdict: d.years.length === 0 ? 'unknown' : d.years.includes(listing.year) ? 'agrees' : 'differs',
  };
  return [
    make,
    compareModel(listing.model, d.model),
    year,
    compareStored('bodyType', listing.bodyType, d.bodyType),
    compareStored('fuelType', listing.fuelType, d.fuelType),
    compareStored('drivetrain', listing.drivetrain, d.drivetrain),
  ];
}

/** One trim in two spellings ("C300 4MATIC" / "C 300 4MATIC"), or one naming the other ("Carrera S" / "911 Carrera S"). */
export function sameTrim(a: string, b: string): boolean {
  const [x, y] = [squash(a), squash(b)];
  return !!x && !!y && (x === y || x.includes(y) || y.includes(x));
}

/** A moderator's line for a disagreement: "Year 2021 on the listing; the VIN says 2019". */
export function vinDifferenceMessage(c: VinFieldComparison): string {
  return `${VIN_FIELD_LABELS[c.field]} ${c.listing} on the listing; the VIN says ${c.vin ?? 'nothing'}`;
}

// ---- the public answer ----

/**
 * On GET /api/vehicles/{id}: the listing fields that agree with its VIN's decode, and the engine the
 * decode names (the form has no engine field: the decode is its only source). Null while the VIN has
 * not been decoded (or could not be).
 */
export const VinVerificationSchema = z.object({
  fields: z.array(z.enum(VIN_VERIFIABLE_FIELDS)),
  engine: z.string().nullable(),
});
export type VinVerification = z.infer<typeof VinVerificationSchema>;

/**
 * The marks of a listing. A VIN that no manufacturer uses (`valid` false) confirms nothing, not even
 * its year; disagreeing and unclear fields are simply not listed.
 */
export function vinVerification(listing: ListingFacts, decoded: VinDecodeResponse | null): VinVerification | null {
  if (!decoded || !decoded.valid) return null;
  const fields = compareWithVin(listing, factsFromDecode(decoded)).filter((c) => c.verdict === 'agrees').map((c) => c.field);
  // an engine is only vouched for when the decode names this very car: same make and model, and no other trim
  // (a VIN of a C 63 names a V8 a C 300 does not have)
  const otherTrim = !!decoded.trim && !!listing.trim && !sameTrim(listing.trim, decoded.trim);
  const engine = fields.includes('make') && fields.includes('model') && !otherTrim ? decoded.engine : null;
  return { fields, engine };
}
