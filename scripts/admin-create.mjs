// `npm run admin:create -- --email E --password P [--totp-secret BASE32]`: creates an admin account or makes an existing one admin
// (see lib/staff-account.mjs; `npm run staff:create` does the same for every staff role).
import { parseArgs } from 'node:util';
import { createStaffAccount } from './lib/staff-account.mjs';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, 'totp-secret': { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('Usage: npm run admin:create -- --email admin@example.com --password <at least 6 characters> [--totp-secret <base32>]');
  process.exit(2);
}
await createStaffAccount({ email: values.email, password: values.password, totpSecret: values['totp-secret'], role: 'admin' });
