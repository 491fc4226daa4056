import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets for a local run: taken from the environment when set, otherwise generated once and kept
 * in <dataDir>/secrets.json (mode 600) so sessions and second factors survive a restart.
 */
export function localSecrets(dataDir, env = process.env) {
  const file = join(dataDir, 'secrets.json');
  let saved = {};
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8'));
  const pick = (name) => env[name] ?? saved[name] ?? randomBytes(32).toString('base64url');
  // TOTP_ENCRYPTION_KEY: 32 random bytes (base64url) that seal auth's TOTP secrets; losing it loses every
  // enrolment, so it is kept here with the data it opens
  const secrets = { IDENTITY_SECRET: pick('IDENTITY_SECRET'), SESSION_SECRET: pick('SESSION_SECRET'), TOTP_ENCRYPTION_KEY: pick('TOTP_ENCRYPTION_KEY') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...saved, ...secrets }, null, 2), { mode: 0o600 });
  return secrets;
}
