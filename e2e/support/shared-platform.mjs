// One started platform for several browser files of the same kind (gateway, replica count, no extra options),
// one file after the other: `npm test` starts it (scripts/test.mjs), runs those files in one jest run with its
// description in E2E_SHARED_PLATFORM, and stops it afterwards. startE2EPlatform (platform.ts) answers it to
// every file of that run that asks for a platform of that kind; a platform of any other kind or options is
// started as before. Starting a platform (eight Node processes loading their bundles, the gateway) took
// 25-45 s of a two-core machine; the files' data do not collide (each makes its own accounts and listings, and
// reads the counts it checks before it changes them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startOwnE2EPlatform } from './e2e-platform.mjs';

const SHARED_PLATFORM_ENV = 'E2E_SHARED_PLATFORM';

/** A platform's kind: 'node-1', 'nginx-2', ... */
export const platformKind = (gateway, replicas) => `${gateway}-${replicas}`;

/**
 * Starts a platform of that kind to share. Answers the environment of the jest run that shares it and
 * dispose(), which stops it.
 */
export async function startSharedE2EPlatform(gateway, replicas) {
  const platform = await startOwnE2EPlatform(gateway, replicas);
  const { url, parts, databaseUrl, services, mail, inboundSmtp, mailDomain, replicas: n, secrets, dataDir } = platform;
  const description = { kind: platformKind(gateway, replicas), url, parts, databaseUrl, services, mail, inboundSmtp, mailDomain, replicas: n, secrets, dataDir };
  return { env: { [SHARED_PLATFORM_ENV]: JSON.stringify(description) }, dispose: () => platform.dispose() };
}

/**
 * The shared platform of this jest run when it is of the kind asked for and no options are asked for (the
 * per-address limits or extra environment need a platform of their own); undefined otherwise. Its dispose()
 * leaves it running: the run's owner stops it.
 */
export function sharedE2EPlatform(gateway, replicas, opts = {}) {
  const raw = process.env[SHARED_PLATFORM_ENV];
  if (!raw || opts.limits || Object.keys(opts.env ?? {}).length) return undefined;
  const { kind, ...platform } = JSON.parse(raw);
  if (kind !== platformKind(gateway, replicas)) return undefined;
  return {
    ...platform,
    children: { list: () => JSON.parse(readFileSync(join(platform.dataDir, 'runtime.json'), 'utf8')).children },
    stop: async () => {},
    dispose: async () => {},
  };
}
