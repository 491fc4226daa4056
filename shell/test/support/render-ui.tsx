import { createQueryClient } from '@rl/web-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { installFakeIntersectionObserver } from './intersection-observer';

installFakeIntersectionObserver();

/** One component with the shell's providers, at `/` of a memory router (every other path: a marker). */
export function renderUi(ui: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <h1>Navigated away</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

/** window.matchMedia answering `prefers-reduced-motion: reduce` with `reduce`. */
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** Sets window.innerWidth and tells listeners. */
export function resizeWindow(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
