import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createServiceApp } from '@rl/service-kit';
import { EnrichmentModule, type EnrichmentOverrides } from './app.module.js';
import type { EnrichmentEnv } from './env.js';

/** The enrichment API app, not yet listening (tests call this too). */
export function createEnrichmentApp(env: EnrichmentEnv, logger: Logger, overrides: EnrichmentOverrides = {}): Promise<NestExpressApplication> {
  return createServiceApp(EnrichmentModule.register(env, logger, overrides), { logger });
}
