import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { BaseEnvSchema, loadEnv } from '@rl/service-kit';

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
  /** images decoded and encoded at the same time; more wait their turn */
  MEDIA_PROCESS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(Math.max(1, Math.min(4, availableParallelism()))),
  /** uploads allowed to wait for a processing slot before the service answers 503 */
  MEDIA_PROCESS_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
});
export type MediaEnv = z.infer<typeof MediaEnvSchema>;

export const loadMediaEnv = (source: NodeJS.ProcessEnv = process.env): MediaEnv => loadEnv(MediaEnvSchema, source);
