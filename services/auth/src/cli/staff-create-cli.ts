// In a container: node dist/cli/staff-create-cli.js --email E --password P [--role associate|moderator|admin] [--totp-secret BASE32]
// (uses DATABASE_URL, DB_SCHEMA; the role defaults to admin).
import { parseArgs } from 'node:util';
import { createStaff } from './staff-create.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'admin' }, 'totp-secret': { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL;
if (!values.email || !values.password || !databaseUrl) {
  console.error('Usage: DATABASE_URL=postgres://... node dist/cli/staff-create-cli.js --email E --password P [--role associate|moderator|admin] [--totp-secret BASE32]');
  process.exit(2);
}
try {
  const res = await createStaff({ databaseUrl, schema: process.env.DB_SCHEMA ?? 'auth', email: values.email, password: values.password, role: values.role as never, totpSecret: values['totp-secret'] });
  console.log(`${res.created ? 'Created' : 'Updated'} ${res.role} ${res.email}`);
} catch (err) {
  console.error(`staff:create failed: ${(err as Error).message}`);
  process.exit(1);
}
