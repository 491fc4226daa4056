import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec §2: the page scrolls to top on every route change. Keyboard and screen-reader users also
 * start over: focus moves to the main content (not on the first load, where the browser starts at
 * the top of the document and the skip link comes first).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
