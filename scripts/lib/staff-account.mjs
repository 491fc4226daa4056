// The work of `npm run staff:create` and `npm run admin:create`: creates a member of staff (or gives an
// existing account the role), against DATABASE_URL when set, otherwise against the embedded database
// (the running platform's, or the data directory's when the platform is stopped).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from '../build.mjs';
import { localSecrets } from './secrets.mjs';
import { ROOT } from './workspaces.mjs';

export async function createStaffAccount({ email, password, role, totpSecret }) {
  build({ quiet: true, only: ['packages/contracts', 'packages/embedded-infra', 'packages/service-kit', 'services/auth'] });
  const { createStaff } = await import('../../services/auth/dist/cli/staff-create.js');

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
    // the key that seals TOTP secrets: the environment's, else the one the launcher keeps beside the data
    const { TOTP_ENCRYPTION_KEY: totpKey } = localSecrets(dataDir);
    const totpOldKeys = (process.env.TOTP_ENCRYPTION_OLD_KEYS ?? '').split(',').map((k) => k.trim()).filter(Boolean);
    const res = await createStaff({ databaseUrl, schema: process.env.AUTH_DB_SCHEMA ?? 'auth', totpKey, totpOldKeys, email, password, role, totpSecret });
    console.log(`${res.created ? 'Created' : 'Updated'} ${res.role} ${res.email}${totpSecret ? ' (two-factor sign-in on, with the TOTP secret given)' : ''}`);
  } catch (err) {
    console.error(`${role === 'admin' ? 'admin' : 'staff'}:create failed: ${err.message}`);
    process.exitCode = 1;
  } finally {
    await stopEmbedded();
  }
}

function isAlive(pid) {
  try { process.kill(pid, 0); return true; } catch { return false; }
}
