import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startEmbeddedS3, type EmbeddedS3 } from '@rl/embedded-infra';
import { startTestDatabase, type TestDatabase } from '@rl/test-kit';

// The photo backup bucket (ops/photos/photo-backup.mjs, npm run photos:backup / photos:restore) on two S3 servers of
// the test's own: every image object reaches the backup; one the storage sweep removed leaves the backup only after
// the grace period; one lost from the media bucket while the database refers to it is kept and restored.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HOUR = 3600_000;
/** the script as an operator runs it; asynchronously: the S3 servers answer from this very process */
function script(args: string[], env: Record<string, string>): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [join(ROOT, 'scripts/photo-backup.mjs'), ...args], { encoding: 'utf8', env: { ...process.env, ...env } }, (err, stdout, stderr) => {
      done({ status: err ? Number(err.code ?? 1) : 0, stdout, stderr });
    });
  });
}
type Bucket = { client: S3Client; bucket: string };
interface PhotoBackup {
  bucketFrom(env: Record<string, string>, prefix: string): Bucket;
  listImages(b: Bucket): Promise<Map<string, number>>;
  backupPhotos(o: { media: Bucket; backup: Bucket; graceMs?: number; now?: Date; referenced?: Set<string> }): Promise<Record<string, number>>;
  referencedKeys(url: string, schema: string): Promise<string[]>;
  restorePhotos(o: { media: Bucket; backup: Bucket; keys: string[] }): Promise<{ referenced: number; present: number; restored: number; lost: string[] }>;
}

describe('photo backup bucket', () => {
  let dir: string;
  let s3a: EmbeddedS3;
  let s3b: EmbeddedS3;
  let db: TestDatabase;
  let m: PhotoBackup;
  let env: Record<string, string>;
  let media: Bucket;
  let backup: Bucket;
  const keysOf = (id: string) => [`img/${id}/card.webp`, `img/${id}/full.webp`];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rl-photo-backup-'));
    s3a = await startEmbeddedS3({ dataDir: join(dir, 'a'), buckets: ['media'] });
    s3b = await startEmbeddedS3({ dataDir: join(dir, 'b'), buckets: ['media-backup'] });
    m = (await import(join(ROOT, 'ops/photos/photo-backup.mjs'))) as PhotoBackup;
    env = {
      S3_ENDPOINT: s3a.endpoint, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
      BACKUP_S3_ENDPOINT: s3b.endpoint, BACKUP_S3_BUCKET: 'media-backup', BACKUP_S3_ACCESS_KEY_ID: 'S3RVER', BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    media = m.bucketFrom(env, 'S3_');
    backup = m.bucketFrom(env, 'BACKUP_S3_');
    db = await startTestDatabase('photo_backup');
  });

  afterAll(async () => {
    await db.stop();
    await s3a.stop();
    await s3b.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every image, removes released ones after the grace, keeps and restores a lost one', async () => {
    for (const id of ['a1', 'b2', 'c3']) {
      for (const Key of keysOf(id)) await media.client.send(new PutObjectCommand({ Bucket: 'media', Key, Body: `photo ${Key}`, ContentType: 'image/webp' }));
    }
    const now = new Date('2026-11-28T10:00:00Z');
    expect(await m.backupPhotos({ media, backup, now })).toMatchObject({ copied: 6, kept: 6, removed: 0 });
    expect(await m.backupPhotos({ media, backup, now })).toMatchObject({ copied: 0 });

    // the database refers to b2 and c3; a1 was released and swept; one object of b2 is lost by accident
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query(`CREATE SCHEMA "${db.schema}"; CREATE TABLE "${db.schema}".images (id text PRIMARY KEY, keys text[] NOT NULL)`);
    for (const id of ['b2', 'c3']) await client.query(`INSERT INTO "${db.schema}".images VALUES ($1, $2)`, [id, keysOf(id)]);
    await client.end();
    for (const Key of [...keysOf('a1'), 'img/b2/full.webp']) await media.client.send(new DeleteObjectCommand({ Bucket: 'media', Key }));
    const referenced = new Set(await m.referencedKeys(db.url, db.schema));
    expect(referenced.size).toBe(4);

    expect(await m.backupPhotos({ media, backup, now: new Date(now.getTime() + HOUR), referenced, graceMs: 168 * HOUR })).toMatchObject({ copied: 0, goneAwaitingGrace: 2, removed: 0 });
    expect(await m.backupPhotos({ media, backup, now: new Date(now.getTime() + 170 * HOUR), referenced, graceMs: 168 * HOUR })).toMatchObject({ goneAwaitingGrace: 0, removed: 2 });
    expect([...(await m.listImages(backup)).keys()].sort()).toEqual([...keysOf('b2'), ...keysOf('c3')]);

    // the restore, as an operator runs it
    const r = await script(['restore'], { ...env, DATABASE_URL: db.url, DB_SCHEMA: db.schema });
    expect(r.stdout).toMatch(/"referenced":4,"present":3,"restored":1,"lost":0/);
    expect(r.status).toBe(0);
    const back = await media.client.send(new GetObjectCommand({ Bucket: 'media', Key: 'img/b2/full.webp' }));
    expect(await back.Body!.transformToString()).toBe('photo img/b2/full.webp');
    expect(back.ContentType).toBe('image/webp');
  });

  it('refuses the media bucket as its own backup', async () => {
    const r = await script(['backup'], { ...env, BACKUP_S3_ENDPOINT: env.S3_ENDPOINT, BACKUP_S3_BUCKET: 'media' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/BACKUP_S3_BUCKET must be another bucket/);
  });
});
