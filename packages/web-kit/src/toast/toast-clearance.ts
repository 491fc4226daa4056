import { useEffect, useRef, type RefObject } from 'react';

/**
 * Notices sit at the bottom of the screen, where pages also pin bars (the listing form's sticky Publish
 * bar). A pinned bar registers itself with `useToastClearance`; the toast viewport then stands on top of
 * the tallest registered bar (the CSS variable below), so a notice never covers the button under it.
 * A variable on <html> rather than a store: remotes and the shell may carry their own copy of web-kit.
 */
export const TOAST_CLEARANCE_VAR = '--rl-toast-clearance';

const heights = new Map<object, number>();

function apply() {
  const tallest = Math.max(0, ...heights.values());
  const root = document.documentElement.style;
  if (tallest > 0) root.setProperty(TOAST_CLEARANCE_VAR, `${Math.ceil(tallest)}px`);
  else root.removeProperty(TOAST_CLEARANCE_VAR);
}

/** Keeps notices clear of the element (a bar pinned to the bottom of the screen) while it is mounted. */
export function useToastClearance<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const key = {};
    const measure = () => {
      heights.set(key, el.getBoundingClientRect().height);
      apply();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      heights.delete(key);
      apply();
    };
  }, []);
  return ref;
}
