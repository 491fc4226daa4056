// `npm run staff:create -- --email E --password P --role associate|moderator|admin`: creates a member of
// staff or gives an existing account that role (see lib/staff-account.mjs).
import { parseArgs } from 'node:util';
import { createStaffAccount } from './lib/staff-account.mjs';

const ROLES = ['associate', 'moderator', 'admin'];
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } } });
if (!values.email || !values.password || !ROLES.includes(values.role ?? '')) {
  console.error(`Usage: npm run staff:create -- --email E --password <at least 6 characters> --role ${ROLES.join('|')}`);
  process.exit(2);
}
await createStaffAccount({ email: values.email, password: values.password, role: values.role });
