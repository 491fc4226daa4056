import 'reflect-metadata';
import { createLogger, createServiceApp, listen } from '@rl/service-kit';
import { ListingsModule } from './app.module.js';
import { loadListingsEnv } from './env.js';

const env = loadListingsEnv();
const logger = createLogger('listings', env.LOG_LEVEL);
const app = await createServiceApp(ListingsModule.register(env, logger), { logger });
await listen(app, env.PORT, logger, 'listings');
