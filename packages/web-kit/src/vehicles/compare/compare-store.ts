import { COMPARE_MAX, type PublicVehicle } from '@rl/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { vehicleName } from '../format';

/** What the compare tray shows of a picked vehicle without asking the server again. */
export interface CompareItem {
  id: number;
  name: string;
  image: string | null;
}

export type CompareAddResult = 'added' | 'already' | 'full';

interface CompareState {
  items: CompareItem[];
  add: (vehicle: CompareVehicle) => CompareAddResult;
  remove: (id: number) => void;
  clear: () => void;
}

export type CompareVehicle = Pick<PublicVehicle, 'id' | 'year' | 'make' | 'model' | 'images'>;

/** Local storage key of the selection (kept across visits on this device). */
export const COMPARE_STORAGE_KEY = 'compareVehicles';

export const COMPARE_NOTICES = {
  full: {
    title: `You can compare up to ${COMPARE_MAX} vehicles`,
    description: 'Remove one from your comparison to add another.',
  },
} as const;

/**
 * The vehicles picked for comparison (at most COMPARE_MAX, in the order picked). One store per page:
 * this module is a federation singleton, so the shell and every remote share it.
 */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (vehicle) => {
        const { items } = get();
        if (items.some((i) => i.id === vehicle.id)) return 'already';
        if (items.length >= COMPARE_MAX) return 'full';
        const item = { id: vehicle.id, name: vehicleName(vehicle), image: vehicle.images[0] ?? null };
        set({ items: [...items, item] });
        return 'added';
      },
      remove: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
      clear: () => set({ items: [] }),
    }),
    {
      name: COMPARE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ items: s.items }),
      // a hand-edited or older value never breaks the page: keep only well-formed items, at most COMPARE_MAX
      merge: (persisted, current) => ({ ...current, items: validItems((persisted as { items?: unknown })?.items) }),
    },
  ),
);

function validItems(value: unknown): CompareItem[] {
  if (!Array.isArray(value)) return [];
  const items: CompareItem[] = [];
  for (const v of value as Partial<CompareItem>[]) {
    if (!v || !Number.isSafeInteger(v.id) || (v.id as number) <= 0 || typeof v.name !== 'string') continue;
    if (items.some((i) => i.id === v.id)) continue;
    items.push({ id: v.id as number, name: v.name, image: typeof v.image === 'string' ? v.image : null });
  }
  return items.slice(0, COMPARE_MAX);
}

// Another tab changed the selection: read it again.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARE_STORAGE_KEY) void useCompareStore.persist.rehydrate();
  });
}

/** Whether one vehicle is picked, re-rendering when that changes. */
export const useIsCompared = (id: number): boolean => useCompareStore((s) => s.items.some((i) => i.id === id));
