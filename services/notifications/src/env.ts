import { z } from 'zod';
import { BaseEnvSchema, loadEnv, serviceUrls } from '@rl/service-kit';

const ms = (def: number, min: number) => z.coerce.number().int().min(min).default(def);

export const NotificationsEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4006),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('notifications'),
  /** the SMTP server mail goes to: `smtp://host:port`, `smtps://user:pass@host:465` */
  SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'SMTP_URL must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Remote Listings <no-reply@remotelistings.example>'),
  /** where every inquiry goes */
  SALES_INBOX: z.email('SALES_INBOX must be an email address').default('sales@remotelistings.example'),
  /** the site's address as people open it: links in mails are built on it */
  PUBLIC_URL: z.url('PUBLIC_URL must be the site URL').default('http://localhost:8080'),
  /** auth (a user's address is looked up when the mail is written) */
  AUTH_URL: serviceUrls('AUTH_URL'),
  AUTH_TIMEOUT_MS: ms(3000, 100),
  /** one delivery attempt gives up after this long */
  SMTP_TIMEOUT_MS: ms(10_000, 100),
  /** retries while SMTP is down: first delay, doubled each time up to the cap; never given up */
  RETRY_BASE_MS: ms(2000, 10),
  RETRY_MAX_MS: ms(10 * 60_000, 10),
  /** how often rows whose job went missing (Redis lost, process killed) are queued again */
  SWEEP_INTERVAL_MS: ms(30_000, 10),
  /** a mail being sent is held this long; after it another process may try again */
  SEND_LEASE_MS: ms(60_000, 100),
  /**
   * BullMQ key prefix. Unset: derived from the database and schema, so the replicas of one platform share
   * the queue and two platforms on one Redis (jobs name rows of their own database) never do.
   */
  QUEUE_PREFIX: z.string().regex(/^[\w.-]{1,64}$/, 'QUEUE_PREFIX must be letters, digits, _ . -').optional(),
});
export type NotificationsEnv = z.infer<typeof NotificationsEnvSchema>;

export const loadNotificationsEnv = (source: NodeJS.ProcessEnv = process.env): NotificationsEnv => loadEnv(NotificationsEnvSchema, source);
