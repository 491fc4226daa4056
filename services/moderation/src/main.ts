import 'reflect-metadata';
import { createLogger, listen } from '@rl/service-kit';
import { createModerationApp } from './app.js';
import { loadModerationEnv } from './env.js';

const env = loadModerationEnv();
const logger = createLogger('moderation', env.LOG_LEVEL);
const app = await createModerationApp(env, logger);
await listen(app, env.PORT, logger, 'moderation');
