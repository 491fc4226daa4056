/**
 * Packed search columns. The scalar filters of spec §3 that take a few known values are packed into
 * one integer (`facets`), and the named features into a bit set (`feature_bits`), both generated
 * columns. The sort indexes INCLUDE them, so filters are evaluated on index tuples during an ordered
 * index walk instead of on 1.6 KB heap rows.
 *
 * These lists are part of the schema: the migration builds the generated columns from them. Changing
 * them requires a new migration that recreates both columns (values missing from a list get code 0,
 * and features missing from FEATURE_BIT_NAMES are still found through the `features` array).
 */
import { BODY_TYPES, CONDITIONS, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from '@rl/contracts';

const COLOR_GROUPS = ['black', 'white', 'silver', 'gray', 'red', 'blue', 'green', 'brown', 'beige', 'other'] as const;

export interface Facet {
  /** column the code is computed from */
  column: string;
  /** first bit of the field in `facets` */
  shift: number;
  /** field width mask */
  mask: number;
  /** value -> code (1-based; 0 = not in the list) */
  codes: Record<string, number>;
}

const codesOf = (values: readonly string[]) => Object.fromEntries(values.map((v, i) => [v, i + 1]));

export const FACETS = {
  condition: { column: 'condition', shift: 0, mask: 0b111, codes: codesOf([...CONDITIONS]) },
  bodyType: { column: 'body_type', shift: 3, mask: 0b1111, codes: codesOf([...BODY_TYPES]) },
  fuelType: { column: 'fuel_type', shift: 7, mask: 0b111, codes: codesOf([...FUEL_TYPES]) },
  transmission: { column: 'transmission', shift: 10, mask: 0b111, codes: codesOf([...TRANSMISSIONS]) },
  drivetrain: { column: 'drivetrain', shift: 13, mask: 0b111, codes: codesOf([...DRIVETRAINS]) },
  exteriorColor: { column: 'exterior_color', shift: 16, mask: 0b1111, codes: codesOf(COLOR_GROUPS) },
  interiorColor: { column: 'interior_color', shift: 20, mask: 0b1111, codes: codesOf(COLOR_GROUPS) },
} as const satisfies Record<string, Facet>;

/** Features with a bit: the listing form's presets and every name a filter-panel feature matches. */
export const FEATURE_BIT_NAMES = [
  'Air Conditioning', 'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
  'Bluetooth Connectivity', 'Cruise Control', 'Power Windows', 'Power Door Locks', 'Keyless Entry', 'Remote Start',
  'All-Wheel Drive', 'Premium Sound System', 'USB Ports', 'Wireless Charging', 'Parking Sensors', 'Blind Spot Monitoring',
  'Lane Departure Warning', 'Adaptive Cruise Control', 'Automatic Emergency Braking', 'Tinted Windows', 'Roof Rack',
  'Trailer Hitch', 'Third Row Seating', 'Bluetooth', 'Leather Seats', 'Sunroof', 'Apple CarPlay', 'Android Auto',
] as const;

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Color group of a stored color: the named colors (case-insensitive, grey = gray), else other. */
const colorGroupSql = (col: string) =>
  `CASE lower(btrim(${col})) ${COLOR_GROUPS.filter((c) => c !== 'other').map((c) => `WHEN '${c}' THEN ${FACETS.exteriorColor.codes[c]}`).join(' ')} WHEN 'grey' THEN ${FACETS.exteriorColor.codes.gray} ELSE ${FACETS.exteriorColor.codes.other} END`;

/** The generated `facets` column's expression. */
export function facetsSql(): string {
  return Object.values(FACETS).map((f: Facet) => {
    const code = f.column.endsWith('_color')
      ? colorGroupSql(`"${f.column}"`)
      : `CASE "${f.column}" ${Object.entries(f.codes).map(([v, c]) => `WHEN ${sqlText(v)} THEN ${c}`).join(' ')} ELSE 0 END`;
    return `((${code}) << ${f.shift})`;
  }).join(' | ');
}

/** The generated `feature_bits` column's expression. */
export function featureBitsSql(): string {
  return FEATURE_BIT_NAMES.map((name, i) => `(CASE WHEN ${sqlText(name)} = ANY("features") THEN ${2 ** i} ELSE 0 END)`).join(' | ');
}

/** Codes of the stored values a filter accepts (unknown values dropped). */
export function facetCodes(f: Facet, values: readonly string[]): number[] {
  return [...new Set(values.map((v) => f.codes[v]).filter((c): c is number => c !== undefined))];
}

/** The bits of the feature names that have one, and the names that have none. */
export function featureMask(names: readonly string[]): { bits: number[]; others: string[] } {
  const bits: number[] = [];
  const others: string[] = [];
  for (const n of names) {
    const i = (FEATURE_BIT_NAMES as readonly string[]).indexOf(n);
    if (i >= 0) bits.push(2 ** i);
    else others.push(n);
  }
  return { bits: [...new Set(bits)], others: [...new Set(others)] };
}
