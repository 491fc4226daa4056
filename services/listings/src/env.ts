import { z } from 'zod';
import { BaseEnvSchema, loadEnv, serviceUrls } from '@rl/service-kit';

export const ListingsEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4002),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('listings'),
  /** media service base URL (photo ownership checks). Unset: listings with new photos are refused with 503. */
  MEDIA_URL: serviceUrls('MEDIA_URL').optional().or(z.literal('').transform(() => undefined)),
  /** sales service base URL: inquiries open leads and live listings get an associate. Unset: recorded in the sales outbox, handed over once it is set. */
  SALES_URL: serviceUrls('SALES_URL').optional().or(z.literal('').transform(() => undefined)),
  MEDIA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** enrichment service base URL: listed VINs are decoded for the "Verified from VIN" marks. Unset: nothing is marked. */
  ENRICHMENT_URL: serviceUrls('ENRICHMENT_URL').optional().or(z.literal('').transform(() => undefined)),
  ENRICHMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** how often listings without a stored VIN decode are looked for (a listing change also starts a pass) */
  VIN_DECODE_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /** search `total` is exact up to this many matches, an estimate above (see search/README.md) */
  SEARCH_EXACT_COUNT_CAP: z.coerce.number().int().min(1).max(10_000_000).default(1_000),
  /** how long anonymous answers are kept in memory at most (changes drop them sooner); 0 turns the cache off */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  /** fair-price guidance: how long a group's recomputation waits to gather a burst of changes */
  PRICE_GUIDANCE_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** listing freshness: how often the expiry job runs (reminder mails, then expirations) */
  LISTING_EXPIRY_SWEEP_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  /** listings per sitemap file; the protocol allows 50,000 URLs per file, the static pages take a few of them */
  SITEMAP_LISTINGS_PER_FILE: z.coerce.number().int().min(1).max(49_900).default(45_000),
  /** listing performance: how often each replica writes the search impressions it counted into the daily counters */
  IMPRESSION_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(60_000),
  /** listing performance: how often the weekly summary job looks for sellers whose mail of the week is due */
  SELLER_SUMMARY_SWEEP_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  /** `off` stops counting impressions (the benchmark's baseline) */
  IMPRESSION_COUNTING: z.enum(['on', 'off']).default('on'),
  /** fair-price guidance: time of day (UTC, HH:MM) of the nightly recomputation of every group */
  PRICE_GUIDANCE_NIGHTLY_AT: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'PRICE_GUIDANCE_NIGHTLY_AT must be HH:MM (UTC)').default('03:30'),
});
export type ListingsEnv = z.infer<typeof ListingsEnvSchema>;

export const loadListingsEnv = (source: NodeJS.ProcessEnv = process.env): ListingsEnv => loadEnv(ListingsEnvSchema, source);
