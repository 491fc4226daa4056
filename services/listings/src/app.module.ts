import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceKitModule } from '@rl/service-kit';
import type { ListingsEnv } from './env.js';

export const LISTINGS_ENTITIES = [];
export const LISTINGS_MIGRATIONS = [];

@Module({})
export class ListingsModule {
  static register(env: ListingsEnv, logger: Logger): DynamicModule {
    return {
      module: ListingsModule,
      imports: [ServiceKitModule.forRoot({ env, logger, entities: LISTINGS_ENTITIES, migrations: LISTINGS_MIGRATIONS })],
      controllers: [],
      providers: [],
    };
  }
}
