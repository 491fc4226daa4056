import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceKitModule, type ReadinessCheck } from '@rl/service-kit';
import type { EnrichmentEnv } from './env.js';
import { CATALOG, type CatalogPort } from './catalog/catalog-port.js';
import { vehicleCatalog } from './catalog/vehicle-catalog.js';
import { VinDecoder } from './decode-vin/vin-decoder.js';
import { createEnrichmentProcessor, type EnrichmentProcessor } from './jobs/enrichment-processor.js';
import { ENRICHMENT_QUEUE_TOKEN, enrichmentQueue } from './queue/enrichment-queue.js';
import { BrowseCatalogController } from './queries/browse-catalog/browse-catalog.controller.js';
import { DecodeVinController } from './queries/decode-vin/decode-vin.controller.js';
import { GenerateFeaturesController } from './queries/generate-features/generate-features.controller.js';
import { GenerateSpecsController } from './queries/generate-specs/generate-specs.controller.js';
import { EnrichmentLimits } from './limits/enrichment-limits.js';


const SHUTDOWN = Symbol('ENRICHMENT_SHUTDOWN');

/** Closes the queue connections (and the in-process decoder) after the HTTP server stopped. */
@Injectable()
class EnrichmentShutdown implements OnApplicationShutdown {
  constructor(@Inject(SHUTDOWN) private readonly hooks: Array<() => Promise<void>>) {}

  async onApplicationShutdown(): Promise<void> {
    for (const hook of this.hooks) await hook().catch(() => undefined);
  }
}

export interface EnrichmentOverrides {
  catalog?: CatalogPort;
  /** In-process mode only: replaces the real processor (tests). */
  processor?: EnrichmentProcessor;
}

/**
 * With REDIS_URL: jobs go to the BullMQ queue `enrichment` and this process only waits for results (the
 * worker process, dist/worker.js, does the work). Without: the same processor runs in this process behind
 * the same queue interface.
 */
function createEnrichmentQueue(env: EnrichmentEnv, logger: Logger, catalog: CatalogPort, overrides: EnrichmentOverrides = {}) {
  if (env.REDIS_URL) {
    logger.info({ prefix: env.QUEUE_PREFIX }, 'enrichment jobs go to the BullMQ queue "enrichment" on Redis; the worker process runs them');
    const queue = enrichmentQueue(env.REDIS_URL, env, logger);
    return { queue, close: () => queue.close() };
  }
  logger.info('REDIS_URL is not set: enrichment jobs run in this process (embedded mode), behind the same queue interface');
  const vin = new VinDecoder(catalog, { dbPath: env.VIN_DB_PATH, onNote: (msg) => logger.warn(msg) });
  const processor = overrides.processor ?? createEnrichmentProcessor({ catalog, vin });
  const queue = enrichmentQueue(undefined, env, logger);
  void queue.work(processor);
  return { queue, close: async () => { await queue.close(); await vin.close(); } };
}

@Module({})
export class EnrichmentModule {
  static register(env: EnrichmentEnv, logger: Logger, overrides: EnrichmentOverrides = {}): DynamicModule {
    const catalog = overrides.catalog ?? vehicleCatalog;
    const { queue, close } = createEnrichmentQueue(env, logger, catalog, overrides);
    // Redis is not part of readiness: without it the catalog still answers and queue calls answer 503
    // themselves, so a Redis outage must not take every replica out of the load balancer
    const readinessChecks: ReadinessCheck[] = [];
    // no tables: the catalog ships as files, job results live in the queue (Redis or memory)
    return {
      module: EnrichmentModule,
      imports: [ServiceKitModule.forRoot({ env, logger, entities: [], migrations: [], readinessChecks, poolSize: 2 })],
      controllers: [GenerateFeaturesController, GenerateSpecsController, DecodeVinController, BrowseCatalogController],
      providers: [
        { provide: ENRICHMENT_QUEUE_TOKEN, useValue: queue },
        { provide: CATALOG, useValue: catalog },
        { provide: SHUTDOWN, useValue: [close] },
        EnrichmentShutdown,
        EnrichmentLimits,
      ],
    };
  }
}
