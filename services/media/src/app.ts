import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createServiceApp } from '@rl/service-kit';
import { MediaModule, type MediaDeps } from './app.module.js';
import type { MediaEnv } from './env.js';

/** The media service app, not yet listening (tests and the benchmark call this too). */
export function createMediaApp(env: MediaEnv, logger: Logger, deps: MediaDeps = {}): Promise<NestExpressApplication> {
  return createServiceApp(MediaModule.register(env, logger, deps), { logger });
}
