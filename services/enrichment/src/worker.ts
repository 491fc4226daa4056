// The enrichment worker: takes jobs from the BullMQ queue `enrichment` (REDIS_URL) and runs the same
// processor the API runs in process when there is no Redis. Started by the launcher beside the API
// (same env, no PORT): `node services/enrichment/dist/worker.js`.
//
// Shutdown (SIGTERM/SIGINT): stop taking jobs, finish the running ones, then exit. A job whose worker is
// killed outright keeps its lock only until WORKER_LOCK_MS lapses; another worker then takes it over.
import 'reflect-metadata';
import { createLogger, startMetricsServer } from '@rl/service-kit';
import type { EnrichmentJob } from '@rl/contracts';
import { vehicleCatalog } from './catalog/vehicle-catalog.js';
import { VinDecoder } from './decode-vin/vin-decoder.js';
import { loadWorkerEnv } from './env.js';
import { createEnrichmentProcessor, type EnrichmentProcessor } from './jobs/enrichment-processor.js';
import { enrichmentQueue } from './queue/enrichment-queue.js';

const SHUTDOWN_GRACE_MS = 25_000;

const env = loadWorkerEnv();
const logger = createLogger('enrichment-worker', env.LOG_LEVEL);

// open the VIN database before taking jobs: sql.js blocks the event loop while it loads, and a blocked
// loop cannot renew job locks
const vin = new VinDecoder(vehicleCatalog, { dbPath: env.VIN_DB_PATH, onNote: (msg) => logger.warn(msg) });
const warmStarted = Date.now();
await vin.warm();
logger.info({ ms: Date.now() - warmStarted }, 'VIN database loaded');

let processor: EnrichmentProcessor = createEnrichmentProcessor({ catalog: vehicleCatalog, vin });
// test hooks (NODE_ENV=test only): a job for the "hang" make never finishes (to kill the worker mid-job);
// one for the "slow" make takes ENRICHMENT_TEST_SLOW_MS (to stop the worker gracefully mid-job)
const hangMake = env.NODE_ENV === 'test' ? env.ENRICHMENT_TEST_HANG_MAKE : undefined;
const slowMake = env.NODE_ENV === 'test' ? env.ENRICHMENT_TEST_SLOW_MAKE : undefined;
if (hangMake || slowMake) {
  const real = processor;
  processor = async (job: EnrichmentJob, ctx) => {
    if (job.kind === 'features' && job.input.make === hangMake) {
      logger.warn({ jobId: ctx.jobId }, 'test hook: this job hangs');
      return new Promise(() => undefined);
    }
    if (job.kind === 'features' && job.input.make === slowMake) {
      logger.warn({ jobId: ctx.jobId }, 'test hook: slow job started');
      await new Promise((resolve) => setTimeout(resolve, env.ENRICHMENT_TEST_SLOW_MS));
      logger.warn({ jobId: ctx.jobId }, 'test hook: slow job done');
    }
    return real(job, ctx);
  };
}

// closing lets the running jobs finish within the shutdown grace
const queue = enrichmentQueue(env.REDIS_URL, env, logger, SHUTDOWN_GRACE_MS - 1000);
await queue.work(processor);
startMetricsServer(Number(process.env.METRICS_PORT) || undefined, logger);
logger.info(
  { prefix: env.QUEUE_PREFIX, concurrency: env.WORKER_CONCURRENCY, lockMs: env.WORKER_LOCK_MS, stalledIntervalMs: env.WORKER_STALLED_INTERVAL_MS },
  'enrichment worker ready',
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing the running jobs');
  const forced = setTimeout(() => {
    logger.error('running jobs did not finish in time: exiting (their locks lapse and another worker takes them)');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  try {
    await queue.close();
    await vin.close();
    logger.info('enrichment worker stopped');
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'enrichment worker shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
