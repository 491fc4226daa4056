/** See shell-start-script.js: starts the shell's entry scripts, after the first screen's paint when there is one. */
export function startShell(config: { scripts: readonly string[]; firstScreenId: string; latestMs: number }): void;
