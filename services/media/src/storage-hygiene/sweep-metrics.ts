import { Counter } from 'prom-client';
import { metricsRegistry } from '@rl/service-kit';

/** Images the storage sweep removed (rows and every variant's object), by reason: unattached, released. */
export const sweptImages = new Counter({
  name: 'media_storage_removed_images_total',
  help: 'Photos removed from storage by the sweep, by reason (unattached: never on a listing; released: left a listing longer ago than the grace period)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

/** Stored bytes (all variants) those images took. */
export const sweptBytes = new Counter({
  name: 'media_storage_removed_bytes_total',
  help: 'Stored bytes (every variant) of the photos removed by the sweep, by reason',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

/** Sweeps by outcome: completed, skipped (listings could not answer: nothing removed), failed. */
export const sweeps = new Counter({
  name: 'media_storage_sweeps_total',
  help: 'Storage sweeps by outcome (skipped: listings could not say which photos are used, so nothing was removed)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
