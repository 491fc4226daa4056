// The backup sidecar of compose (service postgres-backup) and Kubernetes (container `backup` of the postgres
// StatefulSet): runs beside PostgreSQL, sharing its data directory and socket, and
// - takes the scheduled backup (full on Sundays, differential otherwise) at BACKUP_AT (UTC, e.g. "01:30"; empty:
//   only when asked, as Kubernetes' CronJob postgres-backup does with POST /backup), verified after it is taken;
// - serves on METRICS_PORT: GET /metrics (the last good backup, the last run, WAL archiving from
//   pg_stat_archiver), GET /health/live, POST /backup (runs one now, answers when it is done; 409 while one runs).
// No npm dependencies: the image holds node, pgbackrest and psql only.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { backupAndVerify, info, lastGoodBackup, pgbackrest, scheduledType } from './pgbackrest.mjs';

const PORT = Number(process.env.METRICS_PORT ?? 9464);
const BACKUP_AT = process.env.BACKUP_AT ?? '01:30';
const log = (level, msg, extra = {}) => console.log(JSON.stringify({ time: new Date().toISOString(), level, msg, ...extra }));

const state = { running: null, lastRun: null, lastGood: null, archiver: null };

/** pg_stat_archiver through psql (PGHOST, PGUSER, PGDATABASE of the environment: the shared socket). */
function archiver() {
  return new Promise((resolve) => {
    const sql = `SELECT archived_count, failed_count, coalesce(extract(epoch FROM last_archived_time), 0), coalesce(extract(epoch FROM last_failed_time), 0) FROM pg_stat_archiver`;
    const child = spawn('psql', ['-XAtF', ' ', '-c', sql], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.on('error', () => resolve(null));
    child.on('close', (code) => {
      const [archived, failed, lastArchived, lastFailed] = out.trim().split(' ').map(Number);
      resolve(code === 0 && Number.isFinite(failed) ? { archived, failed, lastArchived, lastFailed } : null);
    });
  });
}

async function refresh() {
  const stanza = await info().catch(() => null);
  state.lastGood = lastGoodBackup(stanza);
  state.archiver = await archiver();
}

async function runBackup(type = scheduledType()) {
  if (state.running) return { status: 409, body: { error: 'a backup is running', since: state.running.toISOString() } };
  state.running = new Date();
  log('info', 'backup started', { type });
  try {
    const r = await backupAndVerify({ type, log: (m) => log('info', m) });
    state.lastRun = { ok: true, at: new Date(), seconds: r.backupMs / 1000, verifySeconds: r.verifyMs / 1000 };
    log('info', 'backup verified', { label: r.backup.label, backupSeconds: r.backupMs / 1000, verifySeconds: r.verifyMs / 1000 });
    return { status: 200, body: { label: r.backup.label, type, backupSeconds: r.backupMs / 1000, verifySeconds: r.verifyMs / 1000 } };
  } catch (err) {
    state.lastRun = { ok: false, at: new Date(), seconds: (Date.now() - state.running.getTime()) / 1000 };
    log('error', 'backup failed', { error: err.message });
    return { status: 500, body: { error: err.message } };
  } finally {
    state.running = null;
    await refresh();
  }
}

/** Prometheus text exposition of one gauge. */
function gauge(name, help, value) {
  return value === undefined || value === null || Number.isNaN(value) ? '' : `# HELP ${name} ${help}\n# TYPE ${name} gauge\n${name} ${value}\n`;
}

function metrics() {
  const a = state.archiver;
  return [
    gauge('pgbackrest_last_good_backup_timestamp_seconds', 'End of the newest backup that completed and was verified (Unix time).', state.lastGood ? state.lastGood.stop.getTime() / 1000 : null),
    gauge('pgbackrest_last_good_backup_size_bytes', 'Size of the database in the newest good backup.', state.lastGood?.bytes),
    gauge('pgbackrest_last_run_success', '1 when the last scheduled or requested backup and its verify succeeded, 0 when it failed.', state.lastRun ? Number(state.lastRun.ok) : null),
    gauge('pgbackrest_last_run_duration_seconds', 'How long the last backup took.', state.lastRun?.seconds),
    gauge('pgbackrest_backup_running', '1 while a backup runs.', state.running ? 1 : 0),
    gauge('pg_wal_archive_archived_total', 'WAL segments archived since statistics were reset (pg_stat_archiver.archived_count).', a?.archived),
    gauge('pg_wal_archive_failed_total', 'Failed attempts to archive a WAL segment (pg_stat_archiver.failed_count).', a?.failed),
    gauge('pg_wal_archive_last_archived_timestamp_seconds', 'When the last WAL segment was archived (Unix time, 0: never).', a?.lastArchived),
    gauge('pg_wal_archive_last_failed_timestamp_seconds', 'When archiving last failed (Unix time, 0: never).', a?.lastFailed),
    gauge('pg_wal_archive_up', '1 when pg_stat_archiver could be read.', a ? 1 : 0),
  ].join('');
}

/** Milliseconds until the next BACKUP_AT (UTC). */
function untilNext(at, now = new Date()) {
  const [h, m] = at.split(':').map(Number);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

function schedule() {
  if (!/^\d{1,2}:\d{2}$/.test(BACKUP_AT)) return log('info', 'no schedule (BACKUP_AT is empty): backups run on POST /backup');
  const ms = untilNext(BACKUP_AT);
  log('info', 'next scheduled backup', { at: new Date(Date.now() + ms).toISOString(), type: scheduledType(new Date(Date.now() + ms)) });
  setTimeout(async () => {
    await runBackup();
    schedule();
  }, ms).unref();
}

const server = createServer(async (req, res) => {
  const send = (status, body, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type });
    res.end(type === 'application/json' ? JSON.stringify(body) : body);
  };
  if (req.method === 'GET' && req.url === '/health/live') return send(200, { status: 'ok' });
  if (req.method === 'GET' && req.url === '/metrics') {
    await refresh();
    return send(200, metrics(), 'text/plain; version=0.0.4');
  }
  if (req.method === 'POST' && req.url?.startsWith('/backup')) {
    const type = new URL(req.url, 'http://x').searchParams.get('type') ?? undefined;
    if (type && !['full', 'diff', 'incr'].includes(type)) return send(400, { error: 'type must be full, diff or incr', field: 'type' });
    const r = await runBackup(type);
    return send(r.status, r.body);
  }
  return send(404, { error: 'not found' });
});
server.requestTimeout = 0;
/** WAL archiving needs the stanza: create it (idempotent) as soon as PostgreSQL answers. */
async function ensureStanza() {
  for (let wait = 1000; ; wait = Math.min(wait * 2, 30000)) {
    const r = await pgbackrest(['stanza-create']).catch((err) => ({ code: -1, stderr: err.message }));
    if (r.code === 0) return log('info', 'stanza ready');
    log('warn', 'stanza-create failed, retrying', { error: `${r.stdout ?? ''}${r.stderr}`.trim().split('\n').at(-1) });
    await new Promise((res) => setTimeout(res, wait));
  }
}

server.listen(PORT, process.env.HOST ?? '0.0.0.0', () => {
  log('info', 'backup sidecar listening', { port: PORT });
  void ensureStanza();
  schedule();
});
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => server.close(() => process.exit(0)));
