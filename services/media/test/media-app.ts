import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { API, IDENTITY_HEADER, IMAGE_UPLOAD_FIELD } from '@rl/contracts';
import { startEmbeddedS3, type EmbeddedS3 } from '@rl/embedded-infra';
import { createLogger, mintIdentity } from '@rl/service-kit';
import { startTestDatabase, TEST_IDENTITY_SECRET, type TestDatabase } from '@rl/test-kit';
import { createMediaApp } from '../src/app.js';
import { MediaEnvSchema, type MediaEnv } from '../src/env.js';
import { relaxSharp } from '../src/images/process-image.js';
import { ListingsUnavailableError, type PhotoUsage, type PhotoUsageMap } from '../src/listings/photo-usage.js';
import { createS3Client } from '../src/storage/s3.js';

export const BUCKET = 'media-test';

/** A listings stand-in: which URLs are used (and by which listing), when each was released; `down` makes it unreachable. */
class FakePhotoUsage implements PhotoUsage {
  readonly uses = new Map<string, PhotoUsageMap[string]['uses']>();
  readonly released = new Map<string, string>();
  down = false;
  calls = 0;

  async usage(urls: readonly string[]): Promise<PhotoUsageMap> {
    this.calls += 1;
    if (this.down) throw new ListingsUnavailableError('listings is down (test)');
    return Object.fromEntries(urls.map((u) => [u, { uses: this.uses.get(u) ?? [], releasedAt: this.released.get(u) ?? null }]));
  }
}

export interface MediaTestContext {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  db: TestDatabase;
  s3: EmbeddedS3;
  env: MediaEnv;
  /** what listings answers about photo use */
  listings: FakePhotoUsage;
  /** a client of its own, with the settings MinIO would take (not the service's) */
  bucket: S3Client;
  objectKeys(): Promise<string[]>;
  getObject(key: string): Promise<{ body: Buffer; contentType?: string; cacheControl?: string }>;
  rows(): Promise<Array<{ id: string; owner_id: string; keys: string[]; variants: unknown; width: number; height: number; bytes: number; source_format: string }>>;
  /** stops the S3 server (readiness and outage tests) */
  stopS3(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The media service against a throwaway schema (real PostgreSQL with DATABASE_URL, PGlite without)
 * and an embedded S3 server (s3rver) on a temp dir, configured as it would be for MinIO: endpoint,
 * keys, path-style. The bucket does not exist beforehand: the service creates it at start.
 */
export async function startMedia(extraEnv: Record<string, string> = {}): Promise<MediaTestContext> {
  const db = await startTestDatabase('media');
  const dir = mkdtempSync(join(tmpdir(), 'media-s3-'));
  const s3 = await startEmbeddedS3({ dataDir: dir });
  const env = MediaEnvSchema.parse({
    NODE_ENV: 'test',
    PORT: '4004',
    DATABASE_URL: db.url,
    DB_SCHEMA: db.schema,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    // tests run the sweep themselves, with their own clock
    STORAGE_SWEEP_INTERVAL_MS: '0',
    ...extraEnv,
  });
  const listings = new FakePhotoUsage();
  const app = await createMediaApp(env, createLogger('media', 'silent'), { photoUsage: listings });
  await app.init();
  const bucket = createS3Client(env);
  let stopped = false;
  return {
    app,
    http: app.getHttpServer(),
    db,
    s3,
    env,
    listings,
    bucket,
    async objectKeys() {
      const out: string[] = [];
      let token: string | undefined;
      do {
        const page = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
        out.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out.sort();
    },
    async getObject(key: string) {
      const r = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return { body: Buffer.from(await r.Body!.transformToByteArray()), contentType: r.ContentType, cacheControl: r.CacheControl };
    },
    async rows() {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      try {
        return (await c.query(`SELECT * FROM "${db.schema}"."images" ORDER BY created_at`)).rows;
      } finally {
        await c.end();
      }
    },
    async stopS3() {
      if (!stopped) await s3.stop();
      stopped = true;
    },
    async close() {
      bucket.destroy();
      await app.close();
      if (!stopped) await s3.stop();
      stopped = true;
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
      relaxSharp(); // the service blocked every other decoder in this (shared) jest worker
    },
  };
}

/** The identity header the gateway would forward for this exact request. */
export function identity(userId: string, method: string, path: string, role: 'user' | 'admin' | 'service' = 'user'): string {
  return mintIdentity({ sub: userId, role, email: role === 'service' ? undefined : `${userId}@example.com`, method, path }, TEST_IDENTITY_SECRET);
}

export interface UploadPart {
  data: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
}

/** POST /api/media/images as `userId` (anonymous when null) with the given file parts. */
export function upload(ctx: MediaTestContext, userId: string | null, ...parts: UploadPart[]): request.Test {
  const req = request(ctx.http).post(API.mediaImages);
  if (userId) req.set(IDENTITY_HEADER, identity(userId, 'POST', API.mediaImages));
  for (const p of parts) {
    req.attach(p.field ?? IMAGE_UPLOAD_FIELD, p.data, { filename: p.filename ?? 'photo.jpg', contentType: p.contentType ?? 'image/jpeg' });
  }
  return req;
}

/** `/media/<key>` -> `<key>` */
export const keyOf = (url: string) => url.replace(/^\/media\//, '');
