import { FIRST_SCREEN } from '@rl/contracts';
import { useEffect } from 'react';

/** Takes the server-painted first screen (page-render first-screen.ts) off the page, if it is still there. */
export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN.elementId)?.remove();
}

/**
 * For a screen the gateway paints a first screen of: once this component has rendered with `ready` (its
 * effect runs after the commit), the picture makes way for it. A screen still loading its data passes
 * `false`, so the visitor keeps seeing the picture instead of a spinner.
 */
export function useFirstScreenDone(ready = true): void {
  useEffect(() => {
    if (ready) removeFirstScreen();
  }, [ready]);
}
