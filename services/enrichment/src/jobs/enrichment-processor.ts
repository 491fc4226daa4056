import { EnrichmentJobSchema, type EnrichmentJob, type EnrichmentJobResult } from '@rl/contracts';
import type { CatalogPort } from '../catalog/catalog-port.js';
import type { VinDecoder } from '../decode-vin/vin-decoder.js';
import { generateFeatures } from './feature-rules.js';

/** A job that can never succeed (bad payload): not retried. Same name BullMQ gives its own. */
class UnrecoverableJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnrecoverableError';
  }
}

/** What processes one job: the worker's processor, or the same function in process. */
export type EnrichmentProcessor = (job: EnrichmentJob, ctx: JobContext) => Promise<EnrichmentJobResult>;

export interface JobContext {
  jobId: string;
  /** 1 for the first try */
  attempt: number;
}

export interface ProcessorDeps {
  catalog: CatalogPort;
  vin: VinDecoder;
}

/** The one processor of the enrichment queue, used by the worker and by the in-process runner alike. */
export function createEnrichmentProcessor(deps: ProcessorDeps): EnrichmentProcessor {
  return async (data: EnrichmentJob): Promise<EnrichmentJobResult> => {
    // the payload crossed Redis: check it again (the API already validated it)
    const parsed = EnrichmentJobSchema.safeParse(data);
    if (!parsed.success) throw new UnrecoverableJobError(`invalid job payload: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const job = parsed.data as EnrichmentJob;
    switch (job.kind) {
      case 'features':
        return { kind: 'features', features: generateFeatures(job.input, deps.catalog) };
      case 'specs':
        return { kind: 'specs', specs: deps.catalog.specsFor(job.input) };
      case 'vin':
        return { kind: 'vin', decoded: await deps.vin.decode(job.input.vin) };
    }
  };
}
