import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * Stand-in for a remote module that could not be loaded: every export is a screen saying the
 * section is unavailable, so any route of that remote degrades the same way.
 */
export function createUnavailableModule(remote: string): Record<string, unknown> {
  function Unavailable() {
    return <RemoteUnavailable remote={remote} />;
  }
  const base: Record<string | symbol, unknown> = { __esModule: true };
  return new Proxy(base, {
    get(target, key) {
      if (key in target) return target[key];
      // Not a thenable, not a default-export wrapper: only named route elements.
      if (typeof key === 'symbol' || key === 'then' || key === 'default') return undefined;
      return Unavailable;
    },
  });
}
