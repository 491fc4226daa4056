import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { ENRICHMENT_QUEUE, type EnrichmentJob, type EnrichmentJobKind, type EnrichmentJobResult, type EnrichmentResultFor } from '@rl/contracts';
import { createJobQueue, type JobQueue, type JobWorkerOptions } from '@rl/service-kit';
import type { QueueSettings } from '../env.js';
import type { EnrichmentProcessor } from '../jobs/enrichment-processor.js';
import { FEATURE_RULES_VERSION } from '../jobs/feature-rules.js';

export const ENRICHMENT_QUEUE_TOKEN = Symbol('ENRICHMENT_QUEUE');

/**
 * The queue as the API sees it: put a job on it and wait for the result. Service-kit's JobQueue
 * `enrichment`: BullMQ on Redis (the worker is another process, dist/worker.js) or, without Redis, the same
 * processor in this process. Every job:
 * - has a deterministic id (`enrichmentJobId`): concurrent duplicates join one job, later ones reuse its answer;
 * - is retried with exponential backoff (JOB_BACKOFF_MS, doubled each attempt) up to JOB_ATTEMPTS tries;
 * - a finished result is kept a day so the same request reuses it instead of recomputing;
 * - a failed job is removed, so the next identical request starts a fresh job instead of meeting the failure.
 */
export class EnrichmentQueue {
  constructor(readonly jobs: JobQueue<EnrichmentJob, EnrichmentJobResult>, private readonly settings: QueueSettings) {}

  get mode(): 'bullmq' | 'in-process' {
    return this.jobs.mode;
  }

  /** Enqueues (or joins / reuses the same job) and waits up to `timeoutMs` for its result. */
  async run<K extends EnrichmentJobKind>(job: Extract<EnrichmentJob, { kind: K }>, timeoutMs = this.settings.ENRICHMENT_TIMEOUT_MS): Promise<EnrichmentResultFor<K>> {
    return (await this.jobs.run(job.kind, job, { jobId: enrichmentJobId(job), timeoutMs })) as EnrichmentResultFor<K>;
  }

  /** Starts this process's worker with `processor` (the worker process, or the API without Redis). */
  work(processor: EnrichmentProcessor): Promise<void> {
    return this.jobs.work((job, info) => processor(job, { jobId: info.id, attempt: info.attempt }), enrichmentWorker(this.settings));
  }

  close(): Promise<void> {
    return this.jobs.close();
  }
}

/** BullMQ with `redisUrl` (commands wait for a Redis that is away: the time limit answers), in process without. */
export function enrichmentQueue(redisUrl: string | undefined, settings: QueueSettings, logger: Logger, closeWaitMs = 10_000): EnrichmentQueue {
  const jobs = createJobQueue<EnrichmentJob, EnrichmentJobResult>({
    name: ENRICHMENT_QUEUE,
    redisUrl,
    prefix: settings.QUEUE_PREFIX,
    attempts: settings.JOB_ATTEMPTS,
    backoffMs: settings.JOB_BACKOFF_MS,
    removeOnComplete: { age: 24 * 3600, count: 20_000 },
    removeOnFail: true,
    waitForRedis: true,
    closeWaitMs,
    logger,
  });
  return new EnrichmentQueue(jobs, settings);
}

/**
 * How a worker takes jobs. Stalled-job handling: each active job holds a lock of WORKER_LOCK_MS (renewed at
 * half that while the worker lives); workers check every WORKER_STALLED_INTERVAL_MS for jobs whose lock
 * lapsed (a killed worker) and put them back in the queue, so another worker finishes them within about
 * lock + interval.
 */
function enrichmentWorker(settings: QueueSettings): JobWorkerOptions {
  return {
    concurrency: settings.WORKER_CONCURRENCY,
    lockMs: settings.WORKER_LOCK_MS,
    stalledIntervalMs: settings.WORKER_STALLED_INTERVAL_MS,
    maxStalledCount: 2,
  };
}

/** Bumped when the meaning of a job changes, so old cached results are never reused. */
const JOB_VERSION: Record<EnrichmentJobKind, string> = {
  features: FEATURE_RULES_VERSION,
  specs: 'specs-1',
  vin: 'vin-1',
};

/** Strings compared without case and extra spaces: "BMW  x5" and "bmw X5" are the same request. */
function canonical(value: unknown): unknown {
  if (typeof value === 'string') return value.trim().replace(/\s+/g, ' ').toLowerCase();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value ?? null;
}

/**
 * Deterministic job id: kind + hash of the normalised payload. The same request maps to the same job,
 * so concurrent duplicates join one job and later ones reuse its finished result. (BullMQ ids may not
 * contain ':'.)
 */
export function enrichmentJobId(job: EnrichmentJob): string {
  const hash = createHash('sha256').update(JSON.stringify([JOB_VERSION[job.kind], canonical(job.input)])).digest('hex');
  return `${job.kind}-${hash.slice(0, 40)}`;
}
