import { SITE } from '@rl/web-kit';
import { useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/** What a route puts in `handle`: the title of its screen. */
export interface RouteHandle {
  title?: string;
}

/** The title of the home page (also in index.html). */
export const HOME_TITLE = `${SITE.name} | Premium Used Vehicle Marketplace`;

export const documentTitle = (screen?: string) => (screen ? `${screen} | ${SITE.name}` : HOME_TITLE);

/**
 * Sets document.title from the deepest route's `handle.title` on every route change. A layout
 * effect, so a screen can still refine it in its own effect (a vehicle's name, say).
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title, pathname]);
}
