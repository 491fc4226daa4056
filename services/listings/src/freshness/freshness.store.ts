import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LISTING_FRESHNESS, type NotificationRequest, vehicleTitle } from '@rl/contracts';
import { NotificationOutbox, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { ListingChanges } from '../public-cache/listing-changes.js';
import { fullColumns, type VehicleRow } from '../vehicles/vehicle-columns.js';
import { nextExpirySql } from '../vehicles/freshness-sql.js';
import { listingSoldBySeller } from '../sales/sales-events.js';
import { SalesOutbox } from '../sales/sales-outbox.js';
import { StillAvailableTokens, type StillAvailableTarget } from './still-available-tokens.js';

/** Rows taken per statement by the job: a long backlog is worked off in several short transactions. */
const BATCH = 100;

export type OwnerMove =
  | { kind: 'applied'; vehicle: VehicleRow }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: VehicleRow };

export type ConfirmOutcome =
  | { kind: 'confirmed' | 'renewed' | 'already'; vehicle: VehicleRow }
  | { kind: 'gone' }
  | { kind: 'conflict'; current: VehicleRow };

/** The sold flow: from these statuses only; a sale ends any "Sale pending". */
const SOLD_FROM = ['approved', 'expired'] as const;
const SOLD_SETS = `"status" = 'sold', "sold_at" = now(), "updated_at" = now(), "sale_pending" = false`;

const seconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/**
 * Every write of a listing's freshness: the seller's renew/confirm and sale, the mailed one-click confirm,
 * and the expiry job's reminders and expirations. Each is one compare-and-set statement on the status it
 * expects, so concurrent callers (two replicas running the job, a seller clicking twice) do it once.
 */
@Injectable()
export class FreshnessStore {
  private readonly table: string;
  readonly tokens: StillAvailableTokens;

  constructor(
    private readonly db: DataSource,
    @Inject(SERVICE_ENV) env: ListingsEnv,
    private readonly outbox: NotificationOutbox,
    private readonly changes: ListingChanges,
    private readonly sales: SalesOutbox,
  ) {
    this.table = `"${env.DB_SCHEMA}"."vehicles"`;
    this.tokens = new StillAvailableTokens(env.IDENTITY_SECRET);
  }

  private async returning<T>(sql: string, params: unknown[], m: EntityManager = this.db.manager): Promise<T[]> {
    const res = await m.query(sql, params);
    return Array.isArray(res) && res.length === 2 && Array.isArray(res[0]) && typeof res[1] === 'number' ? res[0] : res;
  }

  /** A compare-and-set on the status by the owner (`userId`), or by the platform (null: the sales service's recorded sale). */
  private async ownerMove(id: number, userId: string | null, sets: string, from: readonly string[], m: EntityManager = this.db.manager): Promise<OwnerMove> {
    const rows = await this.returning<VehicleRow>(
      `UPDATE ${this.table} AS v SET ${sets} WHERE v."id" = $1 AND ($2::text IS NULL OR v."user_id" = $2) AND v."status" = ANY($3::text[]) RETURNING ${fullColumns()}`,
      [id, userId, from],
      m,
    );
    if (rows[0]) return { kind: 'applied', vehicle: rows[0] };
    const [current] = await m.query<VehicleRow[]>(
      `SELECT ${fullColumns()} FROM ${this.table} v WHERE v."id" = $1 AND ($2::text IS NULL OR v."user_id" = $2)`, [id, userId],
    );
    return current ? { kind: 'conflict', current } : { kind: 'not-found' };
  }

  /**
   * The owner keeps the listing on sale: an expired one is public again, an approved one is confirmed; both
   * for a whole new period, with the reminder reopened. Only a status change touches `updated_at` (a pending
   * revision or a moderator's check of the listing stays valid when the seller only confirms).
   */
  async renew(id: number, userId: string): Promise<OwnerMove> {
    const r = await this.ownerMove(id, userId, `"status" = 'approved', "expires_at" = ${nextExpirySql}, "reminded_at" = NULL,
      "listed_at" = coalesce(v."listed_at", now()), "updated_at" = CASE WHEN v."status" = 'expired' THEN now() ELSE v."updated_at" END`, ['approved', 'expired']);
    if (r.kind === 'applied') this.changes.changed();
    return r;
  }

  /** The owner sold the car: approved or expired -> sold (public as sold for LISTING_FRESHNESS.soldVisibleDays). */
  async markSold(id: number, userId: string): Promise<OwnerMove> {
    // sales hears of it in the same transaction: the buyers' open leads close, their offers end
    const r = await this.db.transaction(async (m) => {
      const moved = await this.ownerMove(id, userId, SOLD_SETS, SOLD_FROM, m);
      if (moved.kind === 'applied') await this.sales.add(listingSoldBySeller(id), m);
      return moved;
    });
    if (r.kind === 'applied') {
      this.changes.changed();
      this.sales.wake();
    }
    return r;
  }

