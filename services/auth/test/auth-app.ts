import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger } from '@rl/service-kit';
import { startTestDatabase, TEST_IDENTITY_SECRET, type TestDatabase } from '@rl/test-kit';
import { createAuthApp } from '../src/app.js';
import { AuthEnvSchema } from '../src/env.js';
import { TEST_TOTP_KEY } from './second-factor.js';

export interface AuthTestContext {
  app: NestExpressApplication;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The auth service on a throwaway schema (real PostgreSQL with DATABASE_URL, PGlite without). */
/** `limits`: the sign-in/sign-up limits on (off by default: the suites sign in far more often than a person). */
export async function startAuth(opts: { totpKey?: string; totpOldKeys?: string; limits?: boolean; redisUrl?: string; db?: TestDatabase; notificationsUrl?: string; listingsUrl?: string; salesUrl?: string } = {}): Promise<AuthTestContext> {
  const db = opts.db ?? await startTestDatabase('auth');
  const env = AuthEnvSchema.parse({
    NODE_ENV: 'test',
    PORT: '4001',
    DATABASE_URL: db.url,
    DB_SCHEMA: db.schema,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    SESSION_SECRET: 'test-session-secret-0123456789abcdefgh',
    TOTP_ENCRYPTION_KEY: opts.totpKey ?? TEST_TOTP_KEY,
    ...(opts.totpOldKeys ? { TOTP_ENCRYPTION_OLD_KEYS: opts.totpOldKeys } : {}),
    LOG_LEVEL: 'silent',
    RATE_LIMITS: opts.limits ? 'on' : 'off',
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
    ...(opts.notificationsUrl ? { NOTIFICATIONS_URL: opts.notificationsUrl } : {}),
    ...(opts.listingsUrl ? { LISTINGS_URL: opts.listingsUrl } : {}),
    ...(opts.salesUrl ? { SALES_URL: opts.salesUrl } : {}),
  });
  const app = await createAuthApp(env, createLogger('auth', 'silent'));
  await app.init();
  return {
    app,
    db,
    async close() {
      await app.close();
      if (!opts.db) await db.stop();
    },
  };
}
