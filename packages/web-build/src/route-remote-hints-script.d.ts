/** See route-remote-hints-script.js: the route hints that run in the page before the shell's scripts. */
export function routeRemoteHints(config: {
  routes: readonly { pattern: string; remote: string }[];
  remotes: Record<string, string>;
  [setting: string]: unknown;
}): void;
