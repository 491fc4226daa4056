import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What `npm start` and `npm test` build, in order. `inputs` are the folders whose changes make a
 * build stale (a web app bundles the shared browser packages, so they count for it).
 */
const node = (dir, extra = []) => ({ dir, kind: 'node', inputs: [join(dir, 'src'), join(dir, 'package.json'), ...extra] });
const web = (dir) => ({
  dir,
  kind: 'web',
  inputs: [join(dir, 'src'), join(dir, 'webpack.config.mjs'), join(dir, 'webpack.config.js'), join(dir, 'package.json'),
    'packages/web-kit/src', 'packages/contracts/src', 'packages/web-build'],
});

// a service's dist/main.js bundles the workspace packages it imports (services/bundle.mjs): their sources count
const bundled = ['packages/contracts/src', 'packages/page-render/src', 'packages/service-kit/src'];
const service = (dir) => node(dir, bundled);

export const WORKSPACES = [
  node('packages/contracts'),
  node('packages/page-render'),
  node('packages/embedded-infra'),
  node('packages/service-kit'),
  node('packages/vehicle-catalog', ['packages/vehicle-catalog/data']),
  service('services/auth'),
  service('services/listings'),
  service('services/moderation'),
  service('services/media'),
  service('services/enrichment'),
  service('services/notifications'),
  service('services/sales'),
  node('gateway'),
  web('mfe-buyer'),
  web('mfe-seller'),
  web('mfe-admin'),
  web('shell'),
].filter((w) => existsSync(join(ROOT, w.dir, 'package.json')));

export const SERVICES = ['auth', 'listings', 'moderation', 'media', 'enrichment', 'notifications', 'sales'];
