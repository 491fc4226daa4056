import 'reflect-metadata';
import { createLogger, createServiceApp, listen } from '@rl/service-kit';
import { MediaModule } from './app.module.js';
import { loadMediaEnv } from './env.js';

const env = loadMediaEnv();
const logger = createLogger('media', env.LOG_LEVEL);
const app = await createServiceApp(MediaModule.register(env, logger), { logger });
await listen(app, env.PORT, logger, 'media');
