/**
 * The visitor's saved vehicles (spec §3): a JSON list of vehicle ids in the browser's local storage
 * under `savedVehicles`. Read-only here: the buyer screens own saving and unsaving.
 */
export const SAVED_VEHICLES_KEY = 'savedVehicles';

export function readSavedVehicleIds(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number[] {
  let raw: string | null;
  try {
    raw = storage?.getItem(SAVED_VEHICLES_KEY) ?? null;
  } catch {
    return []; // storage disabled (privacy mode)
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed
    .map((v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)];
}
