import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceKitModule } from '@rl/service-kit';
import type { ModerationEnv } from './env.js';

export const MODERATION_ENTITIES = [];
export const MODERATION_MIGRATIONS = [];

@Module({})
export class ModerationModule {
  static register(env: ModerationEnv, logger: Logger): DynamicModule {
    return {
      module: ModerationModule,
      imports: [ServiceKitModule.forRoot({ env, logger, entities: MODERATION_ENTITIES, migrations: MODERATION_MIGRATIONS })],
      controllers: [],
      providers: [],
    };
  }
}
