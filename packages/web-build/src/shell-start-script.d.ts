/** See shell-start-script.js: starts the shell (preloads, route hints, entry scripts), after the first screen's paint when there is one. */
export function startShell(
  config: { preloads: readonly string[]; scripts: readonly string[]; firstScreenId: string; latestMs: number },
  routeHints: () => void,
): void;
