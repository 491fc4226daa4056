import {
  FILTER_BODY_TYPES, FILTER_COLORS, FILTER_CONDITIONS, FILTER_DRIVETRAINS, FILTER_FUEL_TYPES, FILTER_MAKES,
  FILTER_TRANSMISSIONS,
} from '@rl/contracts';
import { storedLabel } from '@rl/web-kit/vehicles';

export interface Option {
  value: string;
  label: string;
}

const labels = (list: readonly string[]): Option[] => list.map((v) => ({ value: v, label: v }));

/**
 * The filter-panel readings of spec §3 (the API takes these labels). The make selects offer the vehicle
 * catalog's makes (useMakeOptions); this short list stands in until it answers.
 */
export const MAKE_OPTIONS = labels(FILTER_MAKES);
export const CONDITION_OPTIONS = labels(Object.keys(FILTER_CONDITIONS));
export const BODY_TYPE_OPTIONS = labels(Object.keys(FILTER_BODY_TYPES));
export const FUEL_TYPE_OPTIONS = labels(Object.keys(FILTER_FUEL_TYPES));
export const TRANSMISSION_OPTIONS = labels(Object.keys(FILTER_TRANSMISSIONS));
export const DRIVETRAIN_OPTIONS = labels(Object.keys(FILTER_DRIVETRAINS));
export const COLOR_OPTIONS = labels(FILTER_COLORS);
export const RADIUS_OPTIONS = [10, 25, 50, 100, 250, 500];

/**
 * The select value for a URL value: the option it names (any case, either reading), or the value
 * itself, which `withCurrent` then adds as an extra option (a link can say make=Mercedes or bodyType=suv).
 */
export function optionValue(options: Option[], value: string | undefined): string {
  if (!value) return 'any';
  return options.find((o) => o.value.toLowerCase() === value.toLowerCase())?.value ?? value;
}

export function withCurrent(options: Option[], value: string | undefined): Option[] {
  if (!value || options.some((o) => o.value.toLowerCase() === value.toLowerCase())) return options;
  return [...options, { value, label: storedLabel(value) || value }];
}
