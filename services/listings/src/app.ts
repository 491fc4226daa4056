import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createServiceApp } from '@rl/service-kit';
import { ListingsModule, type ListingsDeps } from './app.module.js';
import type { ListingsEnv } from './env.js';
import { cachedPublicDetail } from './queries/vehicle-detail/cached-public-detail.js';
import { VehicleDetailController } from './queries/vehicle-detail/vehicle-detail.controller.js';

/** The listings service app, not yet listening (tests call this too). */
export function createListingsApp(env: ListingsEnv, logger: Logger, deps: ListingsDeps = {}): Promise<NestExpressApplication> {
  return createServiceApp(ListingsModule.register(env, logger, deps), {
    logger,
    earlyAnswer: (app) => cachedPublicDetail(app.get(VehicleDetailController)),
  });
}
