import 'reflect-metadata';
import { createLogger, listen } from '@rl/service-kit';
import { createAuthApp } from './app.js';
import { loadAuthEnv } from './env.js';

const env = loadAuthEnv();
const logger = createLogger('auth', env.LOG_LEVEL);
const app = await createAuthApp(env, logger);
await listen(app, env.PORT, logger, 'auth');
