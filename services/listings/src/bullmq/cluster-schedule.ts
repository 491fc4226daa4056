import type { Logger } from 'pino';
import { Poller } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { BullMqJobQueue, bullMqPrefix } from './bullmq-job-queue.js';

type SweepHandler = () => Promise<void>;

/** Runs a periodic job every `everyMs`: one job for the cluster with Redis, a timer in each process without. */
export interface ClusterSchedule {
  readonly mode: 'bullmq' | 'in-process';
  start(handler: SweepHandler): Promise<void>;
  close(): Promise<void>;
}

export interface ClusterScheduleSettings {
  /** the BullMQ queue (a name from the contracts) */
  queue: string;
  /** the job scheduler's id, upserted by every replica */
  schedulerId: string;
  /** what the logs call the job */
  label: string;
  /** start of the queue's Redis prefix (the database and schema are added) */
  prefixKind: string;
  everyMs: number;
}

/**
 * A BullMQ job scheduler: upserted by every replica, it still makes one job per interval for the cluster,
 * worked by whichever replica takes it. Jobs run on it must be safe to run twice (a retried or duplicated
 * job costs nothing but a query), as they are anyway without Redis.
 */
class BullMqSchedule implements ClusterSchedule {
  readonly mode = 'bullmq' as const;
  private readonly jobs: BullMqJobQueue<Record<string, never>>;

  constructor(redisUrl: string, prefix: string, private readonly settings: ClusterScheduleSettings, private readonly logger: Logger) {
    this.jobs = new BullMqJobQueue({
      name: settings.queue,
      redisUrl,
      prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
      logger,
    });
  }

  async start(handler: SweepHandler): Promise<void> {
    await this.jobs.schedule(this.settings.schedulerId, { every: this.settings.everyMs }, { name: 'sweep', data: {} }, this.settings.queue);
    this.jobs
      .startWorker(() => handler())
      .on('failed', (job, err) => this.logger.warn({ jobId: job?.id, err: err.message }, `${this.settings.label} failed`));
  }

  close(): Promise<void> {
    return this.jobs.close();
  }
}

/** Without Redis: service-kit's Poller in this process, a pass at start and every `everyMs` (replicas may overlap: harmless). */
class InProcessSchedule implements ClusterSchedule {
  readonly mode = 'in-process' as const;
  private poller: Poller | null = null;

  constructor(private readonly settings: ClusterScheduleSettings, private readonly logger: Logger) {}

  async start(handler: SweepHandler): Promise<void> {
    this.poller = new Poller({ name: this.settings.label, intervalMs: this.settings.everyMs, logger: this.logger, pass: handler });
    this.poller.start();
  }

  async close(): Promise<void> {
    await this.poller?.stop();
  }
}

/** BullMQ with REDIS_URL (prefix from the database and schema, like the price-guidance queue), else a timer. */
export function clusterSchedule(env: ListingsEnv, logger: Logger, settings: ClusterScheduleSettings): ClusterSchedule {
  if (!env.REDIS_URL) return new InProcessSchedule(settings, logger);
  return new BullMqSchedule(env.REDIS_URL, bullMqPrefix(env, settings.prefixKind), settings, logger);
}
