import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { InternalRecordSale, SaleResult, SoldQuery, SoldResults } from '@rl/contracts';
import { SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import type { Queryable } from '../db/queryable.js';
import { publicListingSql } from '../vehicles/freshness-sql.js';
import { ListingChanges } from '../public-cache/listing-changes.js';
import { fullColumns, type VehicleRow } from '../vehicles/vehicle-columns.js';

export type SalePendingResult =
  | { kind: 'applied'; vehicle: VehicleRow }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: VehicleRow };

interface ResultRow {
  id: number; year: number; make: string; model: string; trim: string | null; mileage: number;
  finalPrice: number | null; soldOn: string | Date; photo: string | null; vehicleId: number | null;
}

const day = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/**
 * "Sale pending" (a flag on the listing) and the sale results: what cars sold for, in `sale_results`, kept
 * apart from anyone's identity (migration 1733200000000). The public answers read through the answer cache;
 * every write here says so to ListingChanges (the caches of every replica are dropped).
 */
@Injectable()
export class SaleResultsStore {
  private readonly vehicles: string;
  private readonly results: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv, private readonly changes: ListingChanges) {
    this.vehicles = `"${env.DB_SCHEMA}"."vehicles"`;
    this.results = `"${env.DB_SCHEMA}"."sale_results"`;
  }

  private async returning<T>(sql: string, params: unknown[], m: EntityManager = this.db.manager): Promise<T[]> {
    const res = await m.query(sql, params);
    return Array.isArray(res) && res.length === 2 && Array.isArray(res[0]) && typeof res[1] === 'number' ? res[0] : res;
  }

  /**
   * The badge on or off, on an approved listing only (compare-and-set on the status). `updated_at` is left
   * alone: the flag is not the seller's content, and a moderator's check of the listing stays valid.
   */
  async setSalePending(id: number, pending: boolean): Promise<SalePendingResult> {
    const rows = await this.returning<VehicleRow & { was: boolean }>(
      `WITH prev AS (SELECT "id", "sale_pending" AS was FROM ${this.vehicles} WHERE "id" = $1 FOR UPDATE)
       UPDATE ${this.vehicles} AS v SET "sale_pending" = $2 FROM prev
       WHERE v."id" = prev."id" AND v."status" = 'approved'
       RETURNING prev.was AS "was", ${fullColumns()}`,
      [id, pending],
    );
    const done = rows[0];
    if (done) {
      if (done.was !== pending) this.changes.changed();
      const { was: _was, ...vehicle } = done;
      return { kind: 'applied', vehicle };
    }
    const [current] = await this.db.query<VehicleRow[]>(`SELECT ${fullColumns()} FROM ${this.vehicles} v WHERE v."id" = $1`, [id]);
    return current ? { kind: 'conflict', current } : { kind: 'not-found' };
  }

  /** Stores a sale of `v` (in the sold flow's transaction `m`): the car as sold, the price, the date, the consent; no identity. */
  async insert(v: VehicleRow, sale: InternalRecordSale, m: EntityManager): Promise<void> {
    await m.query(
      `INSERT INTO ${this.results} ("vehicle_id", "year", "make", "model", "trim", "mileage", "condition", "final_price", "sold_on", "show_price")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10)`,
      [v.id, v.year, v.make, v.model, v.trim, v.mileage, v.condition, sale.finalPrice, sale.soldOn, sale.showPrice],
    );
  }

  /** "Sold for $X": the final price of a sold listing's latest recorded sale, when its seller agreed to show it. */
  async shownPriceOf(vehicleId: number, on: Queryable = this.db): Promise<number | null> {
    const rows: { finalPrice: number; showPrice: boolean }[] = await on.query(
      `SELECT s."final_price" AS "finalPrice", s."show_price" AS "showPrice" FROM ${this.results} s
       WHERE s."vehicle_id" = $1 ORDER BY s."id" DESC LIMIT 1`,
      [vehicleId],
    );
    const r = rows[0];
    return r && r.showPrice ? Number(r.finalPrice) : null;
  }

  /**
   * The /sold page: newest sale first (then the latest recorded), by make (and model) case-insensitively; the
   * photo while the listing exists, its page while the listing is public; the price only with the seller's consent.
   */
  async recent(q: SoldQuery): Promise<SoldResults> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.make) where.push(`s."make_key" = lower($${params.push(q.make)}::text)`);
    if (q.model) where.push(`s."model_key" = lower($${params.push(q.model)}::text)`);
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, counted, makes, models] = await Promise.all([
      this.db.query<ResultRow[]>(
        `SELECT s."id", s."year", s."make", s."model", s."trim", s."mileage",
           CASE WHEN s."show_price" THEN s."final_price" END AS "finalPrice", to_char(s."sold_on", 'YYYY-MM-DD') AS "soldOn",
           v."images"[1] AS "photo", CASE WHEN ${publicListingSql('v')} THEN v."id" END AS "vehicleId"
         FROM ${this.results} s LEFT JOIN ${this.vehicles} v ON v."id" = s."vehicle_id"
         ${filter}
         ORDER BY s."sold_on" DESC, s."id" DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, q.limit, (q.page - 1) * q.limit],
      ),
      this.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${this.results} s ${filter}`, params),
      this.db.query<{ make: string }[]>(
        `SELECT min(s."make") AS "make" FROM ${this.results} s GROUP BY s."make_key" ORDER BY 1`,
      ),
      q.make
        ? this.db.query<{ model: string }[]>(
          `SELECT min(s."model") AS "model" FROM ${this.results} s WHERE s."make_key" = lower($1::text) GROUP BY s."model_key" ORDER BY 1`,
          [q.make],
        )
        : Promise.resolve([]),
    ]);
    const results: SaleResult[] = rows.map((r) => ({
      id: Number(r.id), year: r.year, make: r.make, model: r.model, trim: r.trim, mileage: r.mileage,
      finalPrice: r.finalPrice === null ? null : Number(r.finalPrice), soldOn: day(r.soldOn), photo: r.photo ?? null,
      vehicleId: r.vehicleId === null ? null : Number(r.vehicleId),
    }));
    return { results, total: Number(counted[0]?.n ?? 0), makes: makes.map((r) => r.make), models: models.map((r) => r.model) };
  }
}
