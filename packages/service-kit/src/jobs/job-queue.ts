import type { Logger } from 'pino';

/**
 * Background jobs one way in every service: a named queue of jobs carrying `T` (answered with `R`), worked
 * by a handler. With Redis it is BullMQ (jobs survive a restart and are shared by the replicas; schedulers
 * are one for the cluster); without, the same semantics in this process (`createJobQueue` picks).
 */
export interface JobQueue<T, R = void> {
  readonly mode: 'bullmq' | 'in-process';
  readonly name: string;
  /** Queues a job, or nothing when one with the same id (or deduplication id) already waits. */
  add(kind: string, data: T, options?: AddJobOptions): Promise<void>;
  /**
   * Queues a job and waits up to `timeoutMs` for its answer. A job with the same id that waits, runs or
   * finished (and is still kept) is joined or reused instead of queued again. Throws `JobTimeoutError`
   * when no answer came in time and `JobFailedError` when the job failed on its last attempt.
   */
  run(kind: string, data: T, options: RunJobOptions): Promise<R>;
  /** Upserts a job scheduler `id` (every replica may: it is one for the cluster with Redis). Never holds a start up. */
  schedule(id: string, when: JobSchedule, job: { kind: string; data: T }): Promise<void>;
  /** Starts this process's worker on the queue; resolves when it takes jobs. */
  work(handler: JobHandler<T, R>, options?: JobWorkerOptions): Promise<void>;
  /** Stops: the running jobs finish (bounded by `closeWaitMs`), nothing new starts, timers are cleared. */
  close(): Promise<void>;
}

export interface JobInfo {
  id: string;
  kind: string;
  /** 1 for the first try */
  attempt: number;
}

export type JobHandler<T, R> = (data: T, job: JobInfo) => Promise<R>;

export interface AddJobOptions {
  /** A job with this id that waits or runs (or finished and is kept) makes `add` a no-op. BullMQ ids may not hold ':'. */
  jobId?: string;
  /** run no sooner than this */
  delayMs?: number;
  /** While a job of this id waits, adding is a no-op; while it runs, the last one added runs once more after it. */
  deduplicationId?: string;
}

export interface RunJobOptions {
  jobId: string;
  timeoutMs: number;
}

/** every `everyMs` (the first run at once), or each day at `dailyAt` ("HH:MM", UTC) */
export type JobSchedule = { everyMs: number } | { dailyAt: string };

/** what a kept job is kept for: `true` removes it at once */
export type KeepJobs = true | { age: number; count?: number };

export interface JobQueueSettings {
  /** the queue's name: BullMQ's, the metrics' `queue` label, the start of its log lines */
  name: string;
  /** BullMQ on this Redis when set; in this process otherwise */
  redisUrl?: string;
  /** BullMQ key prefix, so that platforms (and test suites) sharing a Redis never take each other's jobs */
  prefix?: string;
  /** tries of a job, the first included */
  attempts: number;
  /** the pause before the second try, doubled before each next one */
  backoffMs: number;
  /** how long a finished job (and its answer) is kept: `run` with its id reuses the answer meanwhile */
  removeOnComplete: KeepJobs;
  removeOnFail: KeepJobs;
  /**
   * BullMQ: commands wait for a Redis that is away (true), or fail at once (false, the default: the caller
   * keeps the work recorded and tries again).
   */
  waitForRedis?: boolean;
  /** how long `close()` lets running jobs finish (default 5 s, within a service's 10 s shutdown) */
  closeWaitMs?: number;
  /** BullMQ: how often the job schedulers are checked and re-created when Redis lost them (default 60 s) */
  schedulerCheckMs?: number;
  /**
   * BullMQ: called after a check re-created schedulers. Redis lost its data (flushed, or a new empty one), and the
   * queue's waiting jobs with it: the owner derives again, from its database, the jobs that must exist.
   */
  onRedisLost?: (recreated: string[]) => void;
  logger: Logger;
}

export interface JobWorkerOptions {
  /** jobs at once in this process (default 1) */
  concurrency?: number;
  /** BullMQ: how long a job stays locked without its worker renewing it (a dead process) before another takes it */
  lockMs?: number;
  /** BullMQ: how often workers look for such jobs */
  stalledIntervalMs?: number;
  /** BullMQ: how often a job may stall before it fails */
  maxStalledCount?: number;
}

/** No answer within the time limit (no worker running, or all busy). */
export class JobTimeoutError extends Error {
  constructor(readonly jobId: string, readonly timeoutMs: number) {
    super(`No result for job ${jobId} within ${timeoutMs} ms`);
  }
}

/** The job failed on its last attempt. */
export class JobFailedError extends Error {
  constructor(readonly jobId: string, reason: string) {
    super(`Job ${jobId} failed: ${reason}`);
  }
}

/** `p`, or undefined once `ms` have passed first. */
export function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref?.();
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/** `p`, or the rejection `error()` once `ms` have passed first. */
export function withTimeout<T>(p: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** The daily time as a cron pattern (minute hour * * *). */
export function dailyCron(at: string): string {
  const [h, m] = at.split(':').map(Number);
  return `${m} ${h} * * *`;
}

/** Milliseconds from `now` to the next `at` ("HH:MM", UTC). */
export function msUntilNext(at: string, now = new Date()): number {
  const [h, m] = at.split(':').map(Number);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}
