import type { Logger } from 'pino';
import type { EnrichmentJob, EnrichmentJobKind, EnrichmentJobResult, EnrichmentResultFor } from '@rl/contracts';
import type { QueueSettings } from '../env.js';
import {
  EnrichmentJobFailedError, EnrichmentTimeoutError, enrichmentJobId, type EnrichmentProcessor, type EnrichmentQueue,
} from './enrichment-queue.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Finished {
  result: EnrichmentJobResult;
  at: number;
}

/**
 * The embedded mode's queue (no REDIS_URL): the same processor, the same job ids, attempts with
 * exponential backoff, a concurrency limit, finished results kept for reuse (bounded), duplicates joined,
 * the same time limit. Jobs live in this process, so a crash loses queued work (acceptable for a
 * single-machine demo; production uses BullMQ).
 */
export class InProcessEnrichmentQueue implements EnrichmentQueue {
  readonly mode = 'in-process' as const;
  private readonly finished = new Map<string, Finished>();
  private readonly inFlight = new Map<string, Promise<EnrichmentJobResult>>();
  private readonly slots: Array<() => void> = [];
  private active = 0;
  private closing = false;

  constructor(
    private readonly processor: EnrichmentProcessor,
    private readonly settings: QueueSettings,
    private readonly logger: Logger,
    private readonly keep = { max: 5000, ageMs: 24 * 3600_000 },
  ) {}

  async run<K extends EnrichmentJobKind>(job: Extract<EnrichmentJob, { kind: K }>, timeoutMs = this.settings.ENRICHMENT_TIMEOUT_MS): Promise<EnrichmentResultFor<K>> {
    if (this.closing) throw new EnrichmentJobFailedError('-', 'the queue is shutting down');
    const jobId = enrichmentJobId(job);
    const done = this.finished.get(jobId);
    if (done && Date.now() - done.at < this.keep.ageMs) return done.result as EnrichmentResultFor<K>;
    let running = this.inFlight.get(jobId);
    if (!running) {
      running = this.execute(jobId, job);
      this.inFlight.set(jobId, running);
      running.then(() => undefined, () => undefined).finally(() => this.inFlight.delete(jobId));
    }
    return (await withTimeout(running, timeoutMs, () => new EnrichmentTimeoutError(jobId, timeoutMs))) as EnrichmentResultFor<K>;
  }

  async ping(): Promise<void> {}

  /** Stops taking jobs and waits (bounded) for the running ones. */
  async close(): Promise<void> {
    this.closing = true;
    await withTimeout(Promise.allSettled([...this.inFlight.values()]), 10_000, () => new Error('timeout')).catch(() => undefined);
  }

  private async execute(jobId: string, job: EnrichmentJob): Promise<EnrichmentJobResult> {
    await this.acquire();
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await this.processor(job, { jobId, attempt });
          this.remember(jobId, result);
          return result;
        } catch (err) {
          const reason = (err as Error)?.message ?? String(err);
          if (attempt >= this.settings.JOB_ATTEMPTS || this.closing || (err as Error)?.name === 'UnrecoverableError') {
            this.logger.error({ jobId, attempt, err }, 'enrichment job failed');
            throw new EnrichmentJobFailedError(jobId, reason);
          }
          const delay = this.settings.JOB_BACKOFF_MS * 2 ** (attempt - 1);
          this.logger.warn({ jobId, attempt, delay, reason }, 'enrichment job failed, retrying');
          await sleep(delay);
        }
      }
    } finally {
      this.release();
    }
  }

  private remember(jobId: string, result: EnrichmentJobResult) {
    this.finished.delete(jobId);
    this.finished.set(jobId, { result, at: Date.now() });
    while (this.finished.size > this.keep.max) this.finished.delete(this.finished.keys().next().value as string);
  }

  private async acquire(): Promise<void> {
    if (this.active < this.settings.WORKER_CONCURRENCY) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.slots.push(resolve));
  }

  private release() {
    const next = this.slots.shift();
    if (next) next();
    else this.active--;
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
