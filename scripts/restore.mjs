// `npm run restore -- --pg-path <dir> [--to '2026-11-28 10:15:00+00'] [--delta]`: restores the pgBackRest
// backup of the stanza (PGBACKREST_STANZA, default main; repository PGBACKREST_REPO1_PATH) into <dir> as the
// database was at --to (default: the end of the archived WAL). <dir> is an empty directory, or with --delta the
// data directory of the stopped server (only what differs is rewritten). Start PostgreSQL on it: it replays the
// WAL up to --to and promotes itself. See docs/OPERATIONS.md, "Restore".
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restore } from '../ops/backup/pgbackrest.mjs';

const { values } = parseArgs({ options: { to: { type: 'string' }, 'pg-path': { type: 'string' }, delta: { type: 'boolean', default: false } } });
const pgPath = values['pg-path'] ?? process.env.PGBACKREST_PG1_PATH;
if (!pgPath) {
  console.error("Usage: npm run restore -- --pg-path <empty directory, or the stopped server's data directory with --delta> [--to '2026-11-28 10:15:00+00'] [--delta]");
  process.exit(2);
}
if (values.to && !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|[+-]\d{2}(:?\d{2})?)?$/.test(values.to)) {
  console.error(`--to: "${values.to}" is not a time (write it as 2026-11-28 10:15:00+00)`);
  process.exit(2);
}
if (existsSync(join(pgPath, 'postmaster.pid'))) {
  console.error(`${pgPath} belongs to a running PostgreSQL (postmaster.pid): stop it first`);
  process.exit(1);
}
try {
  const r = await restore({ to: values.to, pgPath: resolve(pgPath), delta: values.delta, env: { PGBACKREST_STANZA: process.env.PGBACKREST_STANZA ?? 'main' } });
  console.log(`restored into ${pgPath} in ${(r.ms / 1000).toFixed(1)} s; start PostgreSQL on it (pg_ctl -D ${pgPath} start): it replays the WAL ${values.to ? `up to ${values.to}` : 'to the end of the archive'} and promotes itself`);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
