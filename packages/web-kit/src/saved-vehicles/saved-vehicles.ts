import { useSyncExternalStore } from 'react';

/**
 * Saved vehicles (spec §3): a JSON list of vehicle ids in the browser's local storage. Shared by the
 * buyer screens, the seller dashboard and the signed-in home, so every reader agrees on the key, the
 * format and the change notifications. For a signed-in user the list is also kept on the server
 * (server-sync.ts); this file stays local-only.
 */
export const SAVED_VEHICLES_KEY = 'savedVehicles';

/** Notices of spec §8 for saving and un-saving (title, description). */
export const SAVED_VEHICLE_NOTICES = {
  saved: { title: 'Vehicle saved!', description: 'Access your saved vehicles from your dashboard.' },
  removed: { title: 'Vehicle removed from saved', description: 'You can find it again in search results.' },
} as const;

/** Same-page change event (the `storage` event only reaches other tabs). */
const CHANGE_EVENT = 'rl:saved-vehicles';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage disabled (privacy mode, sandboxed frame)
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(SAVED_VEHICLES_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Ids from a stored value: positive whole numbers (numbers or digit strings), first occurrence kept. */
export function parseSavedVehicleIds(raw: string | null): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    const n = typeof item === 'number' ? item : typeof item === 'string' && /^\d{1,10}$/.test(item.trim()) ? Number(item) : NaN;
    if (Number.isSafeInteger(n) && n > 0 && !ids.includes(n)) ids.push(n);
  }
  return ids;
}

/** The saved ids, most recently saved last. */
export function readSavedVehicleIds(): number[] {
  return parseSavedVehicleIds(readRaw());
}

/** Replaces the saved list and tells this page's readers. */
export function writeSavedVehicleIds(ids: readonly number[]): void {
  const unique = parseSavedVehicleIds(JSON.stringify(ids));
  try {
    storage()?.setItem(SAVED_VEHICLES_KEY, JSON.stringify(unique));
  } catch {
    // quota exceeded or storage disabled: the change lives until the page reloads at most
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

const toId = (id: number | string) => Number(id);

export function isVehicleSaved(id: number | string): boolean {
  return readSavedVehicleIds().includes(toId(id));
}

/** A save or removal the user made (not a clean-up), for keeping a signed-in user's server list in step. */
export interface SavedVehicleEdit {
  id: number;
  saved: boolean;
}
const editListeners = new Set<(edit: SavedVehicleEdit) => void>();

/** Calls `listener` after each save or removal made through saveVehicle, unsaveVehicle or toggleSavedVehicle. */
export function onSavedVehicleEdit(listener: (edit: SavedVehicleEdit) => void): () => void {
  editListeners.add(listener);
  return () => editListeners.delete(listener);
}

function announce(edit: SavedVehicleEdit) {
  for (const listener of editListeners) listener(edit);
}

export function saveVehicle(id: number | string): void {
  const ids = readSavedVehicleIds();
  if (ids.includes(toId(id))) return;
  writeSavedVehicleIds([...ids, toId(id)]);
  announce({ id: toId(id), saved: true });
}

export function unsaveVehicle(id: number | string): void {
  if (!forgetSavedVehicle(id)) return;
  announce({ id: toId(id), saved: false });
}

/**
 * Drops a vehicle from this browser's list only (a listing no longer published): a signed-in user's
 * server list keeps it, so it comes back, with its price-drop alerts, if the listing is published again.
 * Answers whether it was in the list.
 */
export function forgetSavedVehicle(id: number | string): boolean {
  const ids = readSavedVehicleIds();
  if (!ids.includes(toId(id))) return false;
  writeSavedVehicleIds(ids.filter((x) => x !== toId(id)));
  return true;
}

/** Saves or un-saves; answers whether the vehicle is saved afterwards. */
export function toggleSavedVehicle(id: number | string): boolean {
  if (isVehicleSaved(id)) {
    unsaveVehicle(id);
    return false;
  }
  saveVehicle(id);
  return true;
}

/** Calls `listener` when the list changes, in this page or in another tab. */
export function subscribeSavedVehicles(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_VEHICLES_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

// One snapshot per stored text, so React sees a stable array between changes.
let snapshot: { raw: string | null; ids: number[] } = { raw: null, ids: [] };
function getSnapshot(): number[] {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, ids: parseSavedVehicleIds(raw) };
  return snapshot.ids;
}
const EMPTY: number[] = [];
const getServerSnapshot = () => EMPTY;

/** The saved ids, re-rendering on every change (this page or another tab). */
export function useSavedVehicleIds(): number[] {
  return useSyncExternalStore(subscribeSavedVehicles, getSnapshot, getServerSnapshot);
}

/** Whether one vehicle is saved, re-rendering when that changes. */
export function useIsVehicleSaved(id: number | string): boolean {
  const ids = useSavedVehicleIds();
  return ids.includes(toId(id));
}
