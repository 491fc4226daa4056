import { Queue, QueueEvents, Worker, type ConnectionOptions, type DefaultJobOptions, type Job, type WorkerOptions } from 'bullmq';
import { queueJobDuration, watchQueue } from '../observability/queue-metrics.js';
import { inJobSpan, withoutTraceContext, withTraceContext } from '../observability/job-tracing.js';
import {
  dailyCron, JobFailedError, JobTimeoutError, within, withTimeout,
  type AddJobOptions, type JobHandler, type JobQueue, type JobQueueSettings, type JobSchedule, type JobWorkerOptions, type RunJobOptions,
} from './job-queue.js';

/** How long a call waits for Redis to take a job or a scheduler; after that it gives up (a scheduler is tried again). */
export const REDIS_WAIT_MS = 3000;
const SCHEDULER_RETRY_MS = 30_000;
const CLOSE_WAIT_MS = 5000;
/** how often each process checks that its job schedulers still exist (a flushed or new Redis has none) */
export const SCHEDULER_CHECK_MS = 60_000;

/** A BullMQ queue of jobs carrying `T` answered with `R`, named by any string (BullMQ's types spelled out). */
export type BullMqQueue<T, R> = Queue<T, R, string, T, R, string>;

/**
 * The JobQueue on Redis: connections that give up on a Redis that is away (and stop trying once closed),
 * the queue's counts in the metrics, each job timed and traced (the trace of the request that queued it),
 * job schedulers that never hold a start up, and a close that does not wait for Redis forever.
 */
export class BullMqJobQueue<T extends object, R = void> implements JobQueue<T, R> {
  readonly mode = 'bullmq' as const;
  readonly name: string;
  /** the BullMQ queue (tests read its jobs and schedulers) */
  readonly queue: BullMqQueue<T, R>;
  private events: QueueEvents | null = null;
  private listening: Promise<QueueEvents> | null = null;
  private started: Worker<T, R> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private check: NodeJS.Timeout | null = null;
  private readonly schedulers = new Map<string, { when: JobSchedule; job: { kind: string; data: T } }>();
  private closed = false;
  private readonly unwatch: () => void;
  private readonly redisUrl: string;
  /** reconnect with backoff while open; once closed, stop (a Redis that never came back leaves no timer behind) */
  private readonly retryStrategy = (times: number) => (this.closed ? null : Math.min(times * 200, 5000));

