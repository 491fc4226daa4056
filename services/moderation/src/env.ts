import { z } from 'zod';
import { BaseEnvSchema, loadEnv, serviceUrls } from '@rl/service-kit';

const ms = (def: number, min: number) => z.coerce.number().int().min(min).default(def);

export const ModerationEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4003),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('moderation'),
  /** the listings service (its internal API: status, counts, by-VIN, price stats, inquiries) */
  LISTINGS_URL: serviceUrls('LISTINGS_URL'),
  /** the enrichment service (VIN decode); optional: without it the offline decoder answers */
  ENRICHMENT_URL: z.preprocess((v) => (v === '' ? undefined : v), serviceUrls('ENRICHMENT_URL').optional()),
  /** the media service (photo checks of a listing's photos); optional: without it the photo check is "not checked" */
  MEDIA_URL: z.preprocess((v) => (v === '' ? undefined : v), serviceUrls('MEDIA_URL').optional()),
  /** auth (its internal staff action log): staff actions are recorded in moderation's outbox and handed to it; unset: recorded, not handed over */
  AUTH_URL: z.preprocess((v) => (v === '' ? undefined : v), serviceUrls('AUTH_URL').optional()),
  /** timeout of one photo-checks call to media */
  MEDIA_TIMEOUT_MS: ms(3000, 100),
  /** timeout of one call to listings */
  LISTINGS_TIMEOUT_MS: ms(5000, 100),
  /** timeout of one VIN decode call to enrichment */
  ENRICHMENT_TIMEOUT_MS: ms(3000, 100),
  /** outbox retrier: how often it looks for due decisions, first backoff, backoff cap */
  OUTBOX_POLL_MS: ms(1000, 10),
  OUTBOX_RETRY_BASE_MS: ms(1000, 10),
  OUTBOX_RETRY_MAX_MS: ms(60_000, 10),
});
export type ModerationEnv = z.infer<typeof ModerationEnvSchema>;

export const loadModerationEnv = (source: NodeJS.ProcessEnv = process.env): ModerationEnv => loadEnv(ModerationEnvSchema, source);
