import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The remote a request like `buyer/routes` or `rl_buyer/routes` belongs to. */
export function remoteOfRequest(id: string): string {
  return id.split('/')[0].replace(/^rl_/, '');
}

/**
 * Federation runtime plugin: when a remote cannot be loaded (manifest, entry script or module),
 * answer with a stand-in module instead of an error, so the route shows a message in its area.
 * The route's ErrorBoundary is the second line of defence (render errors, missing exports).
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rl-remote-fallback',
    async errorLoadRemote(args) {
      // A failed manifest fetch ('afterResolve') surfaces again as an 'onLoad' failure; answer there.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = remoteOfRequest(args.id);
      console.error(`[shell] remote "${remote}" could not be loaded`, args.error);
      const { createUnavailableModule } = await import('./unavailable-module');
      const mod = createUnavailableModule(remote);
      // Build-time imports (`import('buyer/routes')`) expect a module factory.
      return args.from === 'build' ? () => mod : mod;
    },
  };
}