  constructor(private readonly settings: JobQueueSettings & { redisUrl: string }) {
    const { name, redisUrl, prefix, logger } = settings;
    this.name = name;
    this.redisUrl = redisUrl;
    const connection: ConnectionOptions = settings.waitForRedis
      ? { url: redisUrl, retryStrategy: this.retryStrategy }
      : { url: redisUrl, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: this.retryStrategy };
    this.queue = new Queue<T, R, string, T, R, string>(name, { connection, prefix, defaultJobOptions: jobOptions(settings) });
    // every caller of `run` adds a 'closing' listener to the queue while it waits (Job.waitUntilFinished)
    this.queue.setMaxListeners(10_000);
    this.queue.on('error', (err) => logger.warn({ err }, `${name} queue connection error`));
    this.unwatch = watchQueue(name, () => this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'));
  }

  async add(kind: string, data: T, options: AddJobOptions = {}): Promise<void> {
    const added = this.queue.add(kind, withTraceContext(data), {
      ...(options.jobId ? { jobId: options.jobId } : {}),
      ...(options.delayMs ? { delay: options.delayMs } : {}),
      ...(options.deduplicationId ? { deduplication: { id: options.deduplicationId, keepLastIfActive: true } } : {}),
    });
    // BullMQ may wait for Redis to come back; the caller would rather keep the work recorded and try again later
    if ((await within(added, REDIS_WAIT_MS)) === undefined) throw new Error(`Redis did not take the ${this.name} job in time`);
  }

  /** The queue and its completion events both connected (so that no answer can be missed). */
  ready(): Promise<QueueEvents> {
    if (!this.listening) {
      const events = new QueueEvents(this.name, { connection: { url: this.redisUrl, retryStrategy: this.retryStrategy }, prefix: this.settings.prefix });
      events.on('error', (err) => this.settings.logger.warn({ err }, `${this.name} queue events connection error`));
      this.events = events;
      this.listening = Promise.all([this.queue.waitUntilReady(), events.waitUntilReady()]).then(() => events);
    }
    return this.listening;
  }

  async run(kind: string, data: T, { jobId, timeoutMs }: RunJobOptions): Promise<R> {
    const started = Date.now();
    const attempt = async () => {
      const events = await this.ready();
      // an existing job with this id (waiting, active or finished and kept) is reused: add() does not duplicate it
      const added = await this.queue.add(kind, withTraceContext(data), { jobId });
      const left = Math.max(1, timeoutMs - (Date.now() - started));
      try {
        return (await added.waitUntilFinished(events, left)) as R;
      } catch (err) {
        const message = (err as Error).message ?? String(err);
        if (/timed out before finishing/.test(message)) throw new JobTimeoutError(jobId, timeoutMs);
        throw new JobFailedError(jobId, message);
      }
    };
    // the overall limit also covers a Redis that does not answer at all
    return withTimeout(attempt(), timeoutMs + 50, () => new JobTimeoutError(jobId, timeoutMs));
  }

  /**
   * Upserts the job scheduler `id`, waiting for Redis 3 s at the most; while Redis is away the service
   * starts anyway and this is tried again every 30 s.
   */
  async schedule(id: string, when: JobSchedule, job: { kind: string; data: T }): Promise<void> {
    this.schedulers.set(id, { when, job });
    if (!this.check) {
      // Redis is a cache of the schedule, not its store: a flushed or replaced Redis gets it back within a check
      this.check = setInterval(() => void this.recreateLostSchedulers(), this.settings.schedulerCheckMs ?? SCHEDULER_CHECK_MS);
      this.check.unref?.();
    }
    await within(this.upsertScheduler(id, when, job), REDIS_WAIT_MS);
  }

  /** Upserts every job scheduler of this queue that Redis no longer has; returns the ids re-created. */
  async recreateLostSchedulers(): Promise<string[]> {
    const recreated: string[] = [];
    for (const [id, { when, job }] of this.schedulers) {
      if (this.closed) break;
      try {
        if (await this.queue.getJobScheduler(id)) continue;
        await this.queue.upsertJobScheduler(id, repeatOf(when), { name: job.kind, data: job.data });
        recreated.push(id);
        this.settings.logger.warn({ scheduler: id }, `${this.name} job scheduler ${id} was missing from Redis (flushed or replaced): re-created`);
      } catch {
        // Redis away: the next check tries again
      }
    }
    if (recreated.length) this.settings.onRedisLost?.(recreated);
    return recreated;
  }

  private async upsertScheduler(id: string, when: JobSchedule, job: { kind: string; data: T }): Promise<void> {
    if (this.closed) return;
    try {
      await this.queue.upsertJobScheduler(id, repeatOf(when), { name: job.kind, data: job.data });
    } catch (err) {
      this.settings.logger.warn({ err: (err as Error).message }, `${this.name} scheduler ${id} not set yet (Redis unavailable): retrying in 30 s`);
      this.retry = setTimeout(() => void this.upsertScheduler(id, when, job), SCHEDULER_RETRY_MS);
      this.retry.unref?.();
    }
  }

  async work(handler: JobHandler<T, R>, options: JobWorkerOptions = {}): Promise<void> {
    const { name, prefix, logger } = this.settings;
    const workerOptions: WorkerOptions = {
      connection: { url: this.redisUrl, retryStrategy: this.retryStrategy },
      prefix,
      concurrency: options.concurrency ?? 1,
      ...(options.lockMs ? { lockDuration: options.lockMs } : {}),
      ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
      ...(options.maxStalledCount ? { maxStalledCount: options.maxStalledCount } : {}),
    };
    const worker = new Worker<T, R>(
      name,
      async (job: Job<T, R>) => {
        const end = queueJobDuration.startTimer({ queue: name, kind: job.name });
        try {
          const answer = await inJobSpan(`${name} ${job.name}`, job.data, () =>
            handler(withoutTraceContext(job.data), { id: job.id ?? '', kind: job.name, attempt: job.attemptsMade + 1 }));
          end({ outcome: 'completed' });
          return answer;
        } catch (err) {
          end({ outcome: 'failed' });
          throw err;
        }
      },
      workerOptions,
    );
    worker.on('failed', (job, err) => logger.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, `${name} job attempt failed`));
    worker.on('stalled', (jobId) => logger.warn({ jobId }, `${name} job stalled (its worker died?): back in the queue`));
    worker.on('error', (err) => logger.warn({ err }, `${name} worker error`));
    this.started = worker;
    // a Redis that is away does not hold the start up: the worker connects when it comes back
    await within(worker.waitUntilReady(), REDIS_WAIT_MS);
  }

  /** this process's worker, once started (a test stops it to play a process that died) */
  get worker(): Worker<T, R> | null {
    return this.started;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.check) clearInterval(this.check);
    this.unwatch();
    // a running job may finish (its lock is kept meanwhile); with Redis away closing would wait for it forever
    const open = [this.started, this.events, this.queue];
    const closed = Promise.allSettled(open.map((c) => c?.close()));
    if ((await within(closed, this.settings.closeWaitMs ?? CLOSE_WAIT_MS)) === undefined) {
      // not awaited: disconnecting waits for Redis too
      for (const c of open) c?.disconnect().catch(() => undefined);
    }
  }
}

const repeatOf = (when: JobSchedule) => ('everyMs' in when ? { every: when.everyMs } : { pattern: dailyCron(when.dailyAt), tz: 'UTC' });

/** Tries with exponential backoff, and how long finished and failed jobs are kept. */
function jobOptions(settings: JobQueueSettings): DefaultJobOptions {
  return {
    attempts: settings.attempts,
    backoff: { type: 'exponential', delay: settings.backoffMs },
    removeOnComplete: settings.removeOnComplete,
    removeOnFail: settings.removeOnFail,
  };
}
