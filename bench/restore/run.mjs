// Restore drill: a PostgreSQL cluster of its own that archives its WAL with pgBackRest, a listings-sized
// table and a writer that records every acknowledged write with its time; a full backup (verified); more
// writes; a point in time T; more writes until T's WAL is archived; then the machine is lost (PostgreSQL
// killed with -m immediate, its data directory deleted). It restores to T into a fresh cluster and checks
// that every write acknowledged before T is there and none sent after T, then restores to the end of the
// archive into another fresh cluster and measures what a lost machine loses (the recovery point).
// Usage: node bench/restore/run.mjs [--rows 200000] [--write-seconds 15] [--archive-timeout 60] [--keep]
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../../scripts/lib/ports.mjs';
import { backupAndVerify, pgbackrestOk, restore } from '../../ops/backup/pgbackrest.mjs';
import { backrestEnv, cluster, ownedByPostgres, query } from './cluster.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '200000' },
    'write-seconds': { type: 'string', default: '15' },
    'archive-timeout': { type: 'string', default: '60' },
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const WRITE_MS = Number(args['write-seconds']) * 1000;
const ARCHIVE_TIMEOUT = Number(args['archive-timeout']);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const log = (m) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${m}`);
const pgTime = (d) => d.toISOString().replace('T', ' ').replace('Z', '+00');
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;

const dir = mkdtempSync(join(tmpdir(), 'rl-restore-'));
ownedByPostgres(dir);
const started = [];
const primary = cluster({ dir, data: join(dir, 'primary'), port: await freePort(), archive: true, archiveTimeout: ARCHIVE_TIMEOUT });
const env = backrestEnv({ dir, data: primary.data, port: primary.port });

/** One write at a time, each recorded with the time it was sent and the time its commit was acknowledged. */
function startWriter(url) {
  const acked = [];
  let stopped = false;
  let failedAt = null;
  const done = (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('error', () => undefined);
    while (!stopped) {
      const sent = Date.now();
      try {
        const { rows } = await client.query('INSERT INTO drill.writes (payload) VALUES ($1) RETURNING id', [`write sent at ${sent}`]);
        acked.push({ id: Number(rows[0].id), sent, acked: Date.now() });
      } catch {
        failedAt = Date.now();
        break;
      }
      await sleep(10);
    }
    await client.end().catch(() => undefined);
  })();
  return { acked, stop: async () => { stopped = true; await done; }, failedAt: () => failedAt };
}

const figures = {};
const failures = [];
let exitCode = 1;
try {
  log(`primary PostgreSQL on 127.0.0.1:${primary.port}, WAL archived by pgBackRest (archive_timeout ${ARCHIVE_TIMEOUT} s), repository ${env.PGBACKREST_REPO1_PATH}`);
  primary.start();
  started.push(primary);
  await pgbackrestOk(['stanza-create'], { env }); // before the first WAL segment is archived
  await query(primary.url, `CREATE SCHEMA drill;
    CREATE TABLE drill.listings (id bigserial PRIMARY KEY, make text, model text, year int, price numeric(10,2), description text);
    CREATE TABLE drill.writes (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT clock_timestamp(), payload text NOT NULL)`);
  let t = Date.now();
  await query(primary.url, `INSERT INTO drill.listings (make, model, year, price, description)
    SELECT (ARRAY['Porsche','BMW','Audi','Mercedes-Benz','Lexus'])[1 + i % 5], 'Model ' || (i % 40), 2005 + i % 20, 20000 + (i % 900) * 100,
           repeat(md5(i::text), 8) FROM generate_series(1, $1) AS i`, [ROWS]);
  const [{ size }] = await query(primary.url, 'SELECT pg_database_size(current_database())::bigint AS size');
  figures.databaseMB = Math.round(Number(size) / 1048576);
  log(`${ROWS} listings written in ${sec(Date.now() - t)}; database ${figures.databaseMB} MB`);

  const writer = startWriter(primary.url);
  await sleep(2000);
  log('full backup under write load, then pgbackrest verify');
  const b = await backupAndVerify({ type: 'full', env });
  figures.backupSeconds = b.backupMs / 1000;
  figures.verifySeconds = b.verifyMs / 1000;
  figures.backupRepoMB = Math.round(b.backup.repoBytes / 1048576);
  log(`full backup ${b.backup.label}: ${sec(b.backupMs)}, verify ${sec(b.verifyMs)}, ${figures.backupRepoMB} MB in the repository`);

  log(`${WRITE_MS / 1000} s more writes, then T`);
  await sleep(WRITE_MS);
  const T = new Date();
  const [{ wal }] = await query(primary.url, 'SELECT pg_walfile_name(pg_current_wal_lsn()) AS wal');
  log(`T = ${T.toISOString()} (WAL segment ${wal}); writing on until that segment is archived`);
  let archived;
  for (;;) {
    await sleep(500);
    const [s] = await query(primary.url, 'SELECT last_archived_wal, failed_count FROM pg_stat_archiver');
    if (s.last_archived_wal && s.last_archived_wal.slice(8) >= wal.slice(8)) { archived = Date.now(); break; }
    // PostgreSQL retries a failed archive-push; a drill that waits far past archive_timeout has a real failure
    if (Date.now() - T.getTime() > (ARCHIVE_TIMEOUT * 3 + 30) * 1000) {
      throw new Error(`T's WAL segment not archived after ${ARCHIVE_TIMEOUT * 3 + 30} s (${s.failed_count} failed attempts): see ${primary.log}`);
    }
  }
  const [{ failed }] = await query(primary.url, 'SELECT failed_count AS failed FROM pg_stat_archiver');
  figures.archiveFailures = Number(failed);
  log(`T's segment archived ${sec(archived - T.getTime())} after T; 5 s more writes, then the machine is lost`);
  await sleep(5000);

  const lostAt = Date.now();
  primary.stop('immediate');
  started.splice(started.indexOf(primary), 1);
  rmSync(primary.data, { recursive: true, force: true });
  await writer.stop();
  const acked = writer.acked.filter((w) => w.acked <= lostAt);
  log(`machine lost: PostgreSQL stopped (immediate), data directory deleted; ${acked.length} writes acknowledged`);

  // 1. point in time T
  const atT = cluster({ dir, data: join(dir, 'restored-t'), port: await freePort(), restored: true, settings: { archive_mode: 'off' } });
  ownedByPostgres(atT.data);
  t = Date.now();
  const r1 = await restore({ to: pgTime(T), pgPath: atT.data, env });
  atT.start();
  started.push(atT);
  await atT.waitPromoted();
  figures.restoreToTSeconds = (Date.now() - t) / 1000;
  log(`restored to T and promoted in ${sec(Date.now() - t)} (pgbackrest restore ${sec(r1.ms)}, then WAL replay)`);
  const idsAtT = new Set((await query(atT.url, 'SELECT id FROM drill.writes')).map((r) => Number(r.id)));
  const [{ n: listingsAtT }] = await query(atT.url, 'SELECT count(*)::int AS n FROM drill.listings');
  const before = acked.filter((w) => w.acked < T.getTime());
  const after = acked.filter((w) => w.sent > T.getTime());
  const lostBeforeT = before.filter((w) => !idsAtT.has(w.id)).length;
  const presentAfterT = after.filter((w) => idsAtT.has(w.id)).length;
  const straddling = acked.length - before.length - after.length;
  log(`at T: ${before.length} writes acknowledged before T, ${lostBeforeT} missing; ${after.length} sent after T, ${presentAfterT} present; ${straddling} in flight at T (either outcome is right); listings ${listingsAtT}/${ROWS}`);
  if (lostBeforeT) failures.push(`${lostBeforeT} writes acknowledged before T are missing`);
  if (presentAfterT) failures.push(`${presentAfterT} writes sent after T are present`);
  if (listingsAtT !== ROWS) failures.push(`listings: ${listingsAtT} of ${ROWS}`);
  atT.stop();
  started.splice(started.indexOf(atT), 1);

  // 2. the end of the archive: what a lost machine loses
  const latest = cluster({ dir, data: join(dir, 'restored-latest'), port: await freePort(), restored: true, settings: { archive_mode: 'off' } });
  ownedByPostgres(latest.data);
  t = Date.now();
  await restore({ pgPath: latest.data, env });
  latest.start();
  started.push(latest);
  await latest.waitPromoted();
  figures.restoreLatestSeconds = (Date.now() - t) / 1000;
  const idsLatest = new Set((await query(latest.url, 'SELECT id FROM drill.writes')).map((r) => Number(r.id)));
  const kept = acked.filter((w) => idsLatest.has(w.id));
  const lost = acked.filter((w) => !idsLatest.has(w.id));
  const gaps = lost.filter((w) => w.id < (kept.at(-1)?.id ?? 0)).length;
  figures.lostWrites = lost.length;
  figures.recoveryPointSeconds = lost.length ? (acked.at(-1).acked - (kept.at(-1)?.acked ?? t0)) / 1000 : 0;
  log(`restored to the end of the archive in ${sec(Date.now() - t)}: ${kept.length} of ${acked.length} acknowledged writes, ${lost.length} lost (the last ${figures.recoveryPointSeconds.toFixed(1)} s before the loss), ${gaps} lost before a kept one`);
  if (gaps) failures.push(`${gaps} writes lost before a kept one`);
  if (figures.recoveryPointSeconds > ARCHIVE_TIMEOUT) failures.push(`recovery point ${figures.recoveryPointSeconds} s > archive_timeout ${ARCHIVE_TIMEOUT} s`);
  latest.stop();
  started.splice(started.indexOf(latest), 1);

  console.log('\nfigures');
  console.table({
    'database size (MB)': figures.databaseMB,
    'full backup (s)': figures.backupSeconds,
    'verify (s)': figures.verifySeconds,
    'repository after the full backup (MB)': figures.backupRepoMB,
    'restore to T, replay and promote = recovery time (s)': figures.restoreToTSeconds,
    'restore to the end of the archive (s)': figures.restoreLatestSeconds,
    'writes acknowledged before T lost': lostBeforeT,
    'writes sent after T present': presentAfterT,
    'lost machine: writes lost': figures.lostWrites,
    'lost machine: recovery point (s of writes)': figures.recoveryPointSeconds,
    'archive-push attempts that failed (retried)': figures.archiveFailures,
  });
  console.log(failures.length ? `FAILED:\n- ${failures.join('\n- ')}` : 'PASSED: nothing acknowledged before T lost, nothing after T present, recovery point within archive_timeout');
  exitCode = failures.length ? 1 : 0;
} catch (err) {
  console.error(err);
  const serverLog = existsSync(primary.log) ? readFileSync(primary.log, 'utf8').split('\n').filter((l) => /ERROR|FATAL/.test(l)) : [];
  if (serverLog.length) console.error(`last errors of the primary's log:\n${serverLog.slice(-5).join('\n')}`);
} finally {
  for (const c of started) {
    try { c.stop('immediate'); } catch { /* already stopped */ }
  }
  if (args.keep) log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
