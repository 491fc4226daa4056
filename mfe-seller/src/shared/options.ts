import {
  BODY_TYPES, COLOR_FAMILIES, CONDITIONS, DRIVETRAINS, FILTER_COLORS, FUEL_TYPES, STORED_LABELS, TRANSMISSIONS, formYears,
} from '@rl/contracts';
import type { Option } from './ui/form-controls';

/**
 * A stored value list (spec §3) as select options with readable labels. Aliases that read the same
 * ('rwd' and 'rear-wheel-drive') are offered once; the current value is always offered.
 */
function storedOptions(values: readonly string[], current = ''): Option[] {
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const value of values) {
    const label = STORED_LABELS[value] ?? value;
    if (seen.has(label) && value !== current) continue;
    if (seen.has(label)) {
      // the current value is an alias: show it instead of the first spelling
      const i = options.findIndex((o) => o.label === label);
      options[i] = { value, label };
      continue;
    }
    seen.add(label);
    options.push({ value, label });
  }
  if (current && !values.includes(current)) options.push({ value: current, label: STORED_LABELS[current] ?? current });
  return options;
}

export const conditionOptions = (current: string) => storedOptions(CONDITIONS, current);
export const bodyTypeOptions = (current: string) => storedOptions(BODY_TYPES, current);
export const fuelTypeOptions = (current: string) => storedOptions(FUEL_TYPES, current);
export const transmissionOptions = (current: string) => storedOptions(TRANSMISSIONS, current);
export const drivetrainOptions = (current: string) => storedOptions(DRIVETRAINS, current);
/** The search's colour families: the exterior colour buyers filter by. */
export const colorFamilyOptions = (current: string) => storedOptions(COLOR_FAMILIES, current);

/** Spec §3: next calendar year down to 1990. */
export function yearOptions(current: string, now = new Date()): Option[] {
  const years = formYears(now).map(String);
  if (current && !years.includes(current)) years.unshift(current);
  return years.map((y) => ({ value: y, label: y }));
}

/** Plain names (makes, models, trims) as options, with the current value kept when the list lacks it. */
export function nameOptions(names: readonly string[], current = ''): Option[] {
  const list = current && !names.includes(current) ? [current, ...names] : names;
  return list.map((n) => ({ value: n, label: n }));
}

/** Interior colours offered while typing (free text). */
export const COLOR_SUGGESTIONS: readonly string[] = [...FILTER_COLORS.filter((c) => c !== 'Other'), 'Tan', 'Navy', 'Burgundy', 'Gold', 'Orange', 'Yellow'];
