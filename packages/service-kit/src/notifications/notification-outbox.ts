import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_INTERNAL, type NotificationRequest } from '@rl/contracts';
import type { BaseEnv } from '../config.js';
import { serviceFetch } from '../identity/service-client.js';
import { LOGGER, SERVICE_ENV } from '../tokens.js';

const BATCH = 20;
const LEASE_SECONDS = 30;
const POLL_MS = 2000;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 5 * 60_000;

interface OutboxRow {
  id: string;
  request: NotificationRequest;
  attempts: number;
}

/**
 * The events a service tells people about, recorded in its own database in the same transaction as the
 * change they describe, then handed to the notifications service (NOTIFICATIONS_URL) by a background loop:
 * at once after `add`, again with backoff while notifications is unreachable. Nothing recorded is lost; the
 * notifications service mails each dedupe key once, so handing one over twice is harmless.
 * Replicas share the table: a row is taken with FOR UPDATE SKIP LOCKED and a lease.
 */
@Injectable()
export class NotificationOutbox implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly table: string;
  private readonly fetch: ReturnType<typeof serviceFetch>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private warnedNoUrl = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SERVICE_ENV) private readonly env: BaseEnv & { NOTIFICATIONS_URL?: string },
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.table = `"${env.DB_SCHEMA}"."notification_outbox"`;
    this.fetch = serviceFetch(env.DB_SCHEMA, env.IDENTITY_SECRET);
  }

  /** Records notifications; pass the transaction's manager so they commit (or not) with the change. */
  async add(requests: NotificationRequest[], manager: EntityManager = this.db.manager): Promise<void> {
    for (const r of requests) {
      await manager.query(
        `INSERT INTO ${this.table} ("dedupe_key", "request") VALUES ($1, $2::jsonb) ON CONFLICT ("dedupe_key") DO NOTHING`,
        [r.dedupeKey, JSON.stringify(r)],
      );
    }
  }

  /** Hand recorded notifications over soon (call after the transaction committed). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) { this.again = true; return; }
    this.schedule(0);
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over due rows; resolves when each had its attempt. */
  runOnce(): Promise<void> {
    this.running ??= this.pass().finally(() => { this.running = null; });
    return this.running;
  }

  /** rows not yet handed over (for readiness output and tests) */
  async pending(): Promise<number> {
    const rows = await this.db.query(`SELECT count(*)::int AS n FROM ${this.table} WHERE "delivered_at" IS NULL`);
    return (rows as { n: number }[])[0]?.n ?? 0;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce().finally(() => {
        const soon = this.again;
        this.again = false;
        this.schedule(soon ? 0 : POLL_MS);
      });
    }, ms);
    this.timer.unref?.();
  }

  private async pass(): Promise<void> {
    const url = this.env.NOTIFICATIONS_URL;
    if (!url) {
      if (!this.warnedNoUrl) this.logger.warn('NOTIFICATIONS_URL is not set: notifications are recorded but not sent');
      this.warnedNoUrl = true;
      return;
    }
    try {
      for (let round = 0; round < 10 && !this.stopped; round++) {
        const rows = await this.take();
        for (const row of rows) await this.handOver(url, row);
        if (rows.length < BATCH) return;
      }
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'notification outbox pass failed; will try again');
    }
  }

  /** Takes due rows for one attempt each (counted, held for the lease). */
  private async take(): Promise<OutboxRow[]> {
    const rows = await this.db.query(
      `UPDATE ${this.table} SET "attempts" = "attempts" + 1, "next_attempt_at" = now() + interval '${LEASE_SECONDS} seconds'
       WHERE "id" IN (SELECT "id" FROM ${this.table} WHERE "delivered_at" IS NULL AND "next_attempt_at" <= now()
                      ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING "id", "request", "attempts"`,
    );
    // pg returns [rows, count] for UPDATE ... RETURNING through TypeORM
    const list = (Array.isArray(rows[0]) ? rows[0] : rows) as OutboxRow[];
    return list.map((r) => ({ ...r, id: String(r.id) }));
  }

  private async handOver(url: string, row: OutboxRow): Promise<void> {
    let outcome: 'delivered' | 'refused' | 'retry';
    let note: string | null = null;
    try {
      const res = await this.fetch(url, NOTIFICATIONS_INTERNAL.send, { method: 'POST', body: JSON.stringify(row.request), timeoutMs: 5000 });
      if (res.ok) outcome = 'delivered';
      else if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        outcome = 'refused';
        note = `${res.status}: ${(await res.text()).slice(0, 1000)}`;
      } else {
        outcome = 'retry';
        note = `notifications answered ${res.status}`;
        await res.body?.cancel();
      }
    } catch (err) {
      outcome = 'retry';
      note = (err as Error).message;
    }
    if (outcome === 'retry') {
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(20, row.attempts - 1));
      await this.db.query(
        `UPDATE ${this.table} SET "next_attempt_at" = now() + ($2::int * interval '1 millisecond'), "last_error" = $3 WHERE "id" = $1`,
        [row.id, delay, note],
      );
      if (row.attempts === 1 || row.attempts % 10 === 0) this.logger.warn({ dedupeKey: row.request.dedupeKey, attempt: row.attempts, reason: note }, 'notification not handed over; will retry');
      return;
    }
    // a refused request is a bug of ours (the contract changed?): kept with the reason, never retried
    if (outcome === 'refused') this.logger.error({ dedupeKey: row.request.dedupeKey, reason: note }, 'notifications refused a request');
    await this.db.query(`UPDATE ${this.table} SET "delivered_at" = now(), "last_error" = $2 WHERE "id" = $1`, [row.id, note]);
  }
}
