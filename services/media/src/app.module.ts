import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceKitModule } from '@rl/service-kit';
import type { MediaEnv } from './env.js';

export const MEDIA_ENTITIES = [];
export const MEDIA_MIGRATIONS = [];

@Module({})
export class MediaModule {
  static register(env: MediaEnv, logger: Logger): DynamicModule {
    return {
      module: MediaModule,
      imports: [ServiceKitModule.forRoot({ env, logger, entities: MEDIA_ENTITIES, migrations: MEDIA_MIGRATIONS })],
      controllers: [],
      providers: [],
    };
  }
}
