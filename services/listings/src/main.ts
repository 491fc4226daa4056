import 'reflect-metadata';
import { createLogger, listen } from '@rl/service-kit';
import { createListingsApp } from './app.js';
import { loadListingsEnv } from './env.js';

const env = loadListingsEnv();
const logger = createLogger('listings', env.LOG_LEVEL);
const app = await createListingsApp(env, logger);
await listen(app, env.PORT, logger, 'listings');
