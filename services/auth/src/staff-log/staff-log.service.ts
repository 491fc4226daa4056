import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { STAFF_LOG_RETENTION_DAYS, type StaffAction, type StaffActionRecord, type StaffLogQuery, type StaffLogResponse } from '@rl/contracts';
import { LOGGER, Poller } from '@rl/service-kit';
import { isStaffRole, type UserEntity } from '../users/user.entity.js';

export interface StaffActionInput {
  action: string;
  objectType: string;
  objectId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

interface Row {
  id: string; at: Date; occurred_at: Date; service: string; actor_id: string; actor_email: string | null; actor_role: string;
  action: string; object_type: string; object_id: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null;
  address: string | null; request_id: string | null;
}

const CLEANUP_EVERY_MS = 6 * 3600_000;
/** one cleanup at a time in the whole cluster (every replica tries; the one holding the lock works) */
const CLEANUP_LOCK = 'rl-staff-actions-retention';

const toAction = (r: Row): StaffAction => ({
  id: String(r.id), at: new Date(r.at).toISOString(), occurredAt: new Date(r.occurred_at).toISOString(), service: r.service,
  actorId: r.actor_id, actorEmail: r.actor_email, actorRole: r.actor_role, action: r.action, objectType: r.object_type,
  objectId: r.object_id, before: r.before, after: r.after, address: r.address, requestId: r.request_id,
});

/**
 * The staff action log (auth's table `staff_actions`, append-only by trigger). Auth records its own staff
 * actions here directly; other services hand theirs over through the internal route. Entries past the
 * retention are deleted every 6 hours by one replica at a time.
 */
@Injectable()
export class StaffLog implements OnModuleInit, OnApplicationShutdown {
  /** the retention cleanup: at start, then every 6 hours after the last */
  private readonly cleanup: Poller;

  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(LOGGER) private readonly logger: Logger) {
    this.cleanup = new Poller({ name: 'staff log cleanup', intervalMs: CLEANUP_EVERY_MS, logger, pass: async () => { await this.cleanUp(); } });
  }

  onModuleInit(): void {
    this.cleanup.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.cleanup.stop();
  }

  private get table(): string {
    return `"${(this.db.options as { schema?: string }).schema ?? 'public'}"."staff_actions"`;
  }

  /** Records an action of `actor` during `req` (nothing for a customer: only staff actions are logged). */
  async record(req: Request, actor: UserEntity, input: StaffActionInput, manager?: EntityManager): Promise<void> {
    if (!isStaffRole(actor.role)) return;
    await this.add({
      dedupeKey: `auth-${randomUUID()}`, service: 'auth', actorId: actor.id, actorEmail: actor.email, actorRole: actor.role,
      action: input.action, objectType: input.objectType, objectId: input.objectId ?? null, before: input.before ?? null, after: input.after ?? null,
      address: req.ip ?? null, requestId: (req as { id?: string }).id ?? null, occurredAt: new Date().toISOString(),
    }, manager);
  }

  /** Adds one entry; a dedupe key seen before is ignored (a hand-over repeated). */
  async add(r: StaffActionRecord, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(
      `INSERT INTO ${this.table} ("occurred_at", "dedupe_key", "service", "actor_id", "actor_email", "actor_role", "action", "object_type", "object_id", "before", "after", "address", "request_id")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13) ON CONFLICT ("dedupe_key") DO NOTHING`,
      [r.occurredAt, r.dedupeKey, r.service, r.actorId, r.actorEmail, r.actorRole, r.action, r.objectType, r.objectId,
        r.before === null ? null : JSON.stringify(r.before), r.after === null ? null : JSON.stringify(r.after), r.address, r.requestId],
    );
  }

  /** One page of the log, newest first. */
  async list(q: StaffLogQuery): Promise<StaffLogResponse> {
    const { where, params } = this.filter(q);
    if (q.before) {
      params.push(q.before);
      where.push(`"id" < $${params.length}`);
    }
    params.push(q.limit + 1);
    const rows = (await this.db.query(
      `SELECT * FROM ${this.table} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY "id" DESC LIMIT $${params.length}`, params,
    )) as Row[];
    const entries = rows.slice(0, q.limit).map(toAction);
    return { entries, nextBefore: rows.length > q.limit ? entries[entries.length - 1]!.id : null };
  }

  /** Every entry of the filter, newest first, in pages of 500 (for the JSON Lines export). */
  async *all(q: StaffLogQuery): AsyncGenerator<StaffAction> {
    let before: string | undefined;
    for (;;) {
      const page = await this.list({ ...q, before, limit: 500 });
      yield* page.entries;
      if (!page.nextBefore) return;
      before = page.nextBefore;
    }
  }

  private filter(q: StaffLogQuery): { where: string[]; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (q.actor) add((n) => `("actor_id" = $${n} OR "actor_email" ILIKE '%' || $${n} || '%')`, q.actor);
    if (q.action) add((n) => `"action" LIKE $${n} || '%'`, q.action.replace(/[%_\\]/g, '\\$&'));
    if (q.objectType) add((n) => `"object_type" = $${n}`, q.objectType);
    if (q.objectId) add((n) => `"object_id" = $${n}`, q.objectId);
    if (q.from) add((n) => `"occurred_at" >= $${n}`, new Date(q.from).toISOString());
    if (q.to) add((n) => `"occurred_at" <= $${n}`, new Date(q.to).toISOString());
    return { where, params };
  }

  /** Deletes the entries past the retention; one replica at a time (a transaction-scoped advisory lock). */
  async cleanUp(): Promise<number> {
    return this.db.transaction(async (m) => {
      const [lock] = (await m.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok`, [CLEANUP_LOCK])) as { ok: boolean }[];
      if (!lock?.ok) return 0;
      const res = await m.query(`DELETE FROM ${this.table} WHERE "at" < now() - interval '${STAFF_LOG_RETENTION_DAYS} days' RETURNING "id"`);
      const n = Array.isArray(res) && Array.isArray(res[0]) ? (res[0] as unknown[]).length : Array.isArray(res) ? res.length : 0;
      if (n) this.logger.info({ deleted: n }, 'staff log: entries past the retention deleted');
      return n;
    });
  }
}
