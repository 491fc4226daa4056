import { FIRST_SCREEN } from '@rl/contracts';
import { removeFirstScreen } from '@rl/web-kit';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The server-painted first screen (contracts first-screen.ts) is removed by the screen it stands for; the
 * shell takes it away when the visitor moves on before that, and after FIRST_SCREEN.maxMs in any case (a
 * screen that never rendered, a remote still loading on a very slow line), so it can never hide the app.
 */
export function FirstScreenRelease() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) removeFirstScreen();
  }, [pathname]);
  useEffect(() => {
    const timer = setTimeout(removeFirstScreen, FIRST_SCREEN.maxMs);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
