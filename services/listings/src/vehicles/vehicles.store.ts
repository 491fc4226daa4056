import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ListingInputSchema, REVISED_STATUSES, STATUS_AFTER_SELLER_EDIT, type ListingData, type ListingStatus } from '@rl/contracts';
import { NotificationOutbox, SERVICE_ENV } from '@rl/service-kit';
import { listingReceived, statusChanged } from '../notifications/listing-notifications.js';
import { listingLive } from '../sales/sales-events.js';
import { SalesOutbox } from '../sales/sales-outbox.js';
import type { ListingsEnv } from '../env.js';
import { ListingChanges } from '../public-cache/listing-changes.js';
import type { GeoPoint } from '../geo/zip-codes.js';
import type { Queryable } from '../db/queryable.js';
import { publicListingSql, statusStampsSql } from './freshness-sql.js';
import { VEHICLE_COLUMNS, fullColumns, publicColumns, type PublicVehicleRow, type VehicleRow } from './vehicle-columns.js';

/** Statuses anyone may see: approved (active) and sold (shown as sold). */
export const PUBLIC_STATUSES: readonly ListingStatus[] = ['approved', 'sold'];
/** Statuses of listings that still exist for buyers or moderators (duplicate VIN and price checks). */
const LIVE_STATUSES: readonly ListingStatus[] = ['pending', 'approved', 'sold'];

/** The listing form's fields (their columns from VEHICLE_COLUMNS) and the ZIP's coordinates, in insert/update order. */
const SELLER_FIELDS = Object.keys(ListingInputSchema.shape) as (keyof ListingData)[];
export const WRITABLE: readonly (readonly [column: string, pick: (d: ListingData, g: GeoPoint) => unknown])[] = [
  ...SELLER_FIELDS.map((f) => [VEHICLE_COLUMNS[f], (d: ListingData) => d[f]] as const),
  ['latitude', (_d: ListingData, g: GeoPoint) => g.latitude], ['longitude', (_d: ListingData, g: GeoPoint) => g.longitude],
];

export type SetStatusResult =
  | { kind: 'applied'; vehicle: VehicleRow }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: VehicleRow };

/** Data access for listings. Raw SQL where one atomic statement matters (views, status, edits). */
@Injectable()
export class VehiclesStore {
  readonly table: string;
  readonly schema: string;

  constructor(
    readonly db: DataSource,
    @Inject(SERVICE_ENV) env: ListingsEnv,
    private readonly changes: ListingChanges,
    private readonly outbox: NotificationOutbox,
    private readonly sales: SalesOutbox,
  ) {
    this.schema = `"${env.DB_SCHEMA}"`;
    this.table = `${this.schema}."vehicles"`;
  }

  /** UPDATE/DELETE ... RETURNING: TypeORM answers [rows, rowCount] for those commands. */
  private async returning<T>(sql: string, params: unknown[], m: EntityManager = this.db.manager): Promise<T[]> {
    const res = await m.query(sql, params);
    return Array.isArray(res) && res.length === 2 && Array.isArray(res[0]) && typeof res[1] === 'number' ? res[0] : res;
  }

  async findFull(id: number): Promise<VehicleRow | null> {
    const rows = await this.db.query(`SELECT ${fullColumns()} FROM ${this.table} v WHERE v."id" = $1`, [id]);
    return rows[0] ?? null;
  }

  /** A new listing, and the seller's "received" mail in the same transaction. */
  async insert(userId: string, data: ListingData, geo: GeoPoint): Promise<VehicleRow> {
    const cols = WRITABLE.map(([c]) => `"${c}"`).join(', ');
    const values = WRITABLE.map(([, pick]) => pick(data, geo));
    const marks = values.map((_, i) => `$${i + 2}`).join(', ');
    const row = await this.db.transaction(async (m) => {
      const rows: VehicleRow[] = await m.query(
        `INSERT INTO ${this.table} AS v ("user_id", ${cols}) VALUES ($1, ${marks}) RETURNING ${fullColumns()}`,
        [userId, ...values],
      );
      await this.outbox.add(listingReceived(rows[0]!), m);
      return rows[0]!;
    });
    this.outbox.wake();
    return row;
  }

  /**
   * The owner's edit. The new status is the contracts' STATUS_AFTER_SELLER_EDIT of the current one (back
   * to pending for review); a status it maps to null (sold) is never changed. The statement reads the
   * status it replaces, so a concurrent sale wins.
   */
  async update(id: number, userId: string, data: ListingData, geo: GeoPoint): Promise<VehicleRow | null> {
    const values = WRITABLE.map(([, pick]) => pick(data, geo));
    const sets = WRITABLE.map(([c], i) => `"${c}" = $${i + 3}`).join(', ');
    const afterEdit = `($${WRITABLE.length + 3}::jsonb ->> v."status")`;
    // a live listing's edit waits as a revision (RevisionsStore.revise), never written here
    const rows = await this.returning<VehicleRow>(
      `UPDATE ${this.table} AS v SET ${sets}, "status" = ${afterEdit}, "updated_at" = now()
       WHERE v."id" = $1 AND v."user_id" = $2 AND ${afterEdit} IS NOT NULL AND v."status" <> ALL($${WRITABLE.length + 4}::text[])
       RETURNING ${fullColumns()}`,
      [id, userId, ...values, JSON.stringify(STATUS_AFTER_SELLER_EDIT), REVISED_STATUSES],
    );
    if (rows[0]) this.changes.changed();
    return rows[0] ?? null;
  }

