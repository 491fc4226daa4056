import 'reflect-metadata';
import { createLogger, listen } from '@rl/service-kit';
import { createSalesApp } from './app.js';
import { loadSalesEnv } from './env.js';

const env = loadSalesEnv();
const logger = createLogger('sales', env.LOG_LEVEL);
const app = await createSalesApp(env, logger);
await listen(app, env.PORT, logger, 'sales');
