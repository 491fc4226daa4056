import { Histogram } from 'prom-client';
import { metricsRegistry } from '@rl/service-kit';

/** Time to check, decode, re-encode and resize one upload, by outcome (stored, refused). */
export const imageProcessingDuration = new Histogram({
  name: 'image_processing_seconds',
  help: 'Time to process one uploaded photo into its stored sizes, by outcome',
  labelNames: ['outcome'] as const,
  buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
  registers: [metricsRegistry],
});
