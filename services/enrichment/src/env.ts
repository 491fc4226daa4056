import { z } from 'zod';
import { BaseEnvSchema, loadEnv } from '@rl/service-kit';

const ms = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const optionalUrl = (label: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().url(`${label} must be a URL`).optional());

/** Queue settings shared by the API (producer / in-process runner) and the worker. */
const QueueEnvShape = {
  /** Set: BullMQ on this Redis (the worker is a separate process). Unset: jobs run in process. */
  REDIS_URL: optionalUrl('REDIS_URL').refine((v) => v === undefined || /^rediss?:\/\//.test(v), 'REDIS_URL must be a redis:// URL'),
  /** BullMQ key prefix; tests use a unique one per run so runs never share jobs. */
  QUEUE_PREFIX: z.string().regex(/^[\w.-]{1,64}$/, 'QUEUE_PREFIX must be letters, digits, _ . -').default('bull'),
  /** How long the API waits for a job's result before answering 503. */
  ENRICHMENT_TIMEOUT_MS: ms(5000, 100, 120_000),
  /** Attempts per job (first try included) and the first backoff delay (doubles each retry). */
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  JOB_BACKOFF_MS: ms(200, 10, 60_000),
  /** Jobs processed at once per worker. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Lock on an active job (renewed at half this); a dead worker's job is taken over once it lapses. */
  WORKER_LOCK_MS: ms(5000, 500, 600_000),
  /** How often workers look for stalled jobs (a job whose lock lapsed). */
  WORKER_STALLED_INTERVAL_MS: ms(2500, 250, 600_000),
  /** Indexed copy of the VIN decoder database (prepared at build time; made on first use if missing). */
  VIN_DB_PATH: z.string().min(1).optional(),
};

export const EnrichmentEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4005),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('enrichment'),
  ...QueueEnvShape,
});
export type EnrichmentEnv = z.infer<typeof EnrichmentEnvSchema>;

export const loadEnrichmentEnv = (source: NodeJS.ProcessEnv = process.env): EnrichmentEnv => loadEnv(EnrichmentEnvSchema, source);

/** The worker process: same env as the API minus PORT; it needs Redis and nothing else. */
const WorkerEnvSchema = z.object({
  NODE_ENV: BaseEnvSchema.shape.NODE_ENV,
  LOG_LEVEL: BaseEnvSchema.shape.LOG_LEVEL,
  ...QueueEnvShape,
  REDIS_URL: z.string({ error: 'REDIS_URL is required: the worker takes jobs from Redis' }).regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL'),
  /** Test hook: jobs whose make equals this value never finish (to test a worker killed mid-job). */
  ENRICHMENT_TEST_HANG_MAKE: z.string().optional(),
  /** Test hook: jobs whose make equals this value take ENRICHMENT_TEST_SLOW_MS (to test a graceful stop). */
  ENRICHMENT_TEST_SLOW_MAKE: z.string().optional(),
  ENRICHMENT_TEST_SLOW_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
});
type WorkerEnv = z.infer<typeof WorkerEnvSchema>;

export const loadWorkerEnv = (source: NodeJS.ProcessEnv = process.env): WorkerEnv => loadEnv(WorkerEnvSchema, source);

export type QueueSettings = Pick<EnrichmentEnv,
  'QUEUE_PREFIX' | 'ENRICHMENT_TIMEOUT_MS' | 'JOB_ATTEMPTS' | 'JOB_BACKOFF_MS' | 'WORKER_CONCURRENCY' | 'WORKER_LOCK_MS' |
  'WORKER_STALLED_INTERVAL_MS'>;
