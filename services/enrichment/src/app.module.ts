import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceKitModule } from '@rl/service-kit';
import type { EnrichmentEnv } from './env.js';

export const ENRICHMENT_ENTITIES = [];
export const ENRICHMENT_MIGRATIONS = [];

@Module({})
export class EnrichmentModule {
  static register(env: EnrichmentEnv, logger: Logger): DynamicModule {
    return {
      module: EnrichmentModule,
      imports: [ServiceKitModule.forRoot({ env, logger, entities: ENRICHMENT_ENTITIES, migrations: ENRICHMENT_MIGRATIONS })],
      controllers: [],
      providers: [],
    };
  }
}
