import { FIRST_SCREEN } from '@rl/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { use } from 'react';

// the first screens' queries of this page load (one or two)
const asked = new Map<string, Promise<void>>();

/**
 * While the gateway's picture of a screen still covers the page (page-render first-screen.ts), suspends the
 * screen until its first query has an answer (or an error), so the screen's first render already has it.
 * Otherwise the screen renders its loading state, and the answer's arrival, a query cache change,
 * re-renders the whole screen in one blocking task (React renders external store changes synchronously):
 * on a phone that was the longest task of the page's load. A Suspense retry is rendered in slices the
 * browser interleaves with other work, and the visitor sees the picture meanwhile, not a spinner. Without
 * the picture (in-app navigation, a later render) this does nothing: the screen shows its loading state.
 * The screen needs a Suspense boundary above it.
 *
 * Returns whether it asked: the screen's own query then passes `retryOnMount: !asked`, so an error answer
 * is shown as it is instead of being asked for again on mount.
 */
export function useFirstScreenAnswer(queryKey: QueryKey, queryFn: () => Promise<unknown>, enabled = true): boolean {
  const client = useQueryClient();
  const hash = JSON.stringify(queryKey);
  let answer = asked.get(hash);
  if (!answer) {
    if (!enabled || typeof document === 'undefined' || !document.getElementById(FIRST_SCREEN.elementId)) return false;
    const state = client.getQueryState(queryKey);
    if (state && state.status !== 'pending') return false;
    // prefetchQuery never rejects: an error lands in the cache, where the screen shows it
    answer = client.prefetchQuery({ queryKey, queryFn });
    asked.set(hash, answer);
  }
  // Once asked, always `use` the same promise (settled: it returns at once): React replays a suspended
  // component and expects the same calls in the same order.
  use(answer);
  return true;
}
