import { createHash } from 'node:crypto';
import type { EnrichmentJob, EnrichmentJobKind, EnrichmentJobResult, EnrichmentResultFor } from '@rl/contracts';
import { FEATURE_RULES_VERSION } from '../jobs/feature-rules.js';

/** What processes one job: the worker's processor, or the same function in process. */
export type EnrichmentProcessor = (job: EnrichmentJob, ctx: JobContext) => Promise<EnrichmentJobResult>;

export interface JobContext {
  jobId: string;
  /** 1 for the first try */
  attempt: number;
}

/**
 * The queue as the API sees it: put a job on it and wait for the result. Two implementations: BullMQ on
 * Redis (the worker is another process) and an in-process runner for the embedded mode (no Redis).
 */
export interface EnrichmentQueue {
  readonly mode: 'bullmq' | 'in-process';
  /** Enqueues (or joins / reuses the same job) and waits up to `timeoutMs` for its result. */
  run<K extends EnrichmentJobKind>(job: Extract<EnrichmentJob, { kind: K }>, timeoutMs?: number): Promise<EnrichmentResultFor<K>>;
  /** Readiness: resolves when the queue's backend answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const ENRICHMENT_QUEUE_TOKEN = Symbol('ENRICHMENT_QUEUE');

/** No result within the time limit (no worker running, or all busy): the API answers 503. */
export class EnrichmentTimeoutError extends Error {
  constructor(readonly jobId: string, readonly timeoutMs: number) {
    super(`No result for job ${jobId} within ${timeoutMs} ms`);
  }
}

/** The job failed on its last attempt. */
export class EnrichmentJobFailedError extends Error {
  constructor(readonly jobId: string, reason: string) {
    super(`Job ${jobId} failed: ${reason}`);
  }
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
