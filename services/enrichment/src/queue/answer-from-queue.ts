import type { HttpException } from '@nestjs/common';
import { apiError, JobFailedError, JobTimeoutError } from '@rl/service-kit';
import type { EnrichmentJob, EnrichmentJobKind, EnrichmentResultFor } from '@rl/contracts';
import type { EnrichmentQueue } from './enrichment-queue.js';

/** Runs a job through the queue and turns queue failures into the API's error answers. */
export async function answerFromQueue<K extends EnrichmentJobKind>(
  queue: EnrichmentQueue,
  job: Extract<EnrichmentJob, { kind: K }>,
  what: string,
): Promise<EnrichmentResultFor<K>> {
  try {
    return await queue.run(job);
  } catch (err) {
    throw toHttpError(err, what);
  }
}

function toHttpError(err: unknown, what: string): HttpException | unknown {
  if (err instanceof JobTimeoutError) {
    const seconds = Math.round(err.timeoutMs / 100) / 10;
    return apiError(503, `${what} is temporarily unavailable: no result within ${seconds} s (the enrichment worker is busy or not running). Please try again.`);
  }
  if (err instanceof JobFailedError) {
    return apiError(503, `${what} failed after several attempts. Please try again later.`);
  }
  return err;
}
