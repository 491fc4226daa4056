import { useEffect, useState, type RefObject } from 'react';

interface Options {
  /** share of the element that must be visible (0..1) */
  threshold?: number;
  /** grows the viewport for the test, e.g. '400px 0px' to start before the element shows */
  rootMargin?: string;
}

/**
 * Becomes true the first time the element comes into view and stays true. Without
 * IntersectionObserver (old browsers, jsdom) it is true at once: content never stays hidden.
 */
export function useInView(ref: RefObject<Element | null>, { threshold = 0, rootMargin = '0px' }: Options = {}): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (inView || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, inView, threshold, rootMargin]);
  return inView;
}
