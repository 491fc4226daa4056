// `npm run staff:create -- --email E --password P --role associate|moderator|admin [--totp-secret BASE32]`: creates a member of
// staff or gives an existing account that role (see lib/staff-account.mjs).
import { parseArgs } from 'node:util';
import { createStaffAccount } from './lib/staff-account.mjs';

const ROLES = ['associate', 'moderator', 'admin'];
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, 'totp-secret': { type: 'string' }, role: { type: 'string' } } });
if (!values.email || !values.password || !ROLES.includes(values.role ?? '')) {
  console.error(`Usage: npm run staff:create -- --email E --password <at least 6 characters> --role ${ROLES.join('|')} [--totp-secret <base32>]`);
  process.exit(2);
}
await createStaffAccount({ email: values.email, password: values.password, totpSecret: values['totp-secret'], role: values.role });
