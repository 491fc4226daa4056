import { spawnSync } from 'node:child_process';
import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// `npm run backup` and `npm run restore -- --to <time>` on a PostgreSQL cluster of the test's own that archives
// its WAL with pgBackRest: a verified full backup, then a restore to a point in time into an empty directory
// brings back what was committed before that time and nothing after it. (bench/restore is the long drill.)
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Cluster { url: string; data: string; start(): void; stop(mode?: string): void; waitPromoted(): Promise<void> }
interface ClusterModule {
  cluster(o: { dir: string; data: string; port: number; archive?: boolean; archiveTimeout?: number; restored?: boolean; settings?: Record<string, string> }): Cluster;
  ownedByPostgres(...paths: string[]): void;
}

async function sql(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

function npmScript(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('npm run backup and npm run restore (pgBackRest)', () => {
  jest.setTimeout(120_000);
  let dir: string;
  const running: Cluster[] = [];
  let m: ClusterModule;
  let freePort: () => Promise<number>;

  beforeAll(async () => {
    m = (await import(join(ROOT, 'bench/restore/cluster.mjs'))) as ClusterModule;
    ({ freePort } = (await import(join(ROOT, 'scripts/lib/ports.mjs'))) as { freePort: () => Promise<number> });
    dir = mkdtempSync(join(tmpdir(), 'rl-backup-test-'));
    m.ownedByPostgres(dir);
  });

  afterAll(() => {
    for (const c of running) {
      try { c.stop('immediate'); } catch { /* stopped */ }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a verified backup and restores to a point in time', async () => {
    const primary = m.cluster({ dir, data: join(dir, 'primary'), port: await freePort(), archive: true, archiveTimeout: 1 });
    primary.start();
    running.push(primary);
    const env = { DATABASE_URL: primary.url, PGBACKREST_STANZA: 'drill', PGBACKREST_REPO1_PATH: join(dir, 'repo'), PGBACKREST_LOCK_PATH: join(dir, 'lock') };
    await sql(primary.url, "CREATE TABLE marks (name text PRIMARY KEY, at timestamptz DEFAULT clock_timestamp()); INSERT INTO marks (name) VALUES ('before the backup')");

    const backup = npmScript('scripts/backup.mjs', ['--type', 'full'], env);
    expect(backup.out).toMatch(/full backup \S+F taken in [\d.]+ s and verified in [\d.]+ s/);
    expect(backup.code).toBe(0);

    await sql(primary.url, "INSERT INTO marks (name) VALUES ('before T')");
    await sleep(1100);
    const T = new Date().toISOString().replace('T', ' ').replace('Z', '+00');
    await sleep(1100);
    await sql(primary.url, "INSERT INTO marks (name) VALUES ('after T')");
    const [{ wal }] = await sql(primary.url, 'SELECT pg_walfile_name(pg_current_wal_lsn()) AS wal');
    await sql(primary.url, 'SELECT pg_switch_wal()');
    for (let i = 0; i < 300; i++) {
      const [s] = await sql(primary.url, 'SELECT last_archived_wal FROM pg_stat_archiver');
      if (String(s.last_archived_wal ?? '').slice(8) >= String(wal).slice(8)) break;
      await sleep(100);
    }

    const target = join(dir, 'restored');
    m.ownedByPostgres(target);
    expect(npmScript('scripts/restore.mjs', ['--pg-path', target, '--to', 'yesterday'], env)).toMatchObject({ code: 2, out: expect.stringMatching(/--to: "yesterday" is not a time/) });
    const restored = npmScript('scripts/restore.mjs', ['--pg-path', target, '--to', T], env);
    expect(restored.out).toMatch(/restored into .* replays the WAL up to/);
    expect(restored.code).toBe(0);

    const copy = m.cluster({ dir, data: target, port: await freePort(), restored: true, settings: { archive_mode: 'off' } });
    copy.start();
    running.push(copy);
    await copy.waitPromoted();
    expect((await sql(copy.url, 'SELECT name FROM marks ORDER BY at')).map((r) => r.name)).toEqual(['before the backup', 'before T']);

    // a server that does not archive its WAL is told what to set
    const refused = npmScript('scripts/backup.mjs', [], { ...env, DATABASE_URL: copy.url });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/does not archive its WAL with pgBackRest[\s\S]*ALTER SYSTEM SET archive_mode = 'on'/);
  });
});
