import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets for a local run: taken from the environment when set, otherwise generated once and kept
 * in <dataDir>/secrets.json (mode 600) so sessions survive a restart.
 */
export function localSecrets(dataDir, env = process.env) {
  const file = join(dataDir, 'secrets.json');
  let saved = {};
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8'));
  const pick = (name) => env[name] ?? saved[name] ?? randomBytes(32).toString('base64url');
  const secrets = { IDENTITY_SECRET: pick('IDENTITY_SECRET'), SESSION_SECRET: pick('SESSION_SECRET') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...saved, ...secrets }, null, 2), { mode: 0o600 });
  return secrets;
}
