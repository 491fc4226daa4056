import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createServiceApp } from '@rl/service-kit';
import { NotificationsModule } from './app.module.js';
import type { NotificationsEnv } from './env.js';

/** The notifications service app, not yet listening (tests call this too). */
export function createNotificationsApp(env: NotificationsEnv, logger: Logger): Promise<NestExpressApplication> {
  return createServiceApp(NotificationsModule.register(env, logger), { logger });
}
