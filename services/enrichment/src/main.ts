import 'reflect-metadata';
import { createLogger, listen } from '@rl/service-kit';
import { createEnrichmentApp } from './app.js';
import { loadEnrichmentEnv } from './env.js';

const env = loadEnrichmentEnv();
const logger = createLogger('enrichment', env.LOG_LEVEL);
const app = await createEnrichmentApp(env, logger);
await listen(app, env.PORT, logger, 'enrichment');