  /** every listing of a user, newest first (their data export) */
  async ofUser(userId: string): Promise<VehicleRow[]> {
    return this.db.query(`SELECT ${fullColumns()} FROM ${this.table} v WHERE v."user_id" = $1 ORDER BY v."created_at" DESC`, [userId]);
  }

  /** Deletes every listing of a user (account deletion); how many there were. */
  async deleteOfUser(userId: string): Promise<number> {
    const rows = await this.returning(`DELETE FROM ${this.table} WHERE "user_id" = $1 RETURNING "id"`, [userId]);
    if (rows.length > 0) this.changes.changed();
    return rows.length;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.returning(`DELETE FROM ${this.table} WHERE "id" = $1 RETURNING "id"`, [id]);
    if (rows.length > 0) this.changes.changed();
    return rows.length > 0;
  }

  /**
   * The public face of an approved or recently sold listing (no view counted: see ViewCounter). `on`: where
   * the public reads run (ReadReplica), here and in publicByIds and latestPublic.
   */
  async findPublic(id: number, on: Queryable = this.db): Promise<PublicVehicleRow | null> {
    const rows: PublicVehicleRow[] = await on.query(
      `SELECT ${publicColumns()} FROM ${this.table} v WHERE v."id" = $1 AND ${publicListingSql()}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Adds counted views in one statement: `counts[i]` views to listing `ids[i]`, to its total and to its
   * count of `day` (YYYY-MM-DD, UTC) in `listing_daily_counts` (the seller's performance page). Listings
   * deleted meanwhile are skipped by both.
   */
  async addViews(ids: readonly number[], counts: readonly number[], day: string): Promise<void> {
    const daily = `${this.schema}."listing_daily_counts"`;
    // in id order: two replicas flushing the same popular listings then lock their rows in the same order and
    // cannot deadlock each other
    const order = ids.map((_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
    await this.db.query(
      `WITH added AS (
         UPDATE ${this.table} AS v SET "views" = v."views" + d.n FROM unnest($1::int[], $2::int[]) AS d(id, n) WHERE v."id" = d.id
         RETURNING v."id", d.n
       )
       INSERT INTO ${daily} ("vehicle_id", "day", "views") SELECT a."id", $3::date, a.n FROM added a ORDER BY a."id"
       ON CONFLICT ("vehicle_id", "day") DO UPDATE SET "views" = ${daily}."views" + EXCLUDED."views"`,
      [order.map((i) => ids[i]), order.map((i) => counts[i]), day],
    );
  }

  async listByOwner(userId: string): Promise<VehicleRow[]> {
    return this.db.query(
      `SELECT ${fullColumns()} FROM ${this.table} v WHERE v."user_id" = $1 ORDER BY v."created_at" DESC, v."id" DESC LIMIT 1000`,
      [userId],
    );
  }

  /** Latest approved listings; `featuredOnly` for the featured strip. */
  /** Public listings by id, for lists such as saved vehicles: no view is counted. */
  async publicByIds(ids: readonly number[], on: Queryable = this.db): Promise<PublicVehicleRow[]> {
    if (ids.length === 0) return [];
    return on.query(
      `SELECT ${publicColumns()} FROM ${this.table} v WHERE v."id" = ANY($1::int[]) AND ${publicListingSql()}`,
      [ids],
    );
  }

  /** The landing strips: the latest approved (featured) listings, those with photos before those without. */
  async latestPublic(limit: number, featuredOnly: boolean, on: Queryable = this.db): Promise<PublicVehicleRow[]> {
    return on.query(
      `SELECT ${publicColumns()} FROM ${this.table} v
       WHERE v."status" = 'approved'${featuredOnly ? ' AND v."is_featured"' : ''}
       ORDER BY (cardinality(v."images") = 0), v."created_at" DESC, v."id" DESC LIMIT $1`,
      [limit],
    );
  }

  // ---- internal API (moderation) ----

  async listByStatus(status: ListingStatus | undefined, page: number, limit: number, order: 'oldest' | 'newest') {
    const dir = order === 'oldest' ? 'ASC' : 'DESC';
    // the review queue waits from the last (re)submission
    const since = status === 'pending' ? `coalesce(v."resubmitted_at", v."created_at")` : `v."created_at"`;
    const where = status ? `WHERE v."status" = $1` : '';
    const params: unknown[] = status ? [status] : [];
    const [rows, count] = await Promise.all([
      this.db.query(
        `SELECT ${fullColumns()} FROM ${this.table} v ${where}
         ORDER BY ${since} ${dir}, v."id" ${dir} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, (page - 1) * limit],
      ),
      this.db.query(`SELECT count(*)::int AS n FROM ${this.table} v ${where}`, params),
    ]);
    return { rows: rows as VehicleRow[], total: Number(count[0].n) };
  }

  async counts(): Promise<Record<ListingStatus, number>> {
    const rows: { status: ListingStatus; n: number }[] = await this.db.query(
      `SELECT "status", count(*)::int AS n FROM ${this.table} GROUP BY "status"`,
    );
    const out: Record<ListingStatus, number> = { pending: 0, approved: 0, rejected: 0, sold: 0, needs_changes: 0, expired: 0 };
    for (const r of rows) out[r.status] = Number(r.n);
    return out;
  }

  /** Compare-and-set: applied only while the status (and, if given, updatedAt to the millisecond) is as expected. */
  /** Compare-and-set of the status; the seller's mail about it is written in the same transaction. */
  async setStatus(id: number, status: ListingStatus, expected: ListingStatus, expectedUpdatedAt?: string, reason: string | null = null): Promise<SetStatusResult> {
    const params: unknown[] = [id, status, expected];
    let versionCheck = '';
    if (expectedUpdatedAt) {
      params.push(expectedUpdatedAt);
      versionCheck = ` AND date_trunc('milliseconds', v."updated_at") = date_trunc('milliseconds', $4::timestamptz)`;
    }
    // the moderator's notes stay with a listing sent back to its seller (needs_changes, rejected)
    params.push(status === 'needs_changes' || status === 'rejected' ? reason : null);
    const notes = `$${params.length}::text`;
    const applied = await this.db.transaction(async (m) => {
      await m.query(`SELECT set_config('listings.actor', 'moderator', true)`); // the listing_events trigger's actor
      const rows = await this.returning<VehicleRow>(
        `UPDATE ${this.table} AS v SET "status" = $2, "updated_at" = now(), "moderation_notes" = ${notes}, ${statusStampsSql('$2::varchar')}
         WHERE v."id" = $1 AND v."status" = $3${versionCheck} RETURNING ${fullColumns()}`,
        params,
        m,
      );
      if (rows[0]) await this.outbox.add(statusChanged(rows[0], status, reason), m);
      if (rows[0] && status === 'approved') await this.sales.add(listingLive(rows[0]), m);
      return rows[0];
    });
    if (applied) {
      this.outbox.wake();
      this.sales.wake();
      this.changes.changed();
      return { kind: 'applied', vehicle: applied };
    }
    const current = await this.findFull(id);
    return current ? { kind: 'conflict', current } : { kind: 'not-found' };
  }

  async setFeatured(id: number, isFeatured: boolean): Promise<VehicleRow | null> {
    const rows = await this.returning<VehicleRow>(
      `UPDATE ${this.table} AS v SET "is_featured" = $2 WHERE v."id" = $1 RETURNING ${fullColumns()}`,
      [id, isFeatured],
    );
    if (rows[0]) this.changes.changed();
    return rows[0] ?? null;
  }

  async byVin(vin: string, excludeId?: number): Promise<VehicleRow[]> {
    return this.db.query(
      `SELECT ${fullColumns()} FROM ${this.table} v
       WHERE v."vin" = $1 AND v."status" = ANY($2::text[]) AND ($3::int IS NULL OR v."id" <> $3::int)
       ORDER BY v."created_at" DESC, v."id" DESC LIMIT 100`,
      [vin, LIVE_STATUSES, excludeId ?? null],
    );
  }

  async priceStats(make: string, model: string, year: number | undefined, excludeId: number | undefined) {
    const rows = await this.db.query(
      `SELECT count(*)::int AS count,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY v."price")::float8 AS median,
         percentile_cont(0.1) WITHIN GROUP (ORDER BY v."price")::float8 AS p10,
         percentile_cont(0.9) WITHIN GROUP (ORDER BY v."price")::float8 AS p90
       FROM ${this.table} v
       WHERE v."make_key" = lower($1::text) AND v."model_key" = lower($2::text)
         AND ($3::int IS NULL OR v."year" BETWEEN $3::int - 1 AND $3::int + 1)
         AND v."status" = ANY($4::text[])
         AND ($5::int IS NULL OR v."id" <> $5::int)`,
      [make, model, year ?? null, LIVE_STATUSES, excludeId ?? null],
    );
    const r = rows[0];
    const num = (x: unknown) => (x === null || x === undefined ? null : Number(x));
    return { count: Number(r.count), median: num(r.median), p10: num(r.p10), p90: num(r.p90) };
  }
}
