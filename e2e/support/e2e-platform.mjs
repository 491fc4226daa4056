// Starting a browser test's platform, in plain JavaScript so that `npm test` (scripts/test.mjs) can start one too:
// the platforms it shares between browser files of the same kind (shared-platform.mjs). The test files use
// startE2EPlatform of platform.ts.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from '../../scripts/lib/platform.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { privateRedisFor } from './private-redis.mjs';
import { adminQuery, databaseUrl, e2eEnv, TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV } from './seeded-template.mjs';

/**
 * The whole platform as `npm start` runs it, on a free port with throwaway data: a copy of the run's seeded
 * template (seeded-template.mjs, the jest globalSetup), or seeded afresh when there is none (a test file run
 * outside the e2e project). With DATABASE_URL set (CI), it gets a database of its own on that server, made
 * from the template database and dropped afterwards.
 */
export async function startOwnE2EPlatform(gateway = 'node', replicas = 1, opts = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `rl-e2e-${gateway}-`));
  const templateDir = process.env[TEMPLATE_DIR_ENV];
  if (templateDir) cpSync(templateDir, dataDir, { recursive: true });
  const env = { ...e2eEnv(dataDir, replicas), ...opts.env };
  if (opts.limits) {
    // the per-address limits on, counted in a Redis of this platform's own (the launcher starts one for more than
    // one replica; one replica counts in memory): on a shared Redis, 127.0.0.1's counts would carry over between runs
    env.RATE_LIMITS = 'on';
    delete env.REDIS_URL;
  }
  const stopRedis = await privateRedisFor(env);
  let dropDb = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `e2e_${randomBytes(4).toString('hex')}`;
    const template = templateDir ? process.env[TEMPLATE_DB_ENV] : undefined;
    await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    env.DATABASE_URL = databaseUrl(process.env.DATABASE_URL, name);
    dropDb = () => adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const platform = await startPlatform({
    env,
    port: await freePort(),
    dataDir,
    gateway,
    onFatal: (err) => console.error(err.message),
  }).catch(async (err) => {
    await dropDb();
    await stopRedis();
    throw err;
  });
  return {
    ...platform,
    async dispose() {
      await platform.stop();
      await dropDb().catch(() => undefined);
      await stopRedis();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
