import { useToastStore } from '@rl/web-kit';
import { renderInShell } from '@rl/web-kit/testing';
import { useCompareStore } from '@rl/web-kit/vehicles';
import type { ReactElement } from 'react';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { ComparePage, SearchPage, SoldPage, VehicleDetailPage } from '../../src/app/routes';

/** Shows the current URL, so tests can read what the screen wrote into it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const buyerRoutes: RouteObject[] = [
  { path: '/search', element: <><SearchPage /><LocationProbe /></> },
  { path: '/vehicles/:id', element: <><VehicleDetailPage /><LocationProbe /></> },
  { path: '/compare', element: <><ComparePage /><LocationProbe /></> },
  { path: '/sold', element: <><SoldPage /><LocationProbe /></> },
  { path: '*', element: <LocationProbe /> },
];

/** The buyer's routes with the providers the shell gives them, in memory, starting at `path`. */
export function renderAt(path: string, routes: RouteObject[] = buyerRoutes) {
  return renderInShell(createMemoryRouter(routes, { initialEntries: [path] }));
}

/** One element with the providers (no routes). */
export function renderWithProviders(ui: ReactElement) {
  return renderAt('/', [{ path: '*', element: ui }]);
}

/** The current URL as the router sees it ('/search?make=BMW'). */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

export function resetStores(): void {
  useToastStore.setState({ toasts: [] });
  useCompareStore.setState({ items: [] });
  localStorage.clear();
}

/** The toasts on screen (title, description, variant). */
export function toasts() {
  return useToastStore.getState().toasts.map(({ title, description, variant }) => ({ title, description, variant }));
}
