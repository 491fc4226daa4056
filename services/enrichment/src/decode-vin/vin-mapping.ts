import type { BodyType, Drivetrain, FuelType, VinDecodeResponse, VinDecodedField } from '@rl/contracts';
import { VIN_DECODED_FIELDS } from '@rl/contracts';
import type { CatalogPort } from '../catalog/catalog-port.js';

/** The parts of a corgi decode result this service reads. */
export interface CorgiDecode {
  valid: boolean;
  components: {
    vehicle?: { make?: string; model?: string; year?: number; series?: string; trim?: string; bodyStyle?: string; fuelType?: string };
    engine?: { model?: string; cylinders?: string; displacement?: string; fuel?: string };
    modelYear?: { year: number };
    wmi?: { make?: string };
  };
  patterns?: Array<{ element: string; value: string | null }>;
}

/** corgi's coerced body styles -> stored body types (spec §3). */
const BODY: Record<string, BodyType> = {
  sedan: 'sedan', coupe: 'coupe', convertible: 'convertible', hatchback: 'hatchback', suv: 'suv', crossover: 'suv',
  wagon: 'wagon', van: 'van', minivan: 'minivan', pickup: 'truck', truck: 'truck',
};

function storedBodyType(bodyStyle: string | undefined): BodyType | null {
  if (!bodyStyle) return null;
  return BODY[bodyStyle.trim().toLowerCase()] ?? null;
}

/** vPIC drive types -> stored drivetrains; "4x2" (two-wheel drive, axle unknown) and truck configurations say nothing. */
const DRIVE: Record<string, Drivetrain> = {
  'FWD/Front-Wheel Drive': 'fwd', 'RWD/Rear-Wheel Drive': 'rwd', 'AWD/All-Wheel Drive': 'awd', '4WD/4-Wheel Drive/4x4': '4wd',
};

export function storedDrivetrain(decode: CorgiDecode): Drivetrain | null {
  const raw = decode.patterns?.find((p) => p.element === 'Drive Type')?.value;
  return raw ? DRIVE[raw.trim()] ?? null : null;
}

const PLUG_IN = /\b(phev|plug-?in)\b/i;

/** vPIC fuel names -> stored fuel types; a plug-in hint in the model/trim/series makes a hybrid plug-in. */
function storedFuelType(fuel: string | undefined, hints: string[] = []): FuelType | null {
  if (!fuel) return null;
  const f = fuel.toLowerCase();
  const plugIn = hints.some((h) => PLUG_IN.test(h));
  if (f.includes('hybrid')) return plugIn ? 'plug-in-hybrid' : 'hybrid';
  if (f.includes('electric') || f.includes('fuel cell') || f.includes('hydrogen')) return plugIn ? 'plug-in-hybrid' : 'electric';
  if (f.includes('diesel')) return 'diesel';
  if (f.includes('gasoline') || f.includes('flexible fuel') || f.includes('ethanol') || f.includes('e85')) return 'gasoline';
  return null;
}

/** "3.0L V6 (B58)", "2.0L 4-cylinder", "Electric motor" */
function engineDescription(decode: CorgiDecode, fuelType: FuelType | null): string | null {
  const e = decode.components.engine;
  const config = decode.patterns?.find((p) => p.element === 'Engine Configuration')?.value ?? '';
  const parts: string[] = [];
  const litres = e?.displacement ? Number(e.displacement) : NaN;
  if (Number.isFinite(litres) && litres > 0) parts.push(`${litres.toFixed(1)}L`);
  const cylinders = e?.cylinders ? Number(e.cylinders) : NaN;
  if (Number.isInteger(cylinders) && cylinders > 0) {
    if (/^v/i.test(config)) parts.push(`V${cylinders}`);
    else if (/in-?line/i.test(config)) parts.push(`I${cylinders}`);
    else if (/horizontal|boxer|flat/i.test(config)) parts.push(`H${cylinders}`);
    else parts.push(`${cylinders}-cylinder`);
  }
  if (parts.length === 0) {
    if (fuelType === 'electric') return e?.model ? `Electric motor (${e.model})` : 'Electric motor';
    return e?.model ?? null;
  }
  if (fuelType === 'hybrid' || fuelType === 'plug-in-hybrid') parts.push('hybrid');
  const text = parts.join(' ');
  return e?.model && !/^\d/.test(e.model) ? `${text} (${e.model})` : text;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** "Prius Prime (PHEV)" -> "Prius Prime" */
const cleanModel = (model: string) => model.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/\s+/g, ' ').trim();

/** A decoded model in the catalog's spelling; electric variants with their own catalog entry ("Blazer EV"). */
function catalogModel(catalog: CatalogPort, make: string, model: string, fuelType: FuelType | null): { make: string; model: string } | null {
  const found = catalog.findModel(make, model);
  if (fuelType === 'electric') {
    const base = found?.model ?? model;
    const evVariant = catalog.models(found?.make ?? make)
      .find((m) => m !== base && norm(m).startsWith(norm(base)) && /\b(ev|lightning|electric|e-tron|electrified)\b/i.test(m));
    if (evVariant) return { make: found?.make ?? make, model: evVariant };
  }
  return found;
}

/** A single trim in the catalog's spelling; several trims in one vPIC string ("L/LE/SE/XLE") are not a trim. */
function catalogTrim(catalog: CatalogPort, make: string, model: string, raw: string | undefined): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const known = catalog.trims(make, model);
  const exact = known.find((t) => norm(t) === norm(trimmed));
  if (exact) return exact;
  if (/\s\/\s|,|\/(?=\S)/.test(trimmed)) return null;
  return trimmed;
}

/** corgi's decode -> the API answer: catalog spellings, stored values, the fields it could not decode. */
export function toVinAnswer(vin: string, decode: CorgiDecode, catalog: CatalogPort): VinDecodeResponse {
  const v = decode.components.vehicle ?? {};
  const rawMake = v.make || decode.components.wmi?.make || '';
  const rawModel = v.model ? cleanModel(v.model) : '';
  const hints = [v.model ?? '', v.trim ?? '', v.series ?? ''];
  const fuelType = storedFuelType(v.fuelType ?? decode.components.engine?.fuel, hints);
  const catalogMake = rawMake ? catalog.findMake(rawMake) : null;
  const found = rawMake && rawModel ? catalogModel(catalog, catalogMake ?? rawMake, rawModel, fuelType) : null;
  const make = found?.make ?? catalogMake ?? (rawMake ? titleCase(rawMake) : null);
  const model = found?.model ?? (rawModel || null);
  const yearValue = v.year ?? decode.components.modelYear?.year;
  const year = yearValue && yearValue > 0 ? yearValue : null;
  const trim = make && model ? catalogTrim(catalog, make, model, v.trim) : null;
  const bodyType = storedBodyType(v.bodyStyle);
  const drivetrain = storedDrivetrain(decode);
  const engine = decode.valid ? engineDescription(decode, fuelType) : null;
  const answer = { make, model, year, trim, bodyType, fuelType, drivetrain, engine };
  const undecoded = VIN_DECODED_FIELDS.filter((f: VinDecodedField) => answer[f] === null);
  return { vin, valid: decode.valid, ...answer, undecoded };
}

/** vPIC spells a few makes in capitals ("RAM"); keep short all-caps makes (BMW, GMC, MINI) as they are. */
function titleCase(make: string): string {
  if (make.length <= 4) return make;
  return make.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
