import { useCallback, useEffect, useState } from 'react';
import { useInterval } from '../../../shared/hooks/useInterval';

/** How long a slide takes to move (the CSS transition); the loop jump waits for it. */
export const SLIDE_TRANSITION_MS = 600;

/** The list three times over: the view always has neighbours on both sides (spec §1: tripled). */
export function tripled<T>(items: readonly T[]): T[] {
  return [...items, ...items, ...items];
}

interface Options {
  count: number;
  /** how many slides show at once */
  visible: number;
  intervalMs: number;
  /** auto-advance on (not paused, no reduced motion) */
  autoplay: boolean;
  /** move without transition (reduced motion) */
  instant: boolean;
}

/**
 * Position in the tripled list, starting at the middle copy. Moving past the middle copy lets the
 * transition finish on the identical slide of the next copy, then jumps back by one copy without
 * transition: the loop never rewinds visibly.
 */
export function useLoopingCarousel({ count, visible, intervalMs, autoplay, instant }: Options) {
  const [position, setPosition] = useState(count);
  const [animating, setAnimating] = useState(false);
  const max = 3 * count - visible;

  const move = useCallback(
    (step: 1 | -1) => {
      setAnimating(!instant);
      setPosition((p) => Math.min(max, Math.max(0, p + step)));
    },
    [instant, max],
  );
  const next = useCallback(() => move(1), [move]);
  const previous = useCallback(() => move(-1), [move]);

  // Out of the middle copy: come back to the same slide there once the slide has moved.
  useEffect(() => {
    if (position >= count && position < 2 * count) return;
    const jump = () => {
      setAnimating(false);
      setPosition((p) => (p >= 2 * count ? p - count : p < count ? p + count : p));
    };
    if (instant || !animating) {
      jump();
      return;
    }
    const id = window.setTimeout(jump, SLIDE_TRANSITION_MS);
    return () => window.clearTimeout(id);
  }, [position, count, instant, animating]);

  useInterval(next, intervalMs, autoplay && count > 1);

  /** index (0..count-1) of the first slide in view */
  const current = ((position % count) + count) % count;
  return { position, animating, current, next, previous };
}
