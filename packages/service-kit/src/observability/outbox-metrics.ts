import { scrapedGauge } from './metrics.js';

/** What an outbox reports when Prometheus scrapes: rows not yet handed over and the age of the oldest one. */
export interface OutboxBacklog {
  pending: number;
  oldestSeconds: number;
}

const outboxes = new Map<string, () => Promise<OutboxBacklog>>();

async function readAll(key: keyof OutboxBacklog): Promise<Record<string, number>[]> {
  const rows: Record<string, number>[] = [];
  for (const [outbox, read] of outboxes) rows.push({ outbox, value: (await read())[key] } as unknown as Record<string, number>);
  return rows;
}

scrapedGauge('outbox_pending_rows', 'Outbox rows not yet handed over to their receiving service, by outbox table', ['outbox'], () => readAll('pending'));
scrapedGauge('outbox_oldest_pending_seconds', 'Age of the oldest outbox row not yet handed over (0 when none), by outbox table', ['outbox'], () => readAll('oldestSeconds'));

/** Reports an outbox in outbox_pending_rows and outbox_oldest_pending_seconds (read when Prometheus scrapes). */
export function watchOutbox(name: string, read: () => Promise<OutboxBacklog>): () => void {
  outboxes.set(name, read);
  return () => outboxes.delete(name);
}
