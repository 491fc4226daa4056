import { pageTitle, staticPageAt } from '@rl/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/** What a route puts in `handle`: the title of its screen. */
export interface RouteHandle {
  title?: string;
}

/** `Vehicle Search | Remote Listings`: the same format the gateway prints into the page it serves. */
const documentTitle = pageTitle;

/**
 * True when the gateway filled this page's head (its canonical link names this very path): its title
 * (a vehicle's name, say) is then at least as specific as the route's.
 */
function headFilledByServerFor(pathname: string): boolean {
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return false;
  try {
    return new URL(href, window.location.href).pathname === pathname;
  } catch {
    return false;
  }
}

/**
 * Sets document.title on every route change: the static pages' title from the contracts' STATIC_PAGES
 * (the very table the gateway renders), other screens from the deepest route's `handle.title`. The first
 * page keeps the title the server gave it. A layout effect, so a screen can still refine it in its own
 * effect.
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const staticPage = staticPageAt(pathname);
  const routeTitle = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  const title = staticPage ? staticPage.screen : routeTitle;
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    const keepServerTitle = firstPage.current && headFilledByServerFor(pathname);
    firstPage.current = false;
    if (!keepServerTitle) document.title = documentTitle(title);
  }, [title, pathname]);
}
