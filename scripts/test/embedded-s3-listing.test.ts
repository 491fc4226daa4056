import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

// The embedded S3 server as the launcher and the drills start it (scripts/embedded/s3-command.mjs): a listing longer
// than one page (1,000 keys) pages on. s3rver seals its continuation token with DES, which Node's OpenSSL 3 offers
// only with the legacy provider; without it the photo backup sweep's listing answered 500 past ~330 photos.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
type Bucket = { client: S3Client; bucket: string };

describe('embedded S3 server', () => {
  let dir: string;
  let server: ChildProcess;
  let media: Bucket;
  let listImages: (b: Bucket) => Promise<Map<string, number>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rl-s3-listing-'));
    const { embeddedS3Args } = await import(join(ROOT, 'scripts/embedded/s3-command.mjs'));
    const { freePort } = await import(join(ROOT, 'scripts/lib/ports.mjs'));
    const port = await freePort();
    server = spawn(process.execPath, embeddedS3Args(join(dir, 's3'), port, 'media'), { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((ready, failed) => {
      server.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('"ready":true')) ready(); });
      server.once('exit', (code) => failed(new Error(`the S3 server exited (${code})`)));
    });
    const backup = await import(join(ROOT, 'ops/photos/photo-backup.mjs'));
    listImages = backup.listImages;
    media = backup.bucketFrom({ S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }, 'S3_');
  });

  afterAll(async () => {
    if (server?.exitCode === null) await new Promise((done) => { server.once('exit', done); server.kill('SIGTERM'); });
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists a bucket of more than 1,000 image objects to its end', async () => {
    const keys = Array.from({ length: 1003 }, (_, i) => `img/${String(i).padStart(5, '0')}/thumb.webp`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((Key) => media.client.send(new PutObjectCommand({ Bucket: 'media', Key, Body: 'x' }))));
    }
    const listed = await listImages(media);
    expect(listed.size).toBe(1003);
    expect(listed.has(keys.at(-1)!)).toBe(true);
  }, 120_000);
});
