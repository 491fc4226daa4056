import type { Logger } from 'pino';
import { LISTING_EXPIRY_QUEUE } from '@rl/contracts';
import { Poller } from '@rl/service-kit';
import { BullMqJobQueue, bullMqPrefix } from '../bullmq/bullmq-job-queue.js';
import type { ListingsEnv } from '../env.js';

type SweepHandler = () => Promise<void>;

/** Runs the expiry sweep every `everyMs`: one job for the cluster with Redis, a timer in each process without. */
export interface ExpirySchedule {
  readonly mode: 'bullmq' | 'in-process';
  start(handler: SweepHandler): Promise<void>;
  close(): Promise<void>;
}

export const EXPIRY_SCHEDULE = Symbol('EXPIRY_SCHEDULE');
const EXPIRY_SCHEDULER_ID = 'listing-expiry-sweep';

/**
 * BullMQ job scheduler `listing-expiry-sweep` on the queue `listing-expiry`: upserted by every replica, it
 * still makes one job per interval for the cluster, worked by whichever replica takes it. The sweep is safe
 * to run twice anyway (see FreshnessStore), so a retried or duplicated job costs nothing but a query.
 */
class BullMqExpirySchedule implements ExpirySchedule {
  readonly mode = 'bullmq' as const;
  private readonly jobs: BullMqJobQueue<Record<string, never>>;

  constructor(redisUrl: string, prefix: string, private readonly everyMs: number, private readonly logger: Logger) {
    this.jobs = new BullMqJobQueue({
      name: LISTING_EXPIRY_QUEUE,
      redisUrl,
      prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
      logger,
    });
  }

  async start(handler: SweepHandler): Promise<void> {
    await this.jobs.schedule(EXPIRY_SCHEDULER_ID, { every: this.everyMs }, { name: 'sweep', data: {} }, 'listing-expiry');
    this.jobs
      .startWorker(() => handler())
      .on('failed', (job, err) => this.logger.warn({ jobId: job?.id, err: err.message }, 'listing-expiry sweep failed'));
  }

  close(): Promise<void> {
    return this.jobs.close();
  }
}

/** Without Redis: service-kit's Poller in this process, a pass at start and every `everyMs` (replicas may overlap: harmless). */
class InProcessExpirySchedule implements ExpirySchedule {
  readonly mode = 'in-process' as const;
  private poller: Poller | null = null;

  constructor(private readonly everyMs: number, private readonly logger: Logger) {}

  async start(handler: SweepHandler): Promise<void> {
    this.poller = new Poller({ name: 'listing-expiry sweep', intervalMs: this.everyMs, logger: this.logger, pass: handler });
    this.poller.start();
  }

  async close(): Promise<void> {
    await this.poller?.stop();
  }
}

/** BullMQ with REDIS_URL (prefix from the database and schema, like the price-guidance queue), else a timer. */
export function expirySchedule(env: ListingsEnv, logger: Logger): ExpirySchedule {
  if (!env.REDIS_URL) return new InProcessExpirySchedule(env.LISTING_EXPIRY_SWEEP_MS, logger);
  return new BullMqExpirySchedule(env.REDIS_URL, bullMqPrefix(env, 'expiry'), env.LISTING_EXPIRY_SWEEP_MS, logger);
}
