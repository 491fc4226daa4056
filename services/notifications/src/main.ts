import 'reflect-metadata';
import { createLogger, listen } from '@rl/service-kit';
import { createNotificationsApp } from './app.js';
import { loadNotificationsEnv } from './env.js';

const env = loadNotificationsEnv();
const logger = createLogger('notifications', env.LOG_LEVEL);
const app = await createNotificationsApp(env, logger);
await listen(app, env.PORT, logger, 'notifications');
