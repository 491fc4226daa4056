import type { KeywordJson, SpecEffect } from './types.js';

/**
 * A trim keyword: when `test` matches the trim text (trim name, plus the model text the user typed when it
 * was not the catalog name), `specs` is applied. Later rules win over earlier ones for the same field.
 */
export interface KeywordRule {
  test: RegExp;
  specs: SpecEffect;
}

/**
 * Generic trim keywords used for every make (make and model tables add their own on top). Word boundaries
 * are ASCII-alphanumeric so that 'C300-4M', '330e', 'xDrive40i' and 'AWD-e' all match.
 */
const B = '(?<![a-z0-9])';
const E = '(?![a-z0-9])';
const rule = (pattern: string, specs: SpecEffect): KeywordRule => ({ test: new RegExp(pattern, 'i'), specs });

export const GENERIC_RULES: readonly KeywordRule[] = [
  // ---- drivetrain ----
  rule(`${B}(?:2wd|4x2|single[- ]motor)${E}`, { drivetrain: '2wd' }),
  rule(`sdrive`, { drivetrain: '2wd' }),
  rule(`${B}edrive\\d`, { drivetrain: '2wd' }),
  rule(`${B}(?:fwd|e-?fwd|front[- ]wheel[- ]drive)${E}`, { drivetrain: 'fwd' }),
  rule(`${B}(?:rwd|rear[- ]wheel[- ]drive)${E}`, { drivetrain: 'rwd' }),
  rule(
    `${B}(?:awd|sh-awd|sh-e-awd|e-?awd|awd-e|all[- ]wheel[- ]drive|all ?4|4motion|q4|dual[- ]motor|tri[- ]motor|quad[- ]motor|twin[- ]motor|e-4orce|symmetrical)${E}`,
    { drivetrain: 'awd' },
  ),
  rule(`xdrive`, { drivetrain: 'awd' }),
  rule(`quattro`, { drivetrain: 'awd' }),
  rule(`4-?matic|${B}4m${E}`, { drivetrain: 'awd' }),
  rule(`${B}(?:4wd|4x4|four[- ]wheel[- ]drive)${E}`, { drivetrain: '4wd' }),

  // ---- fuel ----
  rule(`${B}(?:diesel|tdi|bluetec|ecodiesel|duramax|power ?stroke|cummins|td6|d[2-3]\\d0|\\d{2,3}d|[xs]drive\\d{2}d|\\d{3}ld)${E}`, {
    fuelType: 'diesel',
  }),
  rule(`${B}(?:hybrid|hev|fhev|powerboost|e-?assist|activehybrid|mild[- ]hybrid|\\d{3}h|\\d{3}hl)${E}`, { fuelType: 'hybrid' }),
  rule(
    `${B}(?:plug[- ]?in(?: hybrid)?|phev|e-hybrid|energi|4xe|t8|recharge|tfsi ?e|e[- ]performance|\\d{2,3}e|\\d{2,3}le|[xs]drive\\d{2}e|p\\d{3}e)${E}|${B}\\d{3}h\\+`,
    { fuelType: 'plug-in-hybrid' },
  ),
  rule(`${B}(?:electric|ev|bev|fuel[- ]cell|hydrogen|electric drive)${E}`, { fuelType: 'electric' }),

  // ---- transmission ----
  rule(`${B}(?:automatic|auto|a/t|tiptronic|steptronic|geartronic|shiftronic)${E}`, { transmission: 'auto' }),
  rule(`${B}(?:cvt|ivt|e-?cvt|xtronic|lineartronic)${E}`, { transmission: 'cvt' }),
  rule(`${B}(?:pdk|dct|dsg|s[- ]?tronic|dual[- ]clutch|ssg|tct|speedshift)${E}`, { transmission: 'dct' }),
  rule(`${B}8[- ]?speed(?: automatic| auto)?${E}`, { transmission: '8-speed-automatic' }),
  rule(`${B}(?:manual|m/t|mt|6mt|[5-7][- ]?speed manual|stick(?: shift)?)${E}`, { transmission: 'manual' }),

  // ---- body ----
  rule(`${B}(?:coupe|coup\u00e9|2-door)${E}`, { bodyType: 'coupe' }),
  rule(`${B}(?:sedan|saloon|4-door|gran coupe)${E}`, { bodyType: 'sedan' }),
  rule(`${B}(?:hatchback|hatch|sportback|liftback|5-door|3-door|gran turismo)${E}`, { bodyType: 'hatchback' }),
  rule(
    `${B}(?:wagon|avant|sportwagen|sports wagon|sport turismo|cross turismo|shooting brake|sportbrake|estate|allroad|alltrack|cross country)${E}`,
    { bodyType: 'wagon' },
  ),
  rule(`${B}(?:convertible|cabriolet|cabrio|spyder|spider|roadster|volante|drophead|aperta|targa|soft ?top)${E}`, {
    bodyType: 'convertible',
  }),
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles the keyword entries of the catalog (make and model tables). */
export function compileKeywords(list: readonly KeywordJson[] | undefined): KeywordRule[] {
  return (list ?? []).map((k) => ({
    test: k.regex !== undefined ? new RegExp(k.regex, k.flags ?? 'i') : new RegExp(`${B}${escape(k.match ?? '')}${E}`, 'i'),
    specs: k.specs,
  }));
}
