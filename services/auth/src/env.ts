import { z } from 'zod';
import { BaseEnvSchema, loadEnv, serviceUrls } from '@rl/service-kit';

export const AuthEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('auth'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  /** listings (a user's data export and erasure); unset: those two answer 503 */
  LISTINGS_URL: z.preprocess((v) => (v === '' ? undefined : v), serviceUrls('LISTINGS_URL').optional()),
  /** sales: a user's conversations in the data export, anonymised on account deletion (unset: not asked) */
  SALES_URL: z.preprocess((v) => (v === '' ? undefined : v), serviceUrls('SALES_URL').optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});
export type AuthEnv = z.infer<typeof AuthEnvSchema>;

export const loadAuthEnv = (source: NodeJS.ProcessEnv = process.env): AuthEnv => loadEnv(AuthEnvSchema, source);
