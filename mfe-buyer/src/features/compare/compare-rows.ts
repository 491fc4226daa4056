import { colorLabel, PRICE_RATING_LABELS, type PublicVehicle } from '@rl/contracts';
import { conditionLabel, formatMileage, formatPrice, storedLabel } from '@rl/web-kit/vehicles';

export type CompareGroup = 'Overview' | 'Specifications' | 'Features';

/** One line of the table: a label and each vehicle's value, in column order. */
export interface CompareRow {
  key: string;
  group: CompareGroup;
  label: string;
  values: string[];
  /** the values are not all the same (only meaningful with two vehicles or more) */
  differs: boolean;
}

/** Shown where a vehicle has no value for a row. */
const NO_VALUE = '—';
export const HAS_FEATURE = 'Yes';

type Field = { key: string; group: CompareGroup; label: string; value: (v: PublicVehicle) => string };

const text = (s: string | null | undefined) => (s && s.trim() ? s.trim() : NO_VALUE);

const FIELDS: Field[] = [
  { key: 'price', group: 'Overview', label: 'Price', value: (v) => formatPrice(v.price) },
  {
    key: 'priceRating',
    group: 'Overview',
    label: 'Price guidance',
    value: (v) => (v.priceRating ? PRICE_RATING_LABELS[v.priceRating] : 'Not rated yet'),
  },
  { key: 'year', group: 'Overview', label: 'Year', value: (v) => String(v.year) },
  { key: 'mileage', group: 'Overview', label: 'Mileage', value: (v) => formatMileage(v.mileage) },
  { key: 'condition', group: 'Overview', label: 'Condition', value: (v) => conditionLabel(v.condition) },
  { key: 'location', group: 'Overview', label: 'Location', value: (v) => text(v.location) },
  { key: 'make', group: 'Specifications', label: 'Make', value: (v) => text(v.make) },
  { key: 'model', group: 'Specifications', label: 'Model', value: (v) => text(v.model) },
  { key: 'trim', group: 'Specifications', label: 'Trim', value: (v) => text(v.trim) },
  { key: 'bodyType', group: 'Specifications', label: 'Body type', value: (v) => text(storedLabel(v.bodyType)) },
  { key: 'fuelType', group: 'Specifications', label: 'Fuel type', value: (v) => text(storedLabel(v.fuelType)) },
  { key: 'transmission', group: 'Specifications', label: 'Transmission', value: (v) => text(storedLabel(v.transmission)) },
  { key: 'drivetrain', group: 'Specifications', label: 'Drivetrain', value: (v) => text(storedLabel(v.drivetrain)) },
  { key: 'exteriorColor', group: 'Specifications', label: 'Exterior color', value: (v) => text(v.exteriorColor && colorLabel(v.exteriorColor, v.exteriorColorName)) },
  { key: 'interiorColor', group: 'Specifications', label: 'Interior color', value: (v) => text(v.interiorColor) },
];

/** Feature names compared without case or surrounding spaces ('Heated seats' = 'heated Seats '). */
const featureKey = (feature: string) => feature.trim().toLowerCase();

const differs = (values: readonly string[]) => values.length > 1 && values.some((v) => v !== values[0]);

/**
 * The compare table's rows for `vehicles` (in column order): price, price guidance, year, mileage
 * and the other facts, every specification, then one row per feature any of them has (in the order
 * first met), 'Yes' or '—' per vehicle.
 */
export function compareRows(vehicles: readonly PublicVehicle[]): CompareRow[] {
  const rows: CompareRow[] = FIELDS.map((f) => {
    const values = vehicles.map(f.value);
    return { key: f.key, group: f.group, label: f.label, values, differs: differs(values) };
  });
  const features = new Map<string, string>();
  for (const v of vehicles) {
    for (const f of v.features ?? []) if (f.trim() && !features.has(featureKey(f))) features.set(featureKey(f), f.trim());
  }
  for (const [key, label] of features) {
    const values = vehicles.map((v) => ((v.features ?? []).some((f) => featureKey(f) === key) ? HAS_FEATURE : NO_VALUE));
    rows.push({ key: `feature:${key}`, group: 'Features', label, values, differs: differs(values) });
  }
  return rows;
}
