import { randomUUID } from 'node:crypto';
import { Poller } from '../background/poller.js';
import { queueJobDuration, watchQueue } from '../observability/queue-metrics.js';
import {
  JobFailedError, JobTimeoutError, msUntilNext, within, withTimeout,
  type AddJobOptions, type JobHandler, type JobQueue, type JobQueueSettings, type JobSchedule, type JobWorkerOptions, type RunJobOptions,
} from './job-queue.js';

const CLOSE_WAIT_MS = 5000;
/** finished jobs kept at most (a bound for `removeOnComplete` without a count) */
const KEEP_MAX = 5000;
const DAY_MS = 24 * 3600_000;

interface Pending<R> {
  kind: string;
  data: unknown;
  state: 'waiting' | 'running';
  timer: NodeJS.Timeout | null;
  /** added under its deduplication id while it ran: runs once more afterwards */
  again: { kind: string; data: unknown; delayMs: number } | null;
  done: Promise<R>;
  resolve(answer: R): void;
  reject(err: Error): void;
}

/**
 * The JobQueue without Redis (the embedded mode): the same job ids, deduplication, delays, attempts with
 * exponential backoff, concurrency, kept answers, schedulers and metrics as BullMQ's, with timers in this
 * process. A restart loses the waiting jobs: what needs them keeps its own record (a mails table, marked
 * groups) and queues them again.
 */
export class InProcessJobQueue<T extends object, R = void> implements JobQueue<T, R> {
  readonly mode = 'in-process' as const;
  readonly name: string;
  private handler: JobHandler<T, R> | null = null;
  private concurrency = 1;
  private active = 0;
  private readonly slots: Array<() => void> = [];
  private readonly jobs = new Map<string, Pending<R>>();
  private readonly finished = new Map<string, { answer: R; at: number }>();
  /** due before a worker started: run once one does */
  private readonly parked: Array<() => void> = [];
  private readonly running = new Set<Promise<void>>();
  private readonly schedulers = new Map<string, Poller>();
  private closed = false;
  private readonly unwatch: () => void;

  constructor(private readonly settings: JobQueueSettings) {
    this.name = settings.name;
    this.unwatch = watchQueue(settings.name, async () => {
      let waiting = 0;
      let active = 0;
      for (const job of this.jobs.values()) {
        if (job.state === 'running') active++;
        else waiting++;
      }
      return { waiting, active, delayed: 0, failed: 0 };
    });
  }

  async add(kind: string, data: T, options: AddJobOptions = {}): Promise<void> {
    if (this.closed) return;
    const id = options.jobId ?? options.deduplicationId ?? randomUUID();
    const existing = this.jobs.get(id);
    if (existing) {
      if (!options.jobId && options.deduplicationId && existing.state === 'running') existing.again = { kind, data, delayMs: options.delayMs ?? 0 };
      return;
    }
    if (options.jobId && this.kept(options.jobId)) return;
    this.queue(id, kind, data, options.delayMs ?? 0).done.catch(() => undefined);
  }

  async run(kind: string, data: T, { jobId, timeoutMs }: RunJobOptions): Promise<R> {
    if (this.closed) throw new JobFailedError(jobId, 'the queue is shutting down');
    const kept = this.kept(jobId);
    if (kept) return kept.answer;
    const job = this.jobs.get(jobId) ?? this.queue(jobId, kind, data, 0);
    return withTimeout(job.done, timeoutMs, () => new JobTimeoutError(jobId, timeoutMs));
  }

  /** A Poller per scheduler: an `everyMs` job at once and then each interval, a daily one at its time. */
  async schedule(id: string, when: JobSchedule, job: { kind: string; data: T }): Promise<void> {
    if (this.closed) return;
    await this.schedulers.get(id)?.stop();
    let first = true;
    const scheduler = new Poller({
      name: `${this.name} scheduler ${id}`,
      intervalMs: 'everyMs' in when ? when.everyMs : DAY_MS,
      logger: this.settings.logger,
      pass: async () => {
        // like BullMQ's `every`: the first job at once; a daily one waits for its time
        if ('everyMs' in when || !first) await this.add(job.kind, job.data, { jobId: id });
        first = false;
        return { nextInMs: 'everyMs' in when ? when.everyMs : msUntilNext(when.dailyAt) };
      },
    });
    this.schedulers.set(id, scheduler);
    scheduler.start();
  }

