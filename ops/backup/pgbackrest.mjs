// pgBackRest from Node: every command goes to the pgbackrest binary (no hand-made copies of files), with
// ops/backup/pgbackrest.conf and the topology's PGBACKREST_* variables. Used by `npm run backup` and
// `npm run restore`, the backup sidecar of compose and Kubernetes (ops/backup/sidecar.mjs) and bench/restore.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONFIG = join(dirname(fileURLToPath(import.meta.url)), 'pgbackrest.conf');
const BIN = process.env.PGBACKREST_BIN ?? 'pgbackrest';

/** pgBackRest refuses to run as root and must own the files it writes as PostgreSQL does: run it as `postgres` when we are root. */
function asPostgres(cmd, args) {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

/**
 * Runs `pgbackrest <args>`; resolves { code, stdout, stderr, ms }. `env` adds PGBACKREST_* settings (stanza, paths,
 * port) to this process's environment; PGBACKREST_CONFIG defaults to ops/backup/pgbackrest.conf.
 */
export function pgbackrest(args, { env = {} } = {}) {
  const [cmd, argv] = asPostgres(BIN, args);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { env: { PGBACKREST_CONFIG: CONFIG, ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

/** Like pgbackrest() but throws with pgBackRest's own message when it fails. */
export async function pgbackrestOk(args, opts) {
  const r = await pgbackrest(args, opts);
  if (r.code !== 0) {
    const why = `${r.stdout}\n${r.stderr}`.split('\n').filter((l) => /ERROR|WARN/.test(l)).join('\n') || r.stderr || r.stdout;
    throw new Error(`pgbackrest ${args.join(' ')} failed (exit ${r.code}):\n${why.trim()}`);
  }
  return r;
}

/** The schedule: a full backup on Sundays (UTC), a differential on the other days. */
export function scheduledType(date = new Date()) {
  return date.getUTCDay() === 0 ? 'full' : 'diff';
}

/** `pgbackrest info --output=json` for the stanza (null when the stanza does not exist yet). */
export async function info({ env } = {}) {
  const r = await pgbackrest(['info', '--output=json'], { env });
  if (r.code !== 0) return null;
  const stanzas = JSON.parse(r.stdout);
  return stanzas[0] ?? null;
}

/** The newest backup that completed without error: { label, type, stop (Date), bytes }, or null. */
export function lastGoodBackup(stanza) {
  const good = (stanza?.backup ?? []).filter((b) => !b.error);
  const b = good.at(-1);
  if (!b) return null;
  return { label: b.label, type: b.type, stop: new Date(b.timestamp.stop * 1000), bytes: b.info?.size ?? 0, repoBytes: b.info?.repository?.delta ?? 0 };
}

/**
 * One scheduled run: create the stanza when it is missing (idempotent), take the backup, then verify the
 * repository (pgBackRest's `verify`: every file of every backup and the WAL against their checksums).
 * Returns { type, backupMs, verifyMs, backup } and throws when any step fails.
 */
export async function backupAndVerify({ type = scheduledType(), env, log = () => undefined } = {}) {
  await pgbackrestOk(['stanza-create'], { env });
  log(`pgbackrest backup --type=${type}`);
  const b = await pgbackrestOk(['backup', `--type=${type}`], { env });
  log(`backup done in ${(b.ms / 1000).toFixed(1)} s; pgbackrest verify`);
  const v = await pgbackrestOk(['verify'], { env });
  if (/checksum invalid|missing|ERROR/.test(v.stdout)) throw new Error(`pgbackrest verify found problems:\n${v.stdout}`);
  const stanza = await info({ env });
  return { type, backupMs: b.ms, verifyMs: v.ms, backup: lastGoodBackup(stanza), stanza };
}

/**
 * Restores into `pgPath` (empty, or an old data directory of a stopped cluster: --delta rewrites only what
 * differs) as it was at `to` (a time PostgreSQL understands, e.g. 2026-11-28 10:15:00+00), or to the end of the
 * archived WAL when `to` is omitted. PostgreSQL replays the WAL up to `to` at its next start and then promotes.
 */
export async function restore({ to, pgPath, env, delta = false }) {
  // pgBackRest writes restore_command with the options of its command line only: name the configuration,
  // stanza and repository there (not only in the environment) so that PostgreSQL's archive-get finds the WAL
  const all = { PGBACKREST_CONFIG: CONFIG, ...process.env, ...env };
  const carried = ['CONFIG', 'STANZA', 'REPO1_PATH', 'LOCK_PATH'].filter((k) => all[`PGBACKREST_${k}`])
    .map((k) => `--${k.toLowerCase().replace(/_/g, '-')}=${all[`PGBACKREST_${k}`]}`);
  const args = [...carried, 'restore'];
  if (to) args.push('--type=time', `--target=${to}`, '--target-action=promote');
  if (pgPath) args.push(`--pg1-path=${pgPath}`);
  if (delta) args.push('--delta');
  return pgbackrestOk(args, { env });
}