  /**
   * The platform's associate recorded the sale (the sales service): the same move as the owner's markSold,
   * and, in its transaction, `recordResult` stores what the car sold for (sale-results/). The listing's
   * timeline names the system as the actor (not the seller).
   */
  async sellThroughPlatform(id: number, recordResult: (vehicle: VehicleRow, m: EntityManager) => Promise<void>): Promise<OwnerMove> {
    const r = await this.db.transaction(async (m) => {
      await m.query(`SELECT set_config('listings.actor', 'system', true)`);
      const moved = await this.ownerMove(id, null, SOLD_SETS, SOLD_FROM, m);
      if (moved.kind === 'applied') await recordResult(moved.vehicle, m);
      return moved;
    });
    if (r.kind === 'applied') this.changes.changed();
    return r;
  }

  /**
   * The mailed link: confirms the period the mail was about (an approved listing whose expiry is still the
   * token's), or renews the listing if that very period ran out meanwhile. A link of a period already
   * confirmed answers `already`.
   */
  async confirm(target: StillAvailableTarget): Promise<ConfirmOutcome> {
    const rows = await this.returning<VehicleRow & { previousStatus: string }>(
      `WITH prev AS (SELECT "id", "status" FROM ${this.table} WHERE "id" = $1 FOR UPDATE)
       UPDATE ${this.table} AS v SET "status" = 'approved', "expires_at" = ${nextExpirySql}, "reminded_at" = NULL,
         "updated_at" = CASE WHEN v."status" = 'expired' THEN now() ELSE v."updated_at" END
       FROM prev WHERE v."id" = prev."id" AND v."status" IN ('approved', 'expired') AND floor(extract(epoch FROM v."expires_at")) = $2
       RETURNING prev."status" AS "previousStatus", ${fullColumns()}`,
      [target.vehicleId, target.expiresAtSeconds],
    );
    const done = rows[0];
    if (done) {
      if (done.previousStatus === 'expired') this.changes.changed();
      return { kind: done.previousStatus === 'expired' ? 'renewed' : 'confirmed', vehicle: done };
    }
    const [current] = await this.db.query<VehicleRow[]>(`SELECT ${fullColumns()} FROM ${this.table} v WHERE v."id" = $1`, [target.vehicleId]);
    if (!current) return { kind: 'gone' };
    if (current.status === 'approved' && current.expiresAt && seconds(current.expiresAt) > target.expiresAtSeconds) return { kind: 'already', vehicle: current };
    return { kind: 'conflict', current };
  }

  /**
   * Queues the reminder of every approved listing whose expiry is within LISTING_FRESHNESS.reminderDaysBefore
   * days of `now` and not reminded for this period: rows are claimed with FOR UPDATE SKIP LOCKED and marked
   * in the transaction that writes their mails to the outbox (dedupe key: listing and expiry), so replicas
   * running this together mail each period once. How many were queued.
   */
  async remindDue(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const mails = await this.db.transaction(async (m) => {
        const rows = await this.returning<VehicleRow>(
          `UPDATE ${this.table} AS v SET "reminded_at" = $1
           WHERE v."id" IN (
             SELECT d."id" FROM ${this.table} d
             WHERE d."status" = 'approved' AND d."reminded_at" IS NULL AND d."expires_at" > $1::timestamptz
               AND d."expires_at" <= $1::timestamptz + interval '${LISTING_FRESHNESS.reminderDaysBefore} days'
             ORDER BY d."expires_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
           AND v."status" = 'approved' AND v."reminded_at" IS NULL
           RETURNING ${fullColumns()}`,
          [now],
          m,
        );
        const requests = rows.map((v) => this.reminder(v));
        if (requests.length > 0) await this.outbox.add(requests, m);
        return requests.length;
      });
      total += mails;
      if (mails < BATCH) break;
    }
    if (total > 0) this.outbox.wake();
    return total;
  }

  /** Moves every approved listing whose expiry has come (as of `now`) to expired: out of search. How many. */
  async expireDue(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.returning<{ id: number }>(
        `UPDATE ${this.table} AS v SET "status" = 'expired', "updated_at" = now()
         WHERE v."id" IN (
           SELECT d."id" FROM ${this.table} d WHERE d."status" = 'approved' AND d."expires_at" <= $1::timestamptz
           ORDER BY d."expires_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         AND v."status" = 'approved' AND v."expires_at" <= $1::timestamptz
         RETURNING v."id"`,
        [now],
      );
      total += rows.length;
      if (rows.length < BATCH) break;
    }
    if (total > 0) this.changes.changed();
    return total;
  }

  private reminder(v: VehicleRow): NotificationRequest {
    const expiresAt = new Date(v.expiresAt!);
    return {
      dedupeKey: `listing-${v.id}-expiry-reminder-${seconds(expiresAt)}`,
      to: { userId: v.userId },
      event: {
        kind: 'listing-expiry-reminder',
        vehicle: { id: v.id, title: vehicleTitle(v).slice(0, 200), price: Number(v.price) },
        expiresAt: expiresAt.toISOString(),
        token: this.tokens.create(v.id, expiresAt),
      },
    };
  }
}
