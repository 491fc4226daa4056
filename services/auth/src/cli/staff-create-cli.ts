// In a container: node dist/cli/staff-create-cli.js --email E --password P [--role associate|moderator|admin] [--totp-secret BASE32]
// (uses DATABASE_URL, DB_SCHEMA and auth's TOTP_ENCRYPTION_KEY / TOTP_ENCRYPTION_OLD_KEYS; the role defaults to admin).
import { parseArgs } from 'node:util';
import { createStaff } from './staff-create.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'admin' }, 'totp-secret': { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL;
const totpKey = process.env.TOTP_ENCRYPTION_KEY;
if (!values.email || !values.password || !databaseUrl || !totpKey) {
  console.error('Usage: DATABASE_URL=postgres://... TOTP_ENCRYPTION_KEY=... node dist/cli/staff-create-cli.js --email E --password P [--role associate|moderator|admin] [--totp-secret BASE32]');
  process.exit(2);
}
const totpOldKeys = (process.env.TOTP_ENCRYPTION_OLD_KEYS ?? '').split(',').map((k) => k.trim()).filter(Boolean);
try {
  const res = await createStaff({ databaseUrl, schema: process.env.DB_SCHEMA ?? 'auth', totpKey, totpOldKeys, email: values.email, password: values.password, role: values.role as never, totpSecret: values['totp-secret'] });
  console.log(`${res.created ? 'Created' : 'Updated'} ${res.role} ${res.email}`);
} catch (err) {
  console.error(`staff:create failed: ${(err as Error).message}`);
  process.exit(1);
}
