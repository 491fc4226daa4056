import { z } from 'zod';
import { BaseEnvSchema, loadEnv, serviceUrls } from '@rl/service-kit';
import { parseTotpKey } from './users/totp-secret-cipher.js';

const KEY_MESSAGE = 'must be 32 random bytes, as 64 hex digits or base64 (openssl rand -base64 32)';

export const AuthEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('auth'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  /** listings (a user's data export and erasure); unset: those two answer 503 */
  LISTINGS_URL: z.preprocess((v) => (v === '' ? undefined : v), serviceUrls('LISTINGS_URL').optional()),
  /** sales: a user's conversations in the data export, anonymised on account deletion (unset: not asked) */
  SALES_URL: z.preprocess((v) => (v === '' ? undefined : v), serviceUrls('SALES_URL').optional()),
  /** seals users' TOTP secrets in the database (AES-256-GCM); see the auth README, "TOTP secrets at rest" */
  TOTP_ENCRYPTION_KEY: z.string({ error: 'TOTP_ENCRYPTION_KEY is not set' }).refine((v) => parseTotpKey(v) !== null, `TOTP_ENCRYPTION_KEY ${KEY_MESSAGE}`),
  /** earlier keys, comma-separated: they still open secrets sealed before a rotation (auth re-seals those at start) */
  TOTP_ENCRYPTION_OLD_KEYS: z.string().optional()
    .transform((v) => (v ?? '').split(',').map((k) => k.trim()).filter(Boolean))
    .refine((keys) => keys.every((k) => parseTotpKey(k) !== null), `TOTP_ENCRYPTION_OLD_KEYS: each key ${KEY_MESSAGE}`),
  /** the site as people open it: passkeys are bound to its origin, their RP ID is its host name */
  PUBLIC_URL: z.url('PUBLIC_URL must be the site URL').default('http://localhost:8080'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});
export type AuthEnv = z.infer<typeof AuthEnvSchema>;

export const loadAuthEnv = (source: NodeJS.ProcessEnv = process.env): AuthEnv => loadEnv(AuthEnvSchema, source);
