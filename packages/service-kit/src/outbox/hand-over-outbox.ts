import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { backoffMs } from '../background/backoff.js';
import { PolledWork } from '../background/polled-work.js';
import { Poller } from '../background/poller.js';
import { serviceFetch } from '../identity/service-client.js';
import { watchOutbox, type OutboxBacklog } from '../observability/outbox-metrics.js';

const BATCH = 20;
const LEASE_SECONDS = 30;
const POLL_MS = 2000;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 5 * 60_000;

interface OutboxRow<R> {
  id: string;
  request: R;
  attempts: number;
}

export interface HandOverTarget {
  /** what the outbox hands over, for logs ("notification", "sales event") */
  label: string;
  /** the outbox table of the service's schema (made by `outboxTableMigration`) */
  table: string;
  /** base URL(s) of the receiving service, comma-separated; unset: rows are recorded but not handed over */
  url: string | undefined;
  /** the receiving service's internal route */
  path: string;
  /** the sending service's name (its service identity) */
  serviceName: string;
  identitySecret: string;
}

/**
 * Requests a service hands to another service, recorded in its own database in the same transaction as the
 * change they describe, then POSTed by a background loop: at once after `add`, again with backoff while the
 * receiver is unreachable. Nothing recorded is lost; receivers take each dedupe key once, so handing one over
 * twice is harmless. Replicas share the table: a row is taken with FOR UPDATE SKIP LOCKED and a lease.
 */
export abstract class HandOverOutbox<R extends { dedupeKey: string }> extends PolledWork {
  private readonly table: string;
  private readonly fetch: ReturnType<typeof serviceFetch>;
  protected readonly poller: Poller;
  private warnedNoUrl = false;

  protected constructor(private readonly db: DataSource, private readonly target: HandOverTarget, private readonly logger: Logger) {
    super();
    this.table = target.table;
    this.fetch = serviceFetch(target.serviceName, target.identitySecret);
    this.poller = new Poller({ name: `${target.label} outbox`, intervalMs: POLL_MS, logger, pass: () => this.pass() });
    watchOutbox(target.table.replaceAll('"', ''), () => this.backlog());
  }

  /** Records requests; pass the transaction's manager so they commit (or not) with the change. */
  async add(requests: R[], manager: EntityManager = this.db.manager): Promise<void> {
    for (const r of requests) {
      await manager.query(
        `INSERT INTO ${this.table} ("dedupe_key", "request") VALUES ($1, $2::jsonb) ON CONFLICT ("dedupe_key") DO NOTHING`,
        [r.dedupeKey, JSON.stringify(r)],
      );
    }
  }

  /** rows not yet handed over (for readiness output and tests) */
  async pending(): Promise<number> {
    const rows = await this.db.query(`SELECT count(*)::int AS n FROM ${this.table} WHERE "delivered_at" IS NULL`);
    return (rows as { n: number }[])[0]?.n ?? 0;
  }

  /** rows not yet handed over and the age of the oldest (outbox_pending_rows, outbox_oldest_pending_seconds) */
  async backlog(): Promise<OutboxBacklog> {
    const rows = (await this.db.query(
      `SELECT count(*)::int AS pending, coalesce(extract(epoch FROM now() - min("created_at")), 0)::float8 AS oldest
         FROM ${this.table} WHERE "delivered_at" IS NULL`,
    )) as { pending: number; oldest: number }[];
    return { pending: rows[0]?.pending ?? 0, oldestSeconds: rows[0]?.oldest ?? 0 };
  }

  private async pass(): Promise<void> {
    const url = this.target.url;
    if (!url) {
      if (!this.warnedNoUrl) this.logger.warn(`no URL for the ${this.target.label} receiver: ${this.target.label}s are recorded but not handed over`);
      this.warnedNoUrl = true;
      return;
    }
    await this.poller.drain({ take: () => this.take(), handle: (row) => this.handOver(url, row), batchSize: BATCH });
  }

  /** Takes due rows for one attempt each (counted, held for the lease). */
  private async take(): Promise<OutboxRow<R>[]> {
    const rows = await this.db.query(
      `UPDATE ${this.table} SET "attempts" = "attempts" + 1, "next_attempt_at" = now() + interval '${LEASE_SECONDS} seconds'
       WHERE "id" IN (SELECT "id" FROM ${this.table} WHERE "delivered_at" IS NULL AND "next_attempt_at" <= now()
                      ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING "id", "request", "attempts"`,
    );
    // pg returns [rows, count] for UPDATE ... RETURNING through TypeORM
    const list = (Array.isArray(rows[0]) ? rows[0] : rows) as OutboxRow<R>[];
    return list.map((r) => ({ ...r, id: String(r.id) }));
  }

  private async handOver(url: string, row: OutboxRow<R>): Promise<void> {
    let outcome: 'delivered' | 'refused' | 'retry';
    let note: string | null = null;
    try {
      const res = await this.fetch(url, this.target.path, { method: 'POST', body: JSON.stringify(row.request), timeoutMs: 5000 });
      if (res.ok) {
        outcome = 'delivered';
        await res.discard();
      } else if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        outcome = 'refused';
        note = `${res.status}: ${(await res.text()).slice(0, 1000)}`;
      } else {
        outcome = 'retry';
        note = `${this.target.label} receiver answered ${res.status}`;
        await res.discard();
      }
    } catch (err) {
      outcome = 'retry';
      note = (err as Error).message;
    }
    if (outcome === 'retry') {
      const delay = backoffMs(row.attempts, { baseMs: RETRY_BASE_MS, maxMs: RETRY_MAX_MS });
      await this.db.query(
        `UPDATE ${this.table} SET "next_attempt_at" = now() + ($2::int * interval '1 millisecond'), "last_error" = $3 WHERE "id" = $1`,
        [row.id, delay, note],
      );
      if (row.attempts === 1 || row.attempts % 10 === 0) this.logger.warn({ dedupeKey: row.request.dedupeKey, attempt: row.attempts, reason: note }, `${this.target.label} not handed over; will retry`);
      return;
    }
    // a refused request is a bug of ours (the contract changed?): kept with the reason, never retried
    if (outcome === 'refused') this.logger.error({ dedupeKey: row.request.dedupeKey, reason: note }, `the ${this.target.label} receiver refused a request`);
    await this.db.query(`UPDATE ${this.table} SET "delivered_at" = now(), "last_error" = $2 WHERE "id" = $1`, [row.id, note]);
  }
}
