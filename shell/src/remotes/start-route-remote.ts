/**
 * The remote that serves each remote route of the route table (app/routes.tsx). The shell's entry
 * starts the current route's remote at once, beside the shell's own chunks, instead of after the first
 * render asks for it: one round trip chain (manifest, remoteEntry, the routes chunk) less before the
 * screen paints. This module imports nothing shared: the entry may not use shared modules eagerly.
 */
const ROUTE_REMOTES: ReadonlyArray<readonly [RegExp, () => Promise<unknown>]> = [
  [/^\/(search|compare)\/?$|^\/vehicles?\/[^/]+\/?$/, () => import('buyer/routes')],
  [/^\/(dashboard|create-listing)\/?$|^\/edit-listing\/[^/]+\/?$/, () => import('seller/routes')],
  [/^\/admin\/?$/, () => import('admin/routes')],
];

export function startRouteRemote(pathname: string): void {
  const load = ROUTE_REMOTES.find(([path]) => path.test(pathname))?.[1];
  // a failure is shown where the route renders the remote (RemoteErrorBoundary), not here
  load?.().catch(() => undefined);
}
