import type { Logger } from 'pino';
import { LISTING_EXPIRY_QUEUE } from '@rl/contracts';
import { clusterSchedule, type ClusterSchedule } from '../bullmq/cluster-schedule.js';
import type { ListingsEnv } from '../env.js';

/** Runs the expiry sweep every LISTING_EXPIRY_SWEEP_MS (see ClusterSchedule). */
export type ExpirySchedule = ClusterSchedule;

export const EXPIRY_SCHEDULE = Symbol('EXPIRY_SCHEDULE');

/**
 * The job scheduler `listing-expiry-sweep` on the queue `listing-expiry` with Redis, a timer in each process
 * without. The sweep is safe to run twice (see FreshnessStore).
 */
export function expirySchedule(env: ListingsEnv, logger: Logger): ExpirySchedule {
  return clusterSchedule(env, logger, {
    queue: LISTING_EXPIRY_QUEUE, schedulerId: 'listing-expiry-sweep', label: 'listing-expiry sweep', prefixKind: 'expiry', everyMs: env.LISTING_EXPIRY_SWEEP_MS,
  });
}
