import type { BodyType, Drivetrain, FuelType, Transmission } from '@rl/contracts';

/** The four listing spec fields, in stored values (spec §3 listing-form lists). */
export interface VehicleSpecs {
  bodyType: BodyType;
  fuelType: FuelType;
  transmission: Transmission;
  drivetrain: Drivetrain;
}

export type LuxuryClass = 'exotic' | 'luxury' | 'premium' | 'mainstream';

/** A year span, both ends included. */
export type YearRange = [number, number];

/**
 * A spec change made by a keyword or a trim. Besides stored values, `drivetrain: '2wd'` means the model's
 * two-wheel-drive layout, `transmission: 'dct'` a dual-clutch (an 8-speed DCT model keeps its value) and
 * `transmission: 'auto'` an automatic (replaces a manual only).
 */
export interface SpecEffect {
  bodyType?: BodyType;
  fuelType?: FuelType;
  transmission?: Transmission | 'dct' | 'auto';
  drivetrain?: Drivetrain | '2wd';
}

// ---- data/catalog.json (written by scripts/curate.mjs) ----
export interface KeywordJson {
  match?: string;
  regex?: string;
  flags?: string;
  specs: SpecEffect;
}

export interface TrimJson {
  name: string;
  years?: YearRange[];
  specs?: SpecEffect;
}

export interface GenerationJson {
  years: YearRange[];
  specs: Partial<VehicleSpecs> & { twoWheel?: 'fwd' | 'rwd' };
}

export interface ModelJson {
  name: string;
  years: YearRange[];
  specs: VehicleSpecs;
  twoWheel: 'fwd' | 'rwd';
  bodies: BodyType[];
  gens?: GenerationJson[];
  keywords?: KeywordJson[];
  aliases?: string[];
  source: 'vpic' | 'hand';
  trims: TrimJson[];
}

type MakeAliasJson = string | { name: string; modelPrefix?: string };

export interface MakeJson {
  name: string;
  class: LuxuryClass;
  filter: boolean;
  aliases?: MakeAliasJson[];
  keywords?: KeywordJson[];
  source: 'vpic' | 'hand';
  models: ModelJson[];
}

export interface CatalogJson {
  schema: 1;
  about: string;
  years: YearRange;
  makes: MakeJson[];
}
