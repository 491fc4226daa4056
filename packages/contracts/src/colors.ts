import { FILTER_COLORS } from './value-lists.js';

/**
 * Colour families: the search's colour filter list. A listing's exterior colour is one of them (what the
 * filter finds it by); the manufacturer's name for the paint ("Blu Emozione") is kept beside it.
 */
export const COLOR_FAMILIES = FILTER_COLORS;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

const BY_KEY = new Map<string, ColorFamily>([...COLOR_FAMILIES.map((c) => [c.toLowerCase(), c] as const), ['grey', 'Gray']]);

/** The family a value names (any case, "Grey" = Gray), else null. */
export function colorFamilyOf(value: string): ColorFamily | null {
  return BY_KEY.get(value.trim().toLowerCase()) ?? null;
}

/** How a colour reads: "Blu Emozione (Blue)", or the family alone when there is no manufacturer's name. */
export function colorLabel(family: string, name?: string | null): string {
  const n = name?.trim();
  if (!n || n.toLowerCase() === family.trim().toLowerCase()) return family;
  return family ? `${n} (${family})` : n;
}
