import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const nodeModules = fileURLToPath(new URL('../../../../node_modules/', import.meta.url));

/** The file a package's `exports[subpath]` gives a browser ESM import (the `import` condition). */
function browserEntry(pkg, subpath) {
  const manifest = JSON.parse(readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf8'));
  const target = manifest.exports?.[subpath]?.import;
  const file = typeof target === 'string' ? target : target?.default;
  if (!file) throw new Error(`${pkg}: no "import" entry for ${subpath} in package.json exports`);
  return path.join(nodeModules, pkg, file);
}

/** Names react-router exports that the shell's client API leaves out (server and framework mode). */
export const CLIENT_ROUTER_OMITTED = [
  // server rendering, sessions and cookies (Node/edge only)
  'createCookie', 'createCookieSessionStorage', 'createMemorySessionStorage', 'createRequestHandler', 'createSession',
  'createSessionStorage', 'isCookie', 'isSession', 'ServerRouter', 'StaticRouter', 'StaticRouterProvider',
  'createStaticHandler', 'createStaticRouter', 'unstable_RSCStaticRouter', 'unstable_routeRSCServerRequest',
  'unstable_setDevServerHooks', 'UNSAFE_RSCDefaultRootErrorBoundary', 'UNSAFE_ServerMode',
  // test helper for framework route modules
  'createRoutesStub',
  // framework mode (the React Router Vite plugin: document components, hydration, single fetch)
  'Links', 'Meta', 'Scripts', 'PrefetchPageLinks', 'HydratedRouter', 'UNSAFE_decodeViaTurboStream',
  'UNSAFE_getTurboStreamSingleFetchDataStrategy', 'UNSAFE_SingleFetchRedirectSymbol', 'UNSAFE_getHydrationData',
  'UNSAFE_createClientRoutes', 'UNSAFE_createClientRoutesWithHMRRevalidationOptOut', 'UNSAFE_shouldHydrateRouteLoader',
  'UNSAFE_useFogOFWarDiscovery', 'UNSAFE_getPatchRoutesOnNavigationFunction', 'UNSAFE_FrameworkContext',
  'UNSAFE_RemixErrorBoundary', 'UNSAFE_hydrationRouteProperties',
];

/**
 * Host only: provide `react-router` and `react-router-dom` from the client facades of this folder.
 * A shared module cannot be tree-shaken (webpack cannot know what the remotes use), so the full
 * package ships its server and framework-mode code to every visitor (61 KB gzip); the facades keep
 * the whole browser API (about 36 KB). Same share keys, versions and singletons: the remotes consume
 * them unchanged. Returns the `shared` entries to merge and the resolve aliases the facades need.
 * @param {Record<string, object>} shared from sharedDependencies()
 */
export function clientRouterSharing(shared) {
  const here = (file) => fileURLToPath(new URL(file, import.meta.url));
  // Bare requests (resolved by alias), not file paths: a path would be provided through an include
  // that also lands in html-webpack-plugin's template compilation and breaks it.
  return {
    shared: {
      ...shared,
      'react-router': { ...shared['react-router'], import: '@rl/react-router-client' },
      'react-router-dom': { ...shared['react-router-dom'], import: '@rl/react-router-dom-client' },
    },
    alias: {
      '@rl/react-router-client$': here('./react-router.js'),
      '@rl/react-router-dom-client$': here('./react-router-dom.js'),
      '@rl/react-router-full$': browserEntry('react-router', '.'),
      '@rl/react-router-dom-export$': browserEntry('react-router', './dom'),
    },
  };
}
