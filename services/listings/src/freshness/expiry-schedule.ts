import type { Logger } from 'pino';
import { LISTING_EXPIRY_QUEUE } from '@rl/contracts';
import { createJobQueue, queuePrefix, type JobQueue } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

/** The queue `listing-expiry`, whose scheduler runs the expiry sweep. */
export type ExpirySchedule = JobQueue<Record<string, never>>;

export const EXPIRY_SCHEDULE = Symbol('EXPIRY_SCHEDULE');
export const EXPIRY_SCHEDULER_ID = 'listing-expiry-sweep';

/**
 * Service-kit's JobQueue `listing-expiry` (BullMQ with REDIS_URL, prefix from the database and schema like
 * the price-guidance queue; in this process without). Its scheduler `listing-expiry-sweep`, upserted by
 * every replica, makes one job per interval for the cluster, worked by whichever replica takes it (without
 * Redis: a timer in each process, replicas may overlap). The sweep is safe to run twice anyway (see
 * FreshnessStore), so a retried or duplicated job costs nothing but a query.
 */
export function expirySchedule(env: ListingsEnv, logger: Logger): ExpirySchedule {
  return createJobQueue({
    name: LISTING_EXPIRY_QUEUE,
    redisUrl: env.REDIS_URL,
    prefix: queuePrefix('expiry', env),
    attempts: 3,
    backoffMs: 5000,
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
    logger,
  });
}
