import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createServiceApp } from '@rl/service-kit';
import { AuthModule } from './app.module.js';
import type { AuthEnv } from './env.js';

/** The auth service app, not yet listening (tests call this too). */
export function createAuthApp(env: AuthEnv, logger: Logger): Promise<NestExpressApplication> {
  return createServiceApp(AuthModule.register(env, logger), { logger });
}
