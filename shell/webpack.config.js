import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  PreloadStartupChunksPlugin,
  RouteRemoteHintsPlugin,
  clientRouterSharing,
  createAppConfig,
  hostFederation,
  remoteUrlsFromEnv,
} from '@rl/web-build';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/** The host: mounts the remotes' routes, loaded at run time from their manifests. */
export default (_env, argv) => {
  const remotes = remoteUrlsFromEnv(['buyer', 'seller', 'admin']);
  const federation = hostFederation({
    name: 'shell',
    remotes,
    runtimePlugins: [
      fileURLToPath(new URL('./src/app/remotes/remote-fallback-plugin.ts', import.meta.url)),
      fileURLToPath(new URL('./src/app/remotes/early-manifest-plugin.ts', import.meta.url)),
    ],
  });
  // The host provides react-router(-dom) without their server and framework-mode code (web-build README).
  const router = clientRouterSharing(federation.shared);
  const config = createAppConfig({
    appDir,
    kind: 'host',
    mode: argv.mode === 'development' ? 'development' : 'production',
    title: 'Remote Listings | Premium Used Vehicle Marketplace',
    federation: { ...federation, shared: router.shared },
  });
  config.resolve.alias = { ...config.resolve.alias, ...router.alias };
  // index.html asks for the first render's chunks at once instead of after main.js has run.
  config.plugins.push(new PreloadStartupChunksPlugin());
  // index.html's start script: the entry scripts and, on a remote's route, the remote (manifest, entry,
  // screen chunk) beside the shell's chunks
  const routeTable = JSON.parse(readFileSync(new URL('./src/app/remotes/route-remotes.json', import.meta.url), 'utf8'));
  config.plugins.push(new RouteRemoteHintsPlugin({ routeTable, remotes }));
  return config;
};
