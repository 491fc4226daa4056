import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createServiceApp } from '@rl/service-kit';
import { SalesModule, type SalesDeps } from './app.module.js';
import type { SalesEnv } from './env.js';

/** The sales service app, not yet listening (tests call this too). */
export function createSalesApp(env: SalesEnv, logger: Logger, deps: SalesDeps = {}): Promise<NestExpressApplication> {
  return createServiceApp(SalesModule.register(env, logger, deps), { logger });
}
