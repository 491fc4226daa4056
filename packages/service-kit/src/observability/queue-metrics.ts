import { Histogram } from 'prom-client';
import { metricsRegistry, scrapedGauge } from './metrics.js';

type Counts = Record<string, number>;
const queues = new Map<string, () => Promise<Counts>>();

scrapedGauge('queue_jobs', 'Jobs in a queue by state (waiting, active, delayed, failed, ...)', ['queue', 'state'], async () => {
  const rows: Record<string, number>[] = [];
  for (const [queue, counts] of queues) {
    for (const [state, value] of Object.entries(await counts())) rows.push({ queue, state, value } as unknown as Record<string, number>);
  }
  return rows;
});

/** Reports a queue's job counts in queue_jobs (read when Prometheus scrapes). */
export function watchQueue(name: string, counts: () => Promise<Counts>): () => void {
  queues.set(name, counts);
  // a second queue of the name (a test's worker beside its API) may have taken the place since
  return () => {
    if (queues.get(name) === counts) queues.delete(name);
  };
}

export const queueJobDuration = new Histogram({
  name: 'queue_job_duration_seconds',
  help: 'Time a worker spent on a job, by queue, kind and outcome',
  labelNames: ['queue', 'kind', 'outcome'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});
