import routeRemotes from './route-remotes.json';

/**
 * The remote that serves each remote route of the route table (app/routes.tsx), from route-remotes.json
 * (which index.html's early loader reads too, see web-build's RouteRemoteHintsPlugin). The shell's entry
 * starts the current route's remote at once, beside the shell's own chunks, instead of after the first
 * render asks for it: one round trip chain (manifest, remoteEntry, the routes chunk) less before the
 * screen paints. This module imports nothing shared: the entry may not use shared modules eagerly.
 */
const LOADERS: Record<string, () => Promise<unknown>> = {
  buyer: () => import('buyer/routes'),
  seller: () => import('seller/routes'),
  admin: () => import('admin/routes'),
};

const ROUTES = routeRemotes.routes.map((r) => [new RegExp(r.pattern), r.remote] as const);

/** The remote serving a path, if a remote does. */
export function remoteOfPath(pathname: string): string | undefined {
  return ROUTES.find(([path]) => path.test(pathname))?.[1];
}

export function startRouteRemote(pathname: string): void {
  const remote = remoteOfPath(pathname);
  // a failure is shown where the route renders the remote (RemoteErrorBoundary), not here
  if (remote) LOADERS[remote]?.().catch(() => undefined);
}
