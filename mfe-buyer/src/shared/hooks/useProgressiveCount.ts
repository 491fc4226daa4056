import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once, then `step` more per task until all are in.
 * A page of 30 vehicle cards rendered in one go is a main-thread task of several hundred milliseconds on
 * a phone; in steps of a few cards, each rendered as a transition, the page stays responsive (and the
 * first screen paints sooner).
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return undefined;
    // a transition: React renders the next cards in slices the browser can interleave with input
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
