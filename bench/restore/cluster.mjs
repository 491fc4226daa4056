// PostgreSQL clusters the restore drill owns: a primary that archives its WAL with pgBackRest, and the
// clusters it restores into. Each on a spare loopback port, stopped by its own postmaster pid (pg_ctl -D).
import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { runAsPostgres } from '../lib/infra.mjs';
import { CONFIG } from '../../ops/backup/pgbackrest.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The rows of one statement, on a connection of its own. */
export async function query(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Makes `path` (and parents given) belong to the postgres user when we are root, as initdb and pgBackRest need. */
export function ownedByPostgres(...paths) {
  if (process.getuid?.() !== 0) return;
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  for (const p of paths) {
    mkdirSync(p, { recursive: true });
    chownSync(p, id('-u'), id('-g'));
  }
}

/** The PGBACKREST_* environment of the drill's stanza (its repository and lock files in the drill's folder). */
export function backrestEnv({ dir, data, port, stanza = 'drill' }) {
  return {
    PGBACKREST_STANZA: stanza,
    PGBACKREST_REPO1_PATH: join(dir, 'repo'),
    PGBACKREST_LOCK_PATH: join(dir, 'lock'),
    PGBACKREST_PG1_PATH: data,
    PGBACKREST_PG1_PORT: String(port),
    PGBACKREST_PG1_SOCKET_PATH: join(dir, 'run'),
  };
}

/**
 * A cluster on `data` (created with initdb unless `restored`), listening on 127.0.0.1:`port` and a socket in
 * `dir`/run. `archive` turns on WAL archiving to the drill's repository with `archiveTimeout` seconds.
 */
export function cluster({ dir, data, port, archive = false, archiveTimeout = 60, restored = false, settings = {} }) {
  const run = join(dir, 'run');
  ownedByPostgres(dir, run, join(dir, 'repo'), join(dir, 'lock'));
  if (!restored) {
    ownedByPostgres(data);
    runAsPostgres(`${PG_BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    // archive-push takes the repository, the stanza and the data directory (not the port or socket)
    const env = Object.entries(backrestEnv({ dir, data, port })).filter(([k]) => !['PGBACKREST_PG1_PORT', 'PGBACKREST_PG1_SOCKET_PATH'].includes(k));
    const opts = env.map(([k, v]) => `--${k.slice('PGBACKREST_'.length).toLowerCase().replace(/_/g, '-')}=${v}`).join(' ');
    appendFileSync(data + '/postgresql.conf', [
      '# the restore drill',
      'wal_level = replica',
      `archive_mode = ${archive ? 'on' : 'off'}`,
      `archive_command = 'pgbackrest --config=${CONFIG} ${opts} archive-push %p'`,
      `archive_timeout = ${archiveTimeout}`,
      'max_wal_senders = 10',
      '',
    ].join('\n'));
  }
  const flags = { listen_addresses: '127.0.0.1', unix_socket_directories: run, ...settings };
  const o = [`-p ${port}`, ...Object.entries(flags).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  const c = {
    data,
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    log: join(dir, `server-${port}.log`),
    start: () => runAsPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-o', o, '-l', c.log, '-w', '-t', '600', 'start']),
    stop: (mode = 'fast') => runAsPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', mode, '-w', 'stop']),
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    /** until recovery ended (a restored cluster replays WAL to its target, then promotes) */
    async waitPromoted() {
      for (;;) {
        const client = new pg.Client({ connectionString: c.url });
        try {
          await client.connect();
          const { rows } = await client.query('SELECT pg_is_in_recovery() AS r');
          if (!rows[0].r) return;
        } catch { /* starting */ } finally {
          await client.end().catch(() => undefined);
        }
        await sleep(100);
      }
    },
  };
  return c;
}