  async work(handler: JobHandler<T, R>, options: JobWorkerOptions = {}): Promise<void> {
    this.handler = handler;
    this.concurrency = options.concurrency ?? 1;
    for (const start of this.parked.splice(0)) start();
  }

  /** Stops taking jobs, drops the waiting ones and waits (bounded) for the running ones. */
  async close(): Promise<void> {
    this.closed = true;
    this.unwatch();
    await Promise.all([...this.schedulers.values()].map((s) => s.stop()));
    this.schedulers.clear();
    this.parked.length = 0;
    for (const [id, job] of this.jobs) {
      if (job.state !== 'waiting') continue;
      if (job.timer) clearTimeout(job.timer);
      this.jobs.delete(id);
      job.reject(new JobFailedError(id, 'the queue is shutting down'));
    }
    for (const release of this.slots.splice(0)) release();
    await within(Promise.allSettled([...this.running]), this.settings.closeWaitMs ?? CLOSE_WAIT_MS);
  }

  private kept(id: string): { answer: R } | undefined {
    const keep = this.settings.removeOnComplete;
    const done = this.finished.get(id);
    if (!done || keep === true) return undefined;
    if (Date.now() - done.at >= keep.age * 1000) {
      this.finished.delete(id);
      return undefined;
    }
    return done;
  }

  private queue(id: string, kind: string, data: unknown, delayMs: number): Pending<R> {
    let resolve!: (answer: R) => void;
    let reject!: (err: Error) => void;
    const done = new Promise<R>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const job: Pending<R> = { kind, data, state: 'waiting', timer: null, again: null, done, resolve, reject };
    this.jobs.set(id, job);
    job.timer = setTimeout(() => {
      job.timer = null;
      if (this.handler) this.start(id, job);
      else this.parked.push(() => this.start(id, job));
    }, delayMs);
    job.timer.unref?.();
    return job;
  }

  private start(id: string, job: Pending<R>): void {
    const run: Promise<void> = this.execute(id, job).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async execute(id: string, job: Pending<R>): Promise<void> {
    await this.acquire();
    if (this.closed) return;
    job.state = 'running';
    try {
      for (let attempt = 1; ; attempt++) {
        const end = queueJobDuration.startTimer({ queue: this.name, kind: job.kind });
        try {
          const answer = await this.handler!(job.data as T, { id, kind: job.kind, attempt });
          end({ outcome: 'completed' });
          this.remember(id, answer);
          job.resolve(answer);
          return;
        } catch (err) {
          end({ outcome: 'failed' });
          const reason = (err as Error)?.message ?? String(err);
          if (attempt >= this.settings.attempts || this.closed || (err as Error)?.name === 'UnrecoverableError') {
            this.settings.logger.error({ jobId: id, attempt, err }, `${this.name} job failed`);
            job.reject(new JobFailedError(id, reason));
            return;
          }
          const delay = this.settings.backoffMs * 2 ** (attempt - 1);
          this.settings.logger.warn({ jobId: id, attempt, delay, reason }, `${this.name} job attempt failed, retrying`);
          await new Promise<void>((resolve) => setTimeout(resolve, delay).unref?.());
        }
      }
    } finally {
      this.release();
      this.jobs.delete(id);
      const again = job.again;
      if (again && !this.closed) this.queue(id, again.kind, again.data, again.delayMs).done.catch(() => undefined);
    }
  }

  private remember(id: string, answer: R): void {
    const keep = this.settings.removeOnComplete;
    if (keep === true) return;
    this.finished.delete(id);
    this.finished.set(id, { answer, at: Date.now() });
    const max = keep.count ?? KEEP_MAX;
    while (this.finished.size > max) this.finished.delete(this.finished.keys().next().value as string);
  }

  private async acquire(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.slots.push(resolve));
  }

  private release(): void {
    const next = this.slots.shift();
    if (next) next();
    else this.active--;
  }
}
