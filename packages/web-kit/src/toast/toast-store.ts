import { create } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-config';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** ms; the provider's 5000 ms when omitted */
  duration?: number;
}

/** A notice of something that failed or was refused (spec §8's red notices): `{ title, description, variant: 'destructive' }`. */
export function destructiveNotice(title: string, description: string): ToastInput {
  return { title, description, variant: 'destructive' };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  add: (item: ToastItem) => void;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** One store for the whole page: web-kit is a federation singleton, so remotes share it. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  // The newest toast replaces the older one (one at a time).
  add: (item) => set((s) => ({ toasts: [item, ...s.toasts].slice(0, TOAST_LIMIT) })),
  dismiss: (id) => {
    for (const t of get().toasts) {
      if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
        // A closed toast stays mounted (closed) for a long time before it is removed, as in spec §9.
        removalTimers.set(
          t.id,
          setTimeout(() => get().remove(t.id), TOAST_REMOVE_DELAY_MS),
        );
      }
    }
    set((s) => ({ toasts: s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) }));
  },
  remove: (id) => {
    clearTimeout(removalTimers.get(id));
    removalTimers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

let counter = 0;

/** Shows a notice. Returns its id and a way to close it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  useToastStore.getState().add({ variant: 'default', ...input, id, open: true });
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}
