import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createServiceApp } from '@rl/service-kit';
import { ModerationModule } from './app.module.js';
import type { ModerationEnv } from './env.js';

/** The moderation service app, not yet listening (tests call this too). */
export function createModerationApp(env: ModerationEnv, logger: Logger): Promise<NestExpressApplication> {
  return createServiceApp(ModerationModule.register(env, logger), { logger });
}
