import { z } from 'zod';
import { BaseEnvSchema, loadEnv, serviceUrls } from '@rl/service-kit';
import { parseBusinessHours } from './response-time/business-hours.js';

export const SalesEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4007),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('sales'),
  /** auth: who the associates are (assignment) and the names shown in threads */
  AUTH_URL: serviceUrls('AUTH_URL'),
  /** listings: the pipeline marks listings sale-pending and sold there, and asks for similar cars; unset: those moves answer 503 */
  LISTINGS_URL: serviceUrls('LISTINGS_URL').optional().or(z.literal('').transform(() => undefined)),
  LISTINGS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** how often the offer expiry job runs (once per cluster per period, whichever replica comes first) */
  OFFER_EXPIRY_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** how long the staff list asked of auth is reused */
  STAFF_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  /** how often listings still without an associate are looked at (the first associate created picks them up) */
  ASSIGN_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /**
   * Key of the signed conversation links and reply addresses (>= 32 characters). Unset: derived from
   * IDENTITY_SECRET (changing either then invalidates every link already mailed).
   */
  CONVERSATION_SECRET: z.string().min(32, 'CONVERSATION_SECRET must be at least 32 characters').optional(),
  /**
   * Domain of the per-conversation reply addresses (`reply+<token>@MAIL_DOMAIN`): conversation mails carry
   * it as Reply-To and the inbound listener accepts it. Unset: no Reply-To, no listener.
   */
  MAIL_DOMAIN: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'MAIL_DOMAIN must be a domain name').optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Port of the inbound SMTP listener for replies to conversation mails (0: any free port). Unset, or
   * MAIL_DOMAIN unset: no listener.
   */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** the response-time promise: a first answer within FIRST_RESPONSE_MINUTES of business time */
  FIRST_RESPONSE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(120),
  /** the team's time zone (IANA name), working days (`Mon-Sat`, `Mon,Wed,Fri`) and hours (`09:00-19:00`) */
  TEAM_TIME_ZONE: z.string().default('America/Los_Angeles'),
  BUSINESS_DAYS: z.string().default('Mon-Sat'),
  BUSINESS_HOURS: z.string().default('09:00-19:00'),
  /** how often overdue leads are looked at (their associate is mailed once) */
  OVERDUE_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  /** largest inbound mail accepted (refused with 552 above it) */
  INBOUND_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(10 * 1024 * 1024),
}).superRefine((env, ctx) => {
  try {
    parseBusinessHours(env.TEAM_TIME_ZONE, env.BUSINESS_DAYS, env.BUSINESS_HOURS);
  } catch (err) {
    ctx.addIssue({ code: 'custom', path: ['BUSINESS_HOURS'], message: `TEAM_TIME_ZONE, BUSINESS_DAYS or BUSINESS_HOURS: ${(err as Error).message}` });
  }
});
export type SalesEnv = z.infer<typeof SalesEnvSchema>;

export const loadSalesEnv = (source: NodeJS.ProcessEnv = process.env): SalesEnv => loadEnv(SalesEnvSchema, source);
