import { startOwnE2EPlatform, type E2EPlatform, type E2EPlatformOptions } from './e2e-platform.mjs';
import { sharedE2EPlatform } from './shared-platform.mjs';

export type { E2EPlatform } from './e2e-platform.mjs';

/**
 * How long starting a platform (build check, migrations, demo seeding when there is no seeded template) may
 * take: a limit, not a wait. On a busy two-core machine seeding alone took over five minutes.
 */
export const PLATFORM_START_MS = 600_000;

/**
 * The whole platform as `npm start` runs it, on a free port with throwaway data (e2e-platform.mjs): the jest
 * run's shared platform when `npm test` started one of this kind for it (shared-platform.mjs; its dispose()
 * leaves it running), else one of the file's own, a copy of the run's seeded template, disposed of by the file.
 */
export async function startE2EPlatform(
  gateway: 'node' | 'nginx' = 'node',
  replicas = 1,
  opts: E2EPlatformOptions = {},
): Promise<E2EPlatform> {
  return sharedE2EPlatform(gateway, replicas, opts) ?? startOwnE2EPlatform(gateway, replicas, opts);
}
