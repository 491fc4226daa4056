import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { PRICE_GUIDANCE_QUEUE, PriceGuidanceJobSchema, type PriceGuidanceJob } from '@rl/contracts';
import { createJobQueue, queuePrefix, type JobQueue } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

export type GuidanceJobHandler = (job: PriceGuidanceJob) => Promise<void>;

export const GUIDANCE_QUEUE = Symbol('GUIDANCE_QUEUE');
export const NIGHTLY_SCHEDULER_ID = 'price-guidance-nightly';

/** Deterministic id of a job (BullMQ ids may not contain ':'): a group's jobs share it, so a burst collapses. */
export function guidanceJobId(job: PriceGuidanceJob): string {
  if (job.kind === 'all') return 'all';
  return `group-${createHash('sha256').update(JSON.stringify([job.makeKey, job.modelKey])).digest('hex').slice(0, 32)}`;
}

export interface GuidanceQueueSettings {
  /** how long a group's job waits before running, gathering the changes of a burst */
  delayMs: number;
  /** time of day (UTC) of the nightly run of every group, "HH:MM" */
  nightlyAt: string;
  /** BullMQ: how long a job stays locked without its worker renewing it (a dead process) before another takes it */
  lockMs?: number;
  /** BullMQ: how often workers look for such jobs */
  stalledIntervalMs?: number;
}

/**
 * The price-guidance jobs on service-kit's JobQueue `price-guidance` (BullMQ with Redis: jobs survive a
 * restart and are shared by the replicas; in this process without), worked one at a time in every listings
 * process. A group's job is delayed by `delayMs` and deduplicated by its id while it waits, so a burst of
 * edits is one recomputation; a change made while it runs queues exactly one more. A job whose worker died
 * is stalled and taken by another worker. The nightly run is a job scheduler: upserted by every replica, it
 * still produces one job per night for the cluster. When Redis loses its data (flushed, or a new empty one), the
 * scheduler is re-created within a minute and every group is recomputed once (the jobs that waited are gone; the
 * listings in the database are what the groups derive from).
 */
export class GuidanceQueue {
  constructor(readonly jobs: JobQueue<PriceGuidanceJob>, private readonly settings: GuidanceQueueSettings) {}

  get mode(): 'bullmq' | 'in-process' {
    return this.jobs.mode;
  }

  /** Queues a job. Jobs of the same group collapse: one waits while another may run. */
  enqueue(job: PriceGuidanceJob): Promise<void> {
    return this.jobs.add(job.kind, job, { deduplicationId: guidanceJobId(job), delayMs: job.kind === 'group' ? this.settings.delayMs : 0 });
  }

  /** Schedules the nightly run of every group and starts processing with `handler`. */
  async start(handler: GuidanceJobHandler): Promise<void> {
    await this.jobs.schedule(NIGHTLY_SCHEDULER_ID, { dailyAt: this.settings.nightlyAt }, { kind: 'all', data: { kind: 'all' } });
    await this.jobs.work((data) => handler(PriceGuidanceJobSchema.parse(data)), {
      lockMs: this.settings.lockMs ?? 60_000,
      stalledIntervalMs: this.settings.stalledIntervalMs ?? 15_000,
    });
  }

  close(): Promise<void> {
    return this.jobs.close();
  }
}

/** The queue of one listings process: BullMQ with `redisUrl`, in this process without. */
export function guidanceQueue(redisUrl: string | undefined, prefix: string, settings: GuidanceQueueSettings, logger: Logger): GuidanceQueue {
  const jobs = createJobQueue<PriceGuidanceJob>({
    name: PRICE_GUIDANCE_QUEUE,
    redisUrl,
    prefix,
    attempts: 5,
    backoffMs: 1000,
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
    logger,
    // Redis lost its data: the groups' waiting recomputations went with it; one run of every group replaces them
    onRedisLost: () => {
      queue.enqueue({ kind: 'all' }).catch((err: Error) => logger.warn({ err: err.message }, 'price guidance: could not queue the run of every group after Redis lost its data'));
    },
  });
  const queue = new GuidanceQueue(jobs, settings);
  return queue;
}

/** The service's queue; its BullMQ prefix is derived from the database and schema. */
export function priceGuidanceQueue(env: ListingsEnv, logger: Logger): GuidanceQueue {
  const settings = { delayMs: env.PRICE_GUIDANCE_DELAY_MS, nightlyAt: env.PRICE_GUIDANCE_NIGHTLY_AT };
  return guidanceQueue(env.REDIS_URL, queuePrefix('guidance', env), settings, logger);
}
