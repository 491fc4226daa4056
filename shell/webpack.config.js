import { fileURLToPath } from 'node:url';
import { createAppConfig, hostFederation, remoteUrlsFromEnv } from '@rl/web-build';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/** The host: mounts the remotes' routes, loaded at run time from their manifests. */
export default (_env, argv) =>
  createAppConfig({
    appDir,
    kind: 'host',
    mode: argv.mode === 'development' ? 'development' : 'production',
    title: 'Remote Listings | Premium Used Vehicle Marketplace',
    federation: hostFederation({
      name: 'shell',
      remotes: remoteUrlsFromEnv(['buyer', 'seller', 'admin']),
      runtimePlugins: [fileURLToPath(new URL('./src/remotes/remote-fallback-plugin.ts', import.meta.url))],
    }),
  });
