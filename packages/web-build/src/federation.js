import { fileURLToPath } from 'node:url';
import { sharedDependencies } from './shared-dependencies.js';

/** Container names are globals in the page: prefix them so `admin` cannot clash with anything. */
export const containerName = (app) => `rl_${app}`;

/** A remote's entry script, beside its manifest. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Same-origin manifest URL the gateway serves each remote from. */
export const defaultRemoteUrl = (app) => `/mfe/${app}/mf-manifest.json`;

const common = {
  shared: sharedDependencies(),
  // 'version-first' would fetch every remote at start-up and one dead remote would blank the shell.
  shareStrategy: 'loaded-first',
  dts: false,
  manifest: { fileName: 'mf-manifest.json' },
  // Browser only: leaves the Node loading paths out of the federation runtime.
  experiments: { optimization: { target: 'web' } },
};

/**
 * Federation options of the host: a function of the remote URLs, so a deployment can point a
 * remote elsewhere without touching code. `remotes` maps the import alias (`buyer/routes`) to a
 * manifest URL.
 * @param {{ name: string, remotes: Record<string, string>, runtimePlugins?: string[] }} options
 */
export function hostFederation({ name, remotes, runtimePlugins = [] }) {
  return {
    ...common,
    name: containerName(name),
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([alias, url]) => [alias, `${containerName(alias)}@${url}`]),
    ),
    runtimePlugins: runtimePlugins.map((p) => (p.startsWith('file:') ? fileURLToPath(p) : p)),
  };
}

/**
 * Federation options of a remote.
 * @param {{ name: string, exposes: Record<string, string> }} options
 */
export function remoteFederation({ name, exposes }) {
  return {
    ...common,
    name: containerName(name),
    filename: REMOTE_ENTRY_FILE,
    exposes,
  };
}

/**
 * Remote URLs for the host: `/mfe/<name>/mf-manifest.json` unless `MFE_<NAME>_URL` overrides it
 * at build time.
 * @param {string[]} apps
 * @param {NodeJS.ProcessEnv} env
 */
export function remoteUrlsFromEnv(apps, env = process.env) {
  return Object.fromEntries(
    apps.map((app) => [app, env[`MFE_${app.toUpperCase()}_URL`] || defaultRemoteUrl(app)]),
  );
}
