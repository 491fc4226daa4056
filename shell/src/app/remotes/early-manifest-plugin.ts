import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import routeRemotes from './route-remotes.json';

type EarlyManifests = Record<string, Promise<Response> | undefined>;

/**
 * Federation runtime plugin: the remote manifest that index.html's route hints script (web-build's
 * RouteRemoteHintsPlugin) already asked for is used instead of a second request. Each early answer
 * serves once; a failed one lets the runtime fetch as usual (and report the failure as usual).
 */
export default function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rl-early-manifest',
    fetch(url) {
      const early = (window as unknown as Record<string, EarlyManifests | undefined>)[routeRemotes.manifestsGlobal];
      const key = new URL(url, window.location.href).href;
      const answer = early?.[key];
      if (!answer) return undefined;
      delete early[key];
      // a failed early request resolves to nothing, which the runtime's hook takes as "no answer": it fetches for itself
      return answer.catch(() => undefined) as Promise<Response>;
    },
  };
}
