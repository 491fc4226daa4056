export * from './metrics.js';
export * from './db-pool-metrics.js';
export * from './queue-metrics.js';
export * from './outbox-metrics.js';
export * from './job-tracing.js';
