import { z } from 'zod';
import { STORAGE_HYGIENE_DEFAULTS as HYGIENE } from '@rl/contracts';
import { BaseEnvSchema, loadEnv, serviceUrls } from '@rl/service-kit';

const flag = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }).transform((v) => v === 'true' || v === '1');

export const MediaEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4004),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('media'),
  /** S3-compatible endpoint: s3rver in embedded mode, MinIO in compose/k8s */
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be an http(s) URL'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be an S3 bucket name'),
  /** empty: the SDK's default credential chain (instance role, web identity, ...) */
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** `${S3_ENDPOINT}/${S3_BUCKET}/<key>` addressing (MinIO, s3rver); the gateway reads objects that way */
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE').default(true),
  /** create the bucket at start when it is missing (embedded mode; MinIO's init job does it in compose) */
  S3_CREATE_BUCKET: flag('S3_CREATE_BUCKET').default(true),
  /**
   * images decoded and encoded at the same time per process; more wait their turn. One: an image's three
   * encodes already run in parallel, and with replicas on the same cores a burst of uploads queues instead of
   * starving search and detail (bench/capacity)
   */
  MEDIA_PROCESS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** uploads allowed to wait for a processing slot before the service answers 503 */
  MEDIA_PROCESS_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /**
   * how long an upload may wait for a processing slot before the service answers 503: under a burst (or with a
   * replica restarting) the queue drains slower than it fills, and a clear 503 beats a client timing out
   */
  MEDIA_PROCESS_MAX_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(4000),
  /** listings base URL: where photos are used (deletes of used photos are refused; the storage sweep). Unset: deletes answer 503, no sweep. */
  LISTINGS_URL: serviceUrls('LISTINGS_URL').optional().or(z.literal('').transform(() => undefined)),
  LISTINGS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** how often each replica sweeps unused photos out of storage; 0 turns the sweep off */
  STORAGE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(7 * 86_400_000).default(HYGIENE.intervalMs),
  /** an upload never attached to a listing is removed after this many hours */
  STORAGE_UNATTACHED_HOURS: z.coerce.number().min(1).max(24 * 365).default(HYGIENE.unattachedAfterMs / 3600_000),
  /** a photo of a deleted listing, or removed from one by an edit, is removed after this many hours */
  STORAGE_RELEASED_GRACE_HOURS: z.coerce.number().min(1).max(24 * 365).default(HYGIENE.releasedGraceMs / 3600_000),
});
export type MediaEnv = z.infer<typeof MediaEnvSchema>;

export const loadMediaEnv = (source: NodeJS.ProcessEnv = process.env): MediaEnv => loadEnv(MediaEnvSchema, source);
