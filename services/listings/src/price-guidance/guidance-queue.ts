import { createHash } from 'node:crypto';
import type { PriceGuidanceJob } from '@rl/contracts';

/**
 * The price-guidance queue as the service sees it. Two implementations: BullMQ on Redis (jobs survive a
 * restart, are shared by the replicas, and the nightly run is one scheduler for the whole cluster) and an
 * in-process runner for the embedded mode.
 */
export interface GuidanceQueue {
  readonly mode: 'bullmq' | 'in-process';
  /** Queues a job. Jobs of the same group collapse: one waits while another may run. */
  enqueue(job: PriceGuidanceJob): Promise<void>;
  /** Starts processing with `handler` and schedules the nightly run of every group. */
  start(handler: GuidanceJobHandler): Promise<void>;
  close(): Promise<void>;
}

export type GuidanceJobHandler = (job: PriceGuidanceJob) => Promise<void>;

export const GUIDANCE_QUEUE = Symbol('GUIDANCE_QUEUE');

/** Deterministic id of a job (BullMQ ids may not contain ':'): a group's jobs share it, so a burst collapses. */
export function guidanceJobId(job: PriceGuidanceJob): string {
  if (job.kind === 'all') return 'all';
  return `group-${createHash('sha256').update(JSON.stringify([job.makeKey, job.modelKey])).digest('hex').slice(0, 32)}`;
}

export interface GuidanceQueueSettings {
  /** how long a group's job waits before running, gathering the changes of a burst */
  delayMs: number;
  /** time of day (UTC) of the nightly run of every group, "HH:MM" */
  nightlyAt: string;
  /** BullMQ: how long a job stays locked without its worker renewing it (a dead process) before another takes it */
  lockMs?: number;
  /** BullMQ: how often workers look for such jobs */
  stalledIntervalMs?: number;
}

/** The nightly time as a cron pattern (minute hour * * *). */
export function nightlyCron(at: string): string {
  const [h, m] = at.split(':').map(Number);
  return `${m} ${h} * * *`;
}

/** Milliseconds from `now` to the next `at` (UTC). */
export function msUntilNext(at: string, now = new Date()): number {
  const [h, m] = at.split(':').map(Number);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}
