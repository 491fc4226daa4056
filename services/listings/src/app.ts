import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createServiceApp } from '@rl/service-kit';
import { ListingsModule, type ListingsDeps } from './app.module.js';
import type { ListingsEnv } from './env.js';

/** The listings service app, not yet listening (tests call this too). */
export function createListingsApp(env: ListingsEnv, logger: Logger, deps: ListingsDeps = {}): Promise<NestExpressApplication> {
  return createServiceApp(ListingsModule.register(env, logger, deps), { logger });
}
