import { PRESET_FEATURES } from '@rl/contracts';

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Adds a typed entry (custom feature, service record) to a list: blank entries and duplicates
 * (ignoring case) are ignored, in which case the same list is returned. A typed preset feature name
 * takes the preset's spelling.
 */
export function addEntry(list: readonly string[], raw: string, presets: readonly string[] = []): readonly string[] {
  const entry = raw.trim().replace(/\s+/g, ' ');
  if (!entry) return list;
  if (list.some((x) => same(x, entry))) return list;
  const preset = presets.find((p) => same(p, entry));
  return [...list, preset ?? entry];
}

export const addFeature = (list: readonly string[], raw: string) => addEntry(list, raw, PRESET_FEATURES);

export const isPresetFeature = (name: string) => (PRESET_FEATURES as readonly string[]).includes(name);

export const toggleEntry = (list: readonly string[], entry: string) =>
  list.includes(entry) ? list.filter((x) => x !== entry) : [...list, entry];

/** Spec §7: generated spec values are lowercased with spaces turned to hyphens before use. */
export const toStoredValue = (v: string) => v.trim().toLowerCase().replace(/\s+/g, '-');
