import type { Logger } from 'pino';
import { bullMqPrefix } from '../bullmq/bullmq-job-queue.js';
import type { ListingsEnv } from '../env.js';
import { BullMqGuidanceQueue } from './bullmq-guidance-queue.js';
import type { GuidanceQueue } from './guidance-queue.js';
import { InProcessGuidanceQueue } from './in-process-guidance-queue.js';

/**
 * BullMQ with REDIS_URL, else the in-process runner. The BullMQ prefix is derived from the database and
 * schema, so platforms (and test suites) sharing a Redis never take each other's jobs.
 */
export function priceGuidanceQueue(env: ListingsEnv, logger: Logger): GuidanceQueue {
  const settings = { delayMs: env.PRICE_GUIDANCE_DELAY_MS, nightlyAt: env.PRICE_GUIDANCE_NIGHTLY_AT };
  if (!env.REDIS_URL) return new InProcessGuidanceQueue(settings, logger);
  return new BullMqGuidanceQueue(env.REDIS_URL, bullMqPrefix(env, 'guidance'), settings, logger);
}
