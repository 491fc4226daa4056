import { useEffect, useRef, useState } from 'react';

/** The rendered width of an element, following resizes (`fallback` until measured, and where nothing can measure). */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    // no measurement now: the observer reports the first size once the browser has laid the page out,
    // where measuring here would force that layout in the middle of the page's first render
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
