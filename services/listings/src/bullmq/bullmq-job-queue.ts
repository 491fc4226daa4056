import { createHash } from 'node:crypto';
import { Queue, Worker, type DefaultJobOptions, type Job, type RepeatOptions, type WorkerOptions } from 'bullmq';
import type { Logger } from 'pino';
import { queueJobDuration, watchQueue } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

/** How long the service's start waits for Redis to set a job scheduler; after that it starts anyway. */
export const REDIS_WAIT_MS = 3000;
/** within the service's 10 s shutdown */
const CLOSE_WAIT_MS = 5000;
const SCHEDULER_RETRY_MS = 30_000;
/** how often each replica checks that its job schedulers still exist (a flushed or new Redis has none) */
export const SCHEDULER_CHECK_MS = 60_000;

/** `p`, or undefined once `ms` have passed first. */
export function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref?.();
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * The BullMQ prefix of a queue (`<kind>-<hash>`), derived from the database and schema, so platforms (and
 * test suites) sharing a Redis never take each other's jobs.
 */
export function bullMqPrefix(env: Pick<ListingsEnv, 'DATABASE_URL' | 'DB_SCHEMA'>, kind: string): string {
  const db = new URL(env.DATABASE_URL);
  return `${kind}-${createHash('sha256').update(`${db.host}${db.pathname}/${env.DB_SCHEMA}`).digest('hex').slice(0, 12)}`;
}

export interface BullMqJobQueueSettings {
  /** the queue's name, also the start of its log lines */
  name: string;
  redisUrl: string;
  prefix: string;
  defaultJobOptions: DefaultJobOptions;
  logger: Logger;
  /** how often the job schedulers are checked and re-created when Redis lost them (default SCHEDULER_CHECK_MS) */
  schedulerCheckMs?: number;
  /** called after a check re-created schedulers: Redis lost its data, and the queue's waiting jobs with it */
  onRedisLost?: (recreated: string[]) => void;
}

/** A queue of jobs carrying `T`, named by any string (BullMQ's types spelled out for a generic `T`). */
export type JobQueue<T> = Queue<T, unknown, string, T, unknown, string>;

/**
 * A BullMQ queue of the listings service and this replica's worker: connections that give up on a Redis
 * that is away (and stop trying once closed), the queue's counts in the metrics, each job timed, job
 * schedulers that never hold the service's start up, and a close that does not wait for Redis forever.
 */
export class BullMqJobQueue<T> {
  readonly queue: JobQueue<T>;
  private started: Worker<T> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private check: NodeJS.Timeout | null = null;
  private readonly schedulers = new Map<string, { repeat: Omit<RepeatOptions, 'key'>; template: { name: string; data: T }; label: string }>();
  private closed = false;
  private readonly unwatch: () => void;
  /** reconnect with backoff while open; once closed, stop (a Redis that never came back leaves no timer behind) */
  private readonly retryStrategy = (times: number) => (this.closed ? null : Math.min(times * 200, 5000));

  constructor(private readonly settings: BullMqJobQueueSettings) {
    const { name, redisUrl, prefix, defaultJobOptions, logger } = settings;
    this.queue = new Queue<T, unknown, string, T, unknown, string>(name, {
      connection: { url: redisUrl, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: this.retryStrategy },
      prefix,
      defaultJobOptions,
    });
    this.queue.on('error', (err) => logger.warn({ err }, `${name} queue connection error`));
    this.unwatch = watchQueue(name, () => this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'));
  }

  /**
   * Upserts the job scheduler `id` (every replica does: still one for the cluster), waiting for Redis
   * 3 s at the most; while Redis is away the service starts anyway and this is tried again every 30 s.
   * `label` names the scheduler in the log.
   */
  async schedule(id: string, repeat: Omit<RepeatOptions, 'key'>, template: { name: string; data: T }, label: string): Promise<void> {
    this.schedulers.set(id, { repeat, template, label });
    if (!this.check) {
      // Redis is a cache of the schedule, not its store: a flushed or replaced Redis gets it back within a check
      this.check = setInterval(() => void this.recreateLostSchedulers(), this.settings.schedulerCheckMs ?? SCHEDULER_CHECK_MS);
      this.check.unref?.();
    }
    await within(this.upsertScheduler(id, repeat, template, label), REDIS_WAIT_MS);
  }

  /** Upserts every job scheduler of this queue that Redis no longer has; returns the ids re-created. */
  async recreateLostSchedulers(): Promise<string[]> {
    const recreated: string[] = [];
    for (const [id, { repeat, template, label }] of this.schedulers) {
      if (this.closed) break;
      try {
        if (await this.queue.getJobScheduler(id)) continue;
        await this.queue.upsertJobScheduler(id, repeat, template);
        recreated.push(id);
        this.settings.logger.warn({ scheduler: id }, `${label} job scheduler was missing from Redis (flushed or replaced): re-created`);
      } catch {
        // Redis away: the next check tries again
      }
    }
    if (recreated.length) this.settings.onRedisLost?.(recreated);
    return recreated;
  }

  private async upsertScheduler(id: string, repeat: Omit<RepeatOptions, 'key'>, template: { name: string; data: T }, label: string): Promise<void> {
    if (this.closed) return;
    try {
      await this.queue.upsertJobScheduler(id, repeat, template);
    } catch (err) {
      this.settings.logger.warn({ err: (err as Error).message }, `${label} scheduler not set yet (Redis unavailable): retrying in 30 s`);
      this.retry = setTimeout(() => void this.upsertScheduler(id, repeat, template, label), SCHEDULER_RETRY_MS);
      this.retry.unref?.();
    }
  }

  /** Starts this replica's worker, one job at a time, each timed by its name; `options` are the worker's own. */
  startWorker(handle: (job: Job<T>) => Promise<void>, options: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval'> = {}): Worker<T> {
    const { name, redisUrl, prefix, logger } = this.settings;
    const worker = new Worker<T>(
      name,
      async (job) => {
        const end = queueJobDuration.startTimer({ queue: name, kind: job.name });
        try {
          await handle(job);
          end({ outcome: 'completed' });
        } catch (err) {
          end({ outcome: 'failed' });
          throw err;
        }
      },
      { connection: { url: redisUrl, retryStrategy: this.retryStrategy }, prefix, concurrency: 1, ...options },
    );
    worker.on('error', (err) => logger.warn({ err }, `${name} worker error`));
    this.started = worker;
    return worker;
  }

  /** this replica's worker, once started */
  get worker(): Worker<T> | null {
    return this.started;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.check) clearInterval(this.check);
    this.unwatch();
    // a running job may finish (its lock is kept meanwhile); with Redis away closing would wait for it forever
    const closed = Promise.allSettled([this.worker?.close(), this.queue.close()]);
    if ((await within(closed, CLOSE_WAIT_MS)) === undefined) {
      // not awaited: disconnecting waits for Redis too
      for (const c of [this.worker, this.queue]) c?.disconnect().catch(() => undefined);
    }
  }
}
