import { readFileSync } from 'node:fs';

const nodeModules = new URL('../../../node_modules/', import.meta.url);

/** Version a shared package is built against, read from the package that is actually installed. */
function installedVersion(pkg) {
  // Read the file directly: not every package lists ./package.json in its "exports".
  return JSON.parse(readFileSync(new URL(`${pkg}/package.json`, nodeModules), 'utf8')).version;
}

/**
 * Singletons every app shares (ARCHITECTURE.md §5). Subpaths are listed explicitly: without them
 * `react/jsx-runtime` and `react-dom/client` would be bundled once per app.
 * `react-router` is listed beside `react-router-dom` because the latter re-exports it and a second
 * copy would mean a second router context.
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  'styled-components': 'styled-components',
  zustand: 'zustand',
  '@tanstack/react-query': '@tanstack/react-query',
  '@rl/web-kit': '@rl/web-kit',
  // vehicle display and compare: its own shared module, so pages without vehicles never download it
  '@rl/web-kit/vehicles': '@rl/web-kit',
};

export function sharedDependencies() {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, pkg]) => {
      const version = installedVersion(pkg);
      return [request, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}
