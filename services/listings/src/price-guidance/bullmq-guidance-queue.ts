import type { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { PRICE_GUIDANCE_QUEUE, PriceGuidanceJobSchema, type PriceGuidanceJob } from '@rl/contracts';
import { BullMqJobQueue, REDIS_WAIT_MS, within } from '../bullmq/bullmq-job-queue.js';
import { guidanceJobId, nightlyCron, type GuidanceJobHandler, type GuidanceQueue, type GuidanceQueueSettings } from './guidance-queue.js';

export const NIGHTLY_SCHEDULER_ID = 'price-guidance-nightly';

/**
 * BullMQ queue `price-guidance`, processed by a worker in every listings replica (one job at a time each).
 * A group's job is delayed by `delayMs` and deduplicated by its id while it waits, so a burst of edits is
 * one recomputation; a change made while it runs queues exactly one more (keepLastIfActive). A job whose
 * worker died is stalled and taken by another worker, or by this one after a restart. The nightly run is a
 * job scheduler: upserted by every replica, it still produces one job per night for the cluster. When Redis
 * loses its data (flushed, or a new empty one), the scheduler is re-created within a minute and every group is
 * recomputed once (the jobs that waited are gone; the listings in the database are what the groups derive from).
 */
export class BullMqGuidanceQueue implements GuidanceQueue {
  readonly mode = 'bullmq' as const;
  private readonly jobs: BullMqJobQueue<PriceGuidanceJob>;

  constructor(redisUrl: string, prefix: string, private readonly settings: GuidanceQueueSettings, private readonly logger: Logger) {
    this.jobs = new BullMqJobQueue<PriceGuidanceJob>({
      name: PRICE_GUIDANCE_QUEUE,
      redisUrl,
      prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
      logger,
      // Redis lost its data: the groups' waiting recomputations went with it; one run of every group replaces them
      onRedisLost: () => {
        this.enqueue({ kind: 'all' }).catch((err: Error) => this.logger.warn({ err: err.message }, 'price guidance: could not queue the run of every group after Redis lost its data'));
      },
    });
  }

  get queue(): Queue<PriceGuidanceJob> {
    return this.jobs.queue;
  }

  /** this replica's worker, once started (a test stops it to play a process that died) */
  get worker(): Worker<PriceGuidanceJob> | null {
    return this.jobs.worker;
  }

  async enqueue(job: PriceGuidanceJob): Promise<void> {
    const id = guidanceJobId(job);
    const added = this.queue.add(job.kind, job, { delay: job.kind === 'group' ? this.settings.delayMs : 0, deduplication: { id, keepLastIfActive: true } });
    // BullMQ waits for Redis to come back; the caller would rather keep the group marked and try again later
    if ((await within(added, REDIS_WAIT_MS)) === undefined) throw new Error('Redis did not take the price-guidance job in time');
  }

  async start(handler: GuidanceJobHandler): Promise<void> {
    // set before the first job when Redis answers; never holds the service's start up while it does not
    await this.jobs.schedule(NIGHTLY_SCHEDULER_ID, { pattern: nightlyCron(this.settings.nightlyAt), tz: 'UTC' }, { name: 'all', data: { kind: 'all' } }, 'price-guidance nightly');
    this.jobs
      .startWorker((job) => handler(PriceGuidanceJobSchema.parse(job.data)), {
        lockDuration: this.settings.lockMs ?? 60_000,
        stalledInterval: this.settings.stalledIntervalMs ?? 15_000,
      })
      .on('failed', (job, err) => this.logger.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'price-guidance job attempt failed'));
  }

  close(): Promise<void> {
    return this.jobs.close();
  }
}
