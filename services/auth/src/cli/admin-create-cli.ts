// In a container: node dist/cli/admin-create-cli.js --email E --password P (uses DATABASE_URL, DB_SCHEMA).
import { parseArgs } from 'node:util';
import { createAdmin } from './admin-create.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL;
if (!values.email || !values.password || !databaseUrl) {
  console.error('Usage: DATABASE_URL=postgres://... node dist/cli/admin-create-cli.js --email E --password P');
  process.exit(2);
}
try {
  const res = await createAdmin({ databaseUrl, schema: process.env.DB_SCHEMA ?? 'auth', email: values.email, password: values.password });
  console.log(`${res.created ? 'Created' : 'Promoted'} admin ${res.email}`);
} catch (err) {
  console.error(`admin:create failed: ${(err as Error).message}`);
  process.exit(1);
}
