// The PostgreSQL server of the local real-PostgreSQL topology (DATABASE_URL), as pgBackRest needs it: its data
// directory, socket directory and port (pgBackRest reaches PostgreSQL through its socket), and whether its WAL
// is archived by pgBackRest. Used by `npm run backup`.
import pg from 'pg';
import { CONFIG } from './pgbackrest.mjs';

/** { env: PGBACKREST_* for this server, archiving: boolean, settings: what to set when it is not } */
export async function describeServer(databaseUrl, { stanza = process.env.PGBACKREST_STANZA ?? 'main' } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const show = async (name) => (await client.query(`SELECT current_setting('${name}') AS v`)).rows[0].v;
    const data = await show('data_directory');
    const socket = (await show('unix_socket_directories')).split(',')[0].trim();
    const port = await show('port');
    const mode = await show('archive_mode');
    const command = await show('archive_command');
    const env = {
      PGBACKREST_STANZA: stanza,
      PGBACKREST_PG1_PATH: process.env.PGBACKREST_PG1_PATH ?? data,
      PGBACKREST_PG1_PORT: process.env.PGBACKREST_PG1_PORT ?? port,
      PGBACKREST_PG1_SOCKET_PATH: process.env.PGBACKREST_PG1_SOCKET_PATH ?? socket,
    };
    const archiving = mode !== 'off' && /\bpgbackrest\b.*\barchive-push\b/.test(command);
    const repo = process.env.PGBACKREST_REPO1_PATH ? ` --repo1-path=${process.env.PGBACKREST_REPO1_PATH}` : '';
    const settings = [
      "ALTER SYSTEM SET wal_level = 'replica';",
      "ALTER SYSTEM SET archive_mode = 'on';",
      `ALTER SYSTEM SET archive_command = 'pgbackrest --config=${CONFIG} --stanza=${stanza}${repo} archive-push %p';`,
      "ALTER SYSTEM SET archive_timeout = '60s';",
    ];
    return { env, archiving, settings };
  } finally {
    await client.end();
  }
}
