// A streaming replica (hot standby) of a running PostgreSQL primary, on this machine: copied with pg_basebackup
// (-R writes standby.signal and the primary's connection), started and stopped with pg_ctl by its data directory.
// `npm run replica` (scripts/read-replica.mjs) and the listings read-replica test use it.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const root = () => process.getuid?.() === 0;

/** PostgreSQL's tools refuse to run as root: as the `postgres` user when we are root. */
function runAsPostgres(cmd, args) {
  const [c, a] = root() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(c, a, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** Creates `path` and the parents it lacks, each the postgres user's when we are root (PostgreSQL's tools run as it). */
function ownedByPostgres(path) {
  const missing = [];
  for (let p = resolve(path); !existsSync(p); p = dirname(p)) missing.unshift(p);
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (!root()) return;
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  for (const p of missing.length ? missing : [resolve(path)]) chownSync(p, id('-u'), id('-g'));
}

/** Settings a hot standby must have at least as high as its primary's, or it refuses to start. */
const AT_LEAST_PRIMARY = ['max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction'];

async function primarySettings(primaryUrl) {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT name, setting FROM pg_settings WHERE name = ANY($1)', [AT_LEAST_PRIMARY]);
    return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  } finally {
    await client.end();
  }
}

/**
 * The standby in `data` (copied from `primaryUrl` unless it holds one already), listening on 127.0.0.1:`port`
 * with its socket in `run`. Its URL names the primary URL's database and user. `create: false`: only one that exists.
 */
export async function standby({ primaryUrl, data, port, run = join(data, '..', 'run'), create = true }) {
  if (!existsSync(join(data, 'standby.signal'))) {
    if (!create) throw new Error(`no standby in ${data}`);
    ownedByPostgres(data);
    ownedByPostgres(run);
    runAsPostgres(`${PG_BIN}/pg_basebackup`, ['-d', primaryUrl, '-D', data, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    // a primary whose configuration lives outside its data directory (Debian's clusters) leaves none here
    if (!existsSync(join(data, 'postgresql.conf'))) writeFileSync(join(data, 'postgresql.conf'), '# a standby of the local primary (ops/replica/standby.mjs)\n');
    if (root()) spawnSync('chown', ['postgres:postgres', join(data, 'postgresql.conf')]);
  }
  const settings = { ...(await primarySettings(primaryUrl)), listen_addresses: '127.0.0.1', unix_socket_directories: run, hot_standby: 'on', archive_mode: 'off' };
  const options = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  const url = new URL(primaryUrl);
  url.host = `127.0.0.1:${port}`;
  const s = {
    data,
    port,
    url: url.toString(),
    log: join(data, 'standby.log'),
    start: () => runAsPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-o', options, '-l', s.log, '-w', '-t', '120', 'start']),
    stop: (mode = 'fast') => runAsPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', mode, '-w', 'stop']),
    /** until it answers and has replayed everything the primary had when asked */
    async caughtUp(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      const primary = new pg.Client({ connectionString: primaryUrl });
      await primary.connect();
      try {
        const { rows: [{ lsn }] } = await primary.query('SELECT pg_current_wal_lsn()::text AS lsn');
        while (Date.now() < until) {
          const client = new pg.Client({ connectionString: s.url });
          try {
            await client.connect();
            const { rows: [r] } = await client.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
            if (r.done) return;
          } catch { /* starting */ } finally {
            await client.end().catch(() => undefined);
          }
          await sleep(100);
        }
        throw new Error(`the standby on port ${port} did not catch up with the primary within ${timeoutMs} ms`);
      } finally {
        await primary.end();
      }
    },
  };
  return s;
}
