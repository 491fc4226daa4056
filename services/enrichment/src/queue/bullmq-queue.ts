import { Queue, QueueEvents, Worker, type DefaultJobOptions, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ENRICHMENT_QUEUE, type EnrichmentJob, type EnrichmentJobKind, type EnrichmentJobResult, type EnrichmentResultFor } from '@rl/contracts';
import type { QueueSettings } from '../env.js';
import {
  EnrichmentJobFailedError, EnrichmentTimeoutError, enrichmentJobId, type EnrichmentProcessor, type EnrichmentQueue,
} from './enrichment-queue.js';
import { withTimeout } from './in-process-queue.js';
import { inJobSpan, queueJobDuration, watchQueue, withoutTraceContext, withTraceContext } from '@rl/service-kit';

/**
 * Job options for every enrichment job:
 * - retried with exponential backoff (JOB_BACKOFF_MS, doubled each attempt) up to JOB_ATTEMPTS tries;
 * - a finished result is kept a day so the same request (same job id) reuses it instead of recomputing;
 * - a failed job is removed, so the next identical request starts a fresh job instead of meeting the failure.
 */
function enrichmentJobOptions(settings: QueueSettings): DefaultJobOptions {
  return {
    attempts: settings.JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: settings.JOB_BACKOFF_MS },
    removeOnComplete: { age: 24 * 3600, count: 20_000 },
    removeOnFail: true,
  };
}

/**
 * The API side with Redis: adds jobs (deterministic ids) and waits for their results through QueueEvents.
 * It never processes jobs: that is the worker's (services/enrichment/dist/worker.js) job.
 */
export class BullMqEnrichmentQueue implements EnrichmentQueue {
  readonly mode = 'bullmq' as const;
  readonly queue: Queue<EnrichmentJob, EnrichmentJobResult>;
  readonly events: QueueEvents;
  /** A small connection of its own for the readiness PING (fails fast instead of queueing while Redis is away). */
  private readonly pinger: Redis;
  private ready?: Promise<void>;
  private readonly unwatch: () => void;

  constructor(redisUrl: string, private readonly settings: QueueSettings, private readonly logger: Logger) {
    const connection = { url: redisUrl };
    this.queue = new Queue<EnrichmentJob, EnrichmentJobResult>(ENRICHMENT_QUEUE, {
      connection,
      prefix: settings.QUEUE_PREFIX,
      defaultJobOptions: enrichmentJobOptions(settings),
    });
    this.events = new QueueEvents(ENRICHMENT_QUEUE, { connection, prefix: settings.QUEUE_PREFIX });
    this.pinger = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'enrichment-readiness' });
    this.pinger.on('error', () => undefined);
    this.unwatch = watchQueue(ENRICHMENT_QUEUE, () => this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'));
    // every waiting request adds a 'closing' listener to the queue (Job.waitUntilFinished): no warning at 11
    this.queue.setMaxListeners(10_000);
    // connection problems surface through readiness and 503s; log them instead of crashing on 'error'
    this.queue.on('error', (err) => this.logger.warn({ err }, 'enrichment queue connection error'));
    this.events.on('error', (err) => this.logger.warn({ err }, 'enrichment queue events connection error'));
  }

  /** Both connections ready (QueueEvents listening, so no completion can be missed). */
  init(): Promise<void> {
    this.ready ??= Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()]).then(() => undefined);
    return this.ready;
  }

  async run<K extends EnrichmentJobKind>(job: Extract<EnrichmentJob, { kind: K }>, timeoutMs = this.settings.ENRICHMENT_TIMEOUT_MS): Promise<EnrichmentResultFor<K>> {
    const jobId = enrichmentJobId(job);
    const started = Date.now();
    const attempt = async () => {
      await this.init();
      // an existing job with this id (waiting, active or finished) is reused: add() does not duplicate it
      const added = await this.queue.add(job.kind, withTraceContext(job), { jobId });
      const left = Math.max(1, timeoutMs - (Date.now() - started));
      try {
        return (await added.waitUntilFinished(this.events, left)) as EnrichmentResultFor<K>;
      } catch (err) {
        const message = (err as Error).message ?? String(err);
        if (/timed out before finishing/.test(message)) throw new EnrichmentTimeoutError(jobId, timeoutMs);
        throw new EnrichmentJobFailedError(jobId, message);
      }
    };
    // the overall limit also covers a Redis that does not answer at all
    return withTimeout(attempt(), timeoutMs + 50, () => new EnrichmentTimeoutError(jobId, timeoutMs));
  }

  async ping(): Promise<void> {
    if (this.pinger.status === 'wait') await this.pinger.connect().catch(() => undefined);
    const answer = await withTimeout(this.pinger.ping(), 1000, () => new Error('Redis did not answer PING within 1 s'));
    if (answer !== 'PONG') throw new Error(`Redis answered ${answer} to PING`);
  }

  async close(): Promise<void> {
    this.unwatch();
    await Promise.allSettled([this.events.close(), this.queue.close()]);
    this.pinger.disconnect();
  }
}

export interface EnrichmentWorkerOptions {
  redisUrl: string;
  settings: QueueSettings;
  processor: EnrichmentProcessor;
  logger: Logger;
}

/**
 * A BullMQ worker on the enrichment queue. Stalled-job handling: each active job holds a lock of
 * WORKER_LOCK_MS (renewed at half that while the worker lives); workers check every
 * WORKER_STALLED_INTERVAL_MS for jobs whose lock lapsed (a killed worker) and put them back in the queue,
 * so another worker finishes them within about lock + interval.
 */
export function createEnrichmentWorker(opts: EnrichmentWorkerOptions): Worker<EnrichmentJob, EnrichmentJobResult> {
  const { settings, logger } = opts;
  const worker = new Worker<EnrichmentJob, EnrichmentJobResult>(
    ENRICHMENT_QUEUE,
    async (job: Job<EnrichmentJob, EnrichmentJobResult>) => {
      const end = queueJobDuration.startTimer({ queue: ENRICHMENT_QUEUE, kind: job.data.kind });
      try {
        const result = await inJobSpan(`${ENRICHMENT_QUEUE} ${job.data.kind}`, job.data, () =>
          opts.processor(withoutTraceContext(job.data), { jobId: job.id ?? '', attempt: job.attemptsMade + 1 }));
        end({ outcome: 'completed' });
        return result;
      } catch (err) {
        end({ outcome: 'failed' });
        throw err;
      }
    },
    {
      connection: { url: opts.redisUrl },
      prefix: settings.QUEUE_PREFIX,
      concurrency: settings.WORKER_CONCURRENCY,
      lockDuration: settings.WORKER_LOCK_MS,
      stalledInterval: settings.WORKER_STALLED_INTERVAL_MS,
      maxStalledCount: 2,
      autorun: false,
    },
  );
  worker.on('failed', (job, err) => logger.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'enrichment job attempt failed'));
  worker.on('stalled', (jobId) => logger.warn({ jobId }, 'enrichment job stalled (its worker died?): back in the queue'));
  worker.on('error', (err) => logger.error({ err }, 'enrichment worker error'));
  return worker;
}
