// `npm run admin:create -- --email E --password P`: creates or promotes an admin account, against
// DATABASE_URL when set, otherwise against the embedded database (running or not).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from './build.mjs';
import { ROOT } from './lib/workspaces.mjs';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('Usage: npm run admin:create -- --email admin@example.com --password <at least 6 characters>');
  process.exit(2);
}
build({ quiet: true, only: ['packages/contracts', 'packages/embedded-infra', 'packages/service-kit', 'services/auth'] });
const { createAdmin } = await import('../services/auth/dist/cli/admin-create.js');

const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
let databaseUrl = process.env.DATABASE_URL;
let stopEmbedded = async () => {};
if (!databaseUrl) {
  const runtimeFile = join(dataDir, 'runtime.json');
  const runtime = existsSync(runtimeFile) ? JSON.parse(readFileSync(runtimeFile, 'utf8')) : undefined;
  if (runtime && isAlive(runtime.pid)) {
    databaseUrl = runtime.databaseUrl; // the platform is running: use its embedded server
  } else {
    const { startEmbeddedPostgres } = await import('@rl/embedded-infra');
    const pg = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg') });
    databaseUrl = pg.url;
    stopEmbedded = () => pg.stop();
  }
}
try {
  const res = await createAdmin({ databaseUrl, schema: process.env.AUTH_DB_SCHEMA ?? 'auth', email: values.email, password: values.password });
  console.log(`${res.created ? 'Created' : 'Promoted'} admin ${res.email}`);
} catch (err) {
  console.error(`admin:create failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  await stopEmbedded();
}

function isAlive(pid) {
  try { process.kill(pid, 0); return true; } catch { return false; }
}
