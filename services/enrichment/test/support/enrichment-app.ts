import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import { createLogger } from '@rl/service-kit';
import { startTestDatabase, TEST_IDENTITY_SECRET, type TestDatabase } from '@rl/test-kit';
import { createEnrichmentApp } from '../../src/app.js';
import { vehicleCatalog } from '../../src/catalog/vehicle-catalog.js';
import { VinDecoder } from '../../src/decode-vin/vin-decoder.js';
import { EnrichmentEnvSchema, type EnrichmentEnv } from '../../src/env.js';
import { createEnrichmentProcessor, type EnrichmentProcessor } from '../../src/jobs/enrichment-processor.js';
import { enrichmentQueue, type EnrichmentQueue } from '../../src/queue/enrichment-queue.js';

/** CI sets REDIS_URL: queue tests then run against real Redis; without it, the in-process runner. */
export const REDIS_URL = process.env.REDIS_URL || undefined;
export const withRedis = Boolean(REDIS_URL);

/** A queue prefix no other run (or test file) shares. */
export const uniquePrefix = () => `rltest-${process.pid}-${randomBytes(4).toString('hex')}`;

export interface StartOptions {
  /** default: the real processor (catalog + VIN decoder) */
  processor?: EnrichmentProcessor;
  /** With Redis: start an in-test worker beside the API (default true). */
  worker?: boolean;
  env?: Partial<Record<keyof EnrichmentEnv, string>>;
}

export interface EnrichmentTestContext {
  app: NestExpressApplication;
  env: EnrichmentEnv;
  db: TestDatabase;
  mode: 'bullmq' | 'in-process';
  /** with Redis: the in-test worker's queue */
  worker?: EnrichmentQueue;
  close(): Promise<void>;
}

let sharedVin: VinDecoder | undefined;
/** One VIN database per test file (it is ~86 MB in memory). */
const testVinDecoder = () => (sharedVin ??= new VinDecoder(vehicleCatalog));
const realProcessor = () => createEnrichmentProcessor({ catalog: vehicleCatalog, vin: testVinDecoder() });

/** Deletes every Redis key under a prefix (test cleanup). */
export async function dropPrefix(prefix: string, redisUrl = REDIS_URL): Promise<void> {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * The enrichment API on a throwaway schema. With REDIS_URL: BullMQ with a unique prefix, plus (unless
 * `worker: false`) a worker in this process running `processor`. Without: the in-process runner with it.
 */
export async function startEnrichment(opts: StartOptions = {}): Promise<EnrichmentTestContext> {
  const db = await startTestDatabase('enrichment');
  const env = EnrichmentEnvSchema.parse({
    NODE_ENV: 'test',
    PORT: '4005',
    DATABASE_URL: db.url,
    DB_SCHEMA: db.schema,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    LOG_LEVEL: 'silent',
    REDIS_URL,
    QUEUE_PREFIX: uniquePrefix(),
    JOB_BACKOFF_MS: '100',
    // the suites call far more often than a person: the limits have their own test (limits.test.ts)
    RATE_LIMITS: 'off',
    ...opts.env,
  });
  const logger = createLogger('enrichment', 'silent');
  const processor = opts.processor ?? realProcessor();
  const app = await createEnrichmentApp(env, logger, { processor });
  await app.init();
  let worker: EnrichmentQueue | undefined;
  if (env.REDIS_URL && opts.worker !== false) {
    worker = enrichmentQueue(env.REDIS_URL, env, logger);
    await worker.work(processor);
  }
  return {
    app,
    env,
    db,
    mode: env.REDIS_URL ? 'bullmq' : 'in-process',
    worker,
    async close() {
      await worker?.close();
      await app.close();
      await dropPrefix(env.QUEUE_PREFIX);
      await db.stop();
    },
  };
}

export async function closeSharedVinDecoder(): Promise<void> {
  await sharedVin?.close();
  sharedVin = undefined;
}
