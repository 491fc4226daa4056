import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { PRICE_GUIDANCE_QUEUE, PriceGuidanceJobSchema, type PriceGuidanceJob } from '@rl/contracts';
import { queueJobDuration, watchQueue } from '@rl/service-kit';
import { guidanceJobId, nightlyCron, type GuidanceJobHandler, type GuidanceQueue, type GuidanceQueueSettings } from './guidance-queue.js';

export const NIGHTLY_SCHEDULER_ID = 'price-guidance-nightly';
const REDIS_WAIT_MS = 3000;
/** within the service's 10 s shutdown */
const CLOSE_WAIT_MS = 5000;

function within<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref?.();
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * BullMQ queue `price-guidance`, processed by a worker in every listings replica (one job at a time each).
 * A group's job is delayed by `delayMs` and deduplicated by its id while it waits, so a burst of edits is
 * one recomputation; a change made while it runs queues exactly one more (keepLastIfActive). A job whose
 * worker died is stalled and taken by another worker, or by this one after a restart. The nightly run is a
 * job scheduler: upserted by every replica, it still produces one job per night for the cluster.
 */
export class BullMqGuidanceQueue implements GuidanceQueue {
  readonly mode = 'bullmq' as const;
  readonly queue: Queue<PriceGuidanceJob>;
  private worker: Worker<PriceGuidanceJob> | null = null;
  private readonly unwatch: () => void;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  /** reconnect with backoff while open; once closed, stop (a Redis that never came back leaves no timer behind) */
  private readonly retryStrategy = (times: number) => (this.closed ? null : Math.min(times * 200, 5000));

  constructor(private readonly redisUrl: string, private readonly prefix: string, private readonly settings: GuidanceQueueSettings, private readonly logger: Logger) {
    this.queue = new Queue<PriceGuidanceJob>(PRICE_GUIDANCE_QUEUE, {
      connection: { url: redisUrl, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: this.retryStrategy },
      prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
    });
    this.queue.on('error', (err) => this.logger.warn({ err }, 'price-guidance queue connection error'));
    this.unwatch = watchQueue(PRICE_GUIDANCE_QUEUE, () => this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'));
  }

  async enqueue(job: PriceGuidanceJob): Promise<void> {
    const id = guidanceJobId(job);
    const added = this.queue.add(job.kind, job, { delay: job.kind === 'group' ? this.settings.delayMs : 0, deduplication: { id, keepLastIfActive: true } });
    // BullMQ waits for Redis to come back; the caller would rather keep the group marked and try again later
    await within(added, REDIS_WAIT_MS, 'Redis did not take the price-guidance job in time');
  }

  async start(handler: GuidanceJobHandler): Promise<void> {
    // set before the first job when Redis answers; never holds the service's start up while it does not
    await within(this.scheduleNightly(), REDIS_WAIT_MS, '').catch(() => undefined);
    this.worker = new Worker<PriceGuidanceJob>(
      PRICE_GUIDANCE_QUEUE,
      async (job) => {
        const end = queueJobDuration.startTimer({ queue: PRICE_GUIDANCE_QUEUE, kind: job.name });
        try {
          await handler(PriceGuidanceJobSchema.parse(job.data));
          end({ outcome: 'completed' });
        } catch (err) {
          end({ outcome: 'failed' });
          throw err;
        }
      },
      {
        connection: { url: this.redisUrl, retryStrategy: this.retryStrategy }, prefix: this.prefix, concurrency: 1,
        lockDuration: this.settings.lockMs ?? 60_000, stalledInterval: this.settings.stalledIntervalMs ?? 15_000,
      },
    );
    this.worker.on('failed', (job, err) => this.logger.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'price-guidance job attempt failed'));
    this.worker.on('error', (err) => this.logger.warn({ err }, 'price-guidance worker error'));
  }

  /** Upserts the nightly scheduler; while Redis is away the service still starts, and this is retried. */
  private async scheduleNightly(): Promise<void> {
    if (this.closed) return;
    try {
      await this.queue.upsertJobScheduler(NIGHTLY_SCHEDULER_ID, { pattern: nightlyCron(this.settings.nightlyAt), tz: 'UTC' }, { name: 'all', data: { kind: 'all' } });
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'price-guidance nightly scheduler not set yet (Redis unavailable): retrying in 30 s');
      this.retry = setTimeout(() => void this.scheduleNightly(), 30_000);
      this.retry.unref?.();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.unwatch();
    // a running job may finish (its lock is kept meanwhile); with Redis away closing would wait for it forever
    const closed = Promise.allSettled([this.worker?.close(), this.queue.close()]);
    await within(closed, CLOSE_WAIT_MS, '').catch(() => {
      // not awaited: disconnecting waits for Redis too
      for (const c of [this.worker, this.queue]) c?.disconnect().catch(() => undefined);
    });
  }
}
