import { fileURLToPath } from 'node:url';
import { createAppConfig } from './create-app-config.js';
import { remoteFederation } from './federation.js';

/** What every remote exposes to the shell: its route elements. */
export const REMOTE_EXPOSES = { './routes': './src/app/routes.ts' };

/**
 * The whole webpack config of a remote served at `/mfe/<name>/` (its `webpack.config.js` default export).
 * @param {{ name: string, appUrl: URL }} options appUrl: the remote's folder (`new URL('.', import.meta.url)`)
 */
export function remoteWebpackConfig({ name, appUrl }) {
  return (_env, argv) =>
    createAppConfig({
      appDir: fileURLToPath(appUrl),
      kind: 'remote',
      mode: argv.mode === 'development' ? 'development' : 'production',
      federation: remoteFederation({ name, exposes: REMOTE_EXPOSES }),
    });
}
