// `npm run backup [-- --type full|diff|incr]`: a pgBackRest backup of the PostgreSQL server of DATABASE_URL
// (local real-PostgreSQL topology), verified after it is taken; without --type, full on Sundays and
// differential on the other days. The server must archive its WAL with pgBackRest (the script prints the
// settings when it does not). Repository: PGBACKREST_REPO1_PATH (default /var/lib/pgbackrest), stanza
// PGBACKREST_STANZA (default main). See docs/OPERATIONS.md, "Backups".
import { parseArgs } from 'node:util';
import { describeServer } from '../ops/backup/local-server.mjs';
import { backupAndVerify, scheduledType } from '../ops/backup/pgbackrest.mjs';

const { values } = parseArgs({ options: { type: { type: 'string' } } });
const type = values.type ?? scheduledType();
if (!['full', 'diff', 'incr'].includes(type)) {
  console.error('Usage: npm run backup [-- --type full|diff|incr]');
  process.exit(2);
}
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('npm run backup needs DATABASE_URL (a real PostgreSQL server on this machine; the embedded database has no WAL to archive)');
  process.exit(2);
}
const server = await describeServer(url);
if (!server.archiving) {
  console.error(`The server does not archive its WAL with pgBackRest. As a superuser, run:\n  ${server.settings.join('\n  ')}\nthen restart PostgreSQL (archive_mode needs it) and run npm run backup again.`);
  process.exit(1);
}
try {
  const r = await backupAndVerify({ type, env: server.env, log: (m) => console.log(m) });
  console.log(`${r.backup.type} backup ${r.backup.label} taken in ${(r.backupMs / 1000).toFixed(1)} s and verified in ${(r.verifyMs / 1000).toFixed(1)} s (${Math.round(r.backup.bytes / 1048576)} MB of data, ${Math.round(r.backup.repoBytes / 1048576)} MB stored)`);
  console.log(`restorable from ${r.stanza.archive?.[0]?.min ?? '?'} (oldest WAL) to now: npm run restore -- --to '<time>' --pg-path <empty directory>`);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
