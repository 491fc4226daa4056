import 'reflect-metadata';
import { createLogger, listen } from '@rl/service-kit';
import { createMediaApp } from './app.js';
import { loadMediaEnv } from './env.js';

const env = loadMediaEnv();
const logger = createLogger('media', env.LOG_LEVEL);
const app = await createMediaApp(env, logger);
await listen(app, env.PORT, logger, 'media');
