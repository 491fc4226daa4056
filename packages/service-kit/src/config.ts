import { z } from 'zod';

/** Variables every service reads. Each service extends this with its own. */
export const BaseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535),
  DATABASE_URL: z.string().url('DATABASE_URL must be a postgres:// URL'),
  /** a streaming replica of DATABASE_URL's server: the public reads go to it (see ReadReplica). Unset: every read goes to the primary. */
  DATABASE_READ_URL: z.string().url('DATABASE_READ_URL must be a postgres:// URL').optional().or(z.literal('').transform(() => undefined)),
  /** reads go back to the primary while the replica is further behind than this */
  DB_READ_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'DB_SCHEMA must be a lowercase SQL identifier'),
  IDENTITY_SECRET: z.string().min(32, 'IDENTITY_SECRET must be at least 32 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Redis shared by the replicas (replay cache, rate limits, queues). Unset: each process keeps its own. */
  REDIS_URL: z.string().url('REDIS_URL must be a redis:// URL').optional(),
  /** the notifications service (mail); unset: notifications are recorded in the service's outbox, not sent */
  NOTIFICATIONS_URL: z.string().optional(),
  /** `off` disables the per-user and per-IP limits (load tests and test suites only) */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
});
export type BaseEnv = z.infer<typeof BaseEnvSchema>;

/**
 * Reads and validates the environment once at boot. A missing or malformed variable stops the
 * process with a message naming it, instead of failing later on first use.
 */
export function loadEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
  process.stderr.write(`Invalid environment, cannot start:\n${lines.join('\n')}\n`);
  process.exit(1);
}
