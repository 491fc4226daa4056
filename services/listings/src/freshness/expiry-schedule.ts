import { createHash } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { LISTING_EXPIRY_QUEUE } from '@rl/contracts';
import { Poller, queueJobDuration, watchQueue } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

export type SweepHandler = () => Promise<void>;

/** Runs the expiry sweep every `everyMs`: one job for the cluster with Redis, a timer in each process without. */
export interface ExpirySchedule {
  readonly mode: 'bullmq' | 'in-process';
  start(handler: SweepHandler): Promise<void>;
  close(): Promise<void>;
}

export const EXPIRY_SCHEDULE = Symbol('EXPIRY_SCHEDULE');
export const EXPIRY_SCHEDULER_ID = 'listing-expiry-sweep';
const REDIS_WAIT_MS = 3000;

function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref?.();
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * BullMQ job scheduler `listing-expiry-sweep` on the queue `listing-expiry`: upserted by every replica, it
 * still makes one job per interval for the cluster, worked by whichever replica takes it. The sweep is safe
 * to run twice anyway (see FreshnessStore), so a retried or duplicated job costs nothing but a query.
 */
class BullMqExpirySchedule implements ExpirySchedule {
  readonly mode = 'bullmq' as const;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly unwatch: () => void;
  private readonly retryStrategy = (times: number) => (this.closed ? null : Math.min(times * 200, 5000));

  constructor(private readonly redisUrl: string, private readonly prefix: string, private readonly everyMs: number, private readonly logger: Logger) {
    this.queue = new Queue(LISTING_EXPIRY_QUEUE, {
      connection: { url: redisUrl, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: this.retryStrategy },
      prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
    });
    this.queue.on('error', (err) => this.logger.warn({ err }, 'listing-expiry queue connection error'));
    this.unwatch = watchQueue(LISTING_EXPIRY_QUEUE, () => this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'));
  }

  async start(handler: SweepHandler): Promise<void> {
    await within(this.schedule(), REDIS_WAIT_MS);
    this.worker = new Worker(
      LISTING_EXPIRY_QUEUE,
      async (job) => {
        const end = queueJobDuration.startTimer({ queue: LISTING_EXPIRY_QUEUE, kind: job.name });
        try {
          await handler();
          end({ outcome: 'completed' });
        } catch (err) {
          end({ outcome: 'failed' });
          throw err;
        }
      },
      { connection: { url: this.redisUrl, retryStrategy: this.retryStrategy }, prefix: this.prefix, concurrency: 1 },
    );
    this.worker.on('failed', (job, err) => this.logger.warn({ jobId: job?.id, err: err.message }, 'listing-expiry sweep failed'));
    this.worker.on('error', (err) => this.logger.warn({ err }, 'listing-expiry worker error'));
  }

  /** Upserts the scheduler; while Redis is away the service still starts, and this is retried. */
  private async schedule(): Promise<void> {
    if (this.closed) return;
    try {
      await this.queue.upsertJobScheduler(EXPIRY_SCHEDULER_ID, { every: this.everyMs }, { name: 'sweep', data: {} });
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'listing-expiry scheduler not set yet (Redis unavailable): retrying in 30 s');
      this.retry = setTimeout(() => void this.schedule(), 30_000);
      this.retry.unref?.();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.unwatch();
    const closed = Promise.allSettled([this.worker?.close(), this.queue.close()]);
    if ((await within(closed, 5000)) === undefined) for (const c of [this.worker, this.queue]) c?.disconnect().catch(() => undefined);
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
  const db = new URL(env.DATABASE_URL);
  const prefix = `expiry-${createHash('sha256').update(`${db.host}${db.pathname}/${env.DB_SCHEMA}`).digest('hex').slice(0, 12)}`;
  return new BullMqExpirySchedule(env.REDIS_URL, prefix, env.LISTING_EXPIRY_SWEEP_MS, logger);
}
