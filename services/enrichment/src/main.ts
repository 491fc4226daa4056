import 'reflect-metadata';
import { createLogger, createServiceApp, listen } from '@rl/service-kit';
import { EnrichmentModule } from './app.module.js';
import { loadEnrichmentEnv } from './env.js';

const env = loadEnrichmentEnv();
const logger = createLogger('enrichment', env.LOG_LEVEL);
const app = await createServiceApp(EnrichmentModule.register(env, logger), { logger });
await listen(app, env.PORT, logger, 'enrichment');
