import 'reflect-metadata';
import { createLogger, createServiceApp, listen } from '@rl/service-kit';
import { ModerationModule } from './app.module.js';
import { loadModerationEnv } from './env.js';

const env = loadModerationEnv();
const logger = createLogger('moderation', env.LOG_LEVEL);
const app = await createServiceApp(ModerationModule.register(env, logger), { logger });
await listen(app, env.PORT, logger, 'moderation');
