import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PriceGuidance, PriceRating } from '@rl/contracts';
import { SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import type { Queryable } from '../db/queryable.js';
import { METHOD_VERSION, SOLD_WITHIN_DAYS, type GuidanceResult, type PricedListing } from './price-method.js';

/** A comparable with the listing's coordinates (null: a recorded sale, or a listing without a known ZIP). */
export interface LocatedListing extends PricedListing {
  latitude: number | null;
  longitude: number | null;
}

/** A make + model group, by the vehicles table's lower-cased keys. */
export interface PriceGroup {
  makeKey: string;
  modelKey: string;
}

interface GuidanceRow {
  rating: PriceRating;
  fairLow: number;
  fairHigh: number;
  comparables: number;
  points: PriceGuidance['points'];
}

/** Reads the listings the method needs and stores its results (the guidance table and the vehicle's copy). */
@Injectable()
export class PriceGuidanceStore {
  private readonly vehicles: string;
  private readonly guidance: string;
  private readonly dirty: string;
  private readonly sales: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv) {
    const s = `"${env.DB_SCHEMA}"`;
    this.vehicles = `${s}."vehicles"`;
    this.guidance = `${s}."price_guidance"`;
    this.dirty = `${s}."price_guidance_dirty"`;
    this.sales = `${s}."sale_results"`;
  }

  /** The groups marked by the vehicles trigger since the last call, unmarked in the same statement (so one replica takes each). */
  async takeMarkedGroups(): Promise<PriceGroup[]> {
    const rows = await this.db.query(`DELETE FROM ${this.dirty} RETURNING "make_key" AS "makeKey", "model_key" AS "modelKey"`);
    const list: PriceGroup[] = Array.isArray(rows[0]) ? rows[0] : rows;
    return list.sort((a, b) => a.makeKey.localeCompare(b.makeKey) || a.modelKey.localeCompare(b.modelKey));
  }

  /** Marks groups again (their job could not be queued). */
  async markGroups(groups: readonly PriceGroup[]): Promise<void> {
    if (groups.length === 0) return;
    await this.db.query(
      `INSERT INTO ${this.dirty} ("make_key", "model_key") SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
      [groups.map((g) => g.makeKey), groups.map((g) => g.modelKey)],
    );
  }

  /** Every group with an approved listing or a stored result (the nightly run). */
  async allGroups(): Promise<PriceGroup[]> {
    return this.db.query(
      `SELECT DISTINCT v."make_key" AS "makeKey", v."model_key" AS "modelKey" FROM ${this.vehicles} v
       WHERE v."status" = 'approved' OR v."price_rating" IS NOT NULL
       ORDER BY 1, 2`,
    );
  }

  /**
   * The group's approved listings, those sold within SOLD_WITHIN_DAYS, and the sales recorded on the platform
   * within SOLD_WITHIN_DAYS (sale_results: the final price, `sale`, id -sale id). A sold listing whose sale was
   * recorded counts once, as its sale (the final price), not also at its asking price.
   */
  async loadGroup(g: PriceGroup): Promise<PricedListing[]> {
    const rows: (Omit<PricedListing, 'price' | 'changedAt'> & { price: string; changedAt: Date | string; vin: string | null })[] = await this.db.query(
      `SELECT v."id", v."trim", v."year", v."mileage", v."price", v."condition", v."status", v."updated_at" AS "changedAt", false AS "sale", v."vin"
       FROM ${this.vehicles} v
       WHERE v."make_key" = $1 AND v."model_key" = $2
         AND (v."status" = 'approved' OR (v."status" = 'sold' AND v."updated_at" > now() - make_interval(days => $3::int)
           AND NOT EXISTS (SELECT 1 FROM ${this.sales} s WHERE s."vehicle_id" = v."id")))
       UNION ALL
       SELECT -s."id", s."trim", s."year", s."mileage", s."final_price"::numeric, s."condition", 'sold', s."sold_on"::timestamptz, true, NULL
       FROM ${this.sales} s
       WHERE s."make_key" = $1 AND s."model_key" = $2 AND s."sold_on" > (now() - make_interval(days => $3::int))::date`,
      [g.makeKey, g.modelKey, SOLD_WITHIN_DAYS],
    );
    return rows.map(({ sale, vin, ...r }) => {
      const l: PricedListing = { ...r, id: Number(r.id), price: Number(r.price), changedAt: new Date(r.changedAt), vin };
      return sale ? { ...l, sale: true } : l;
    });
  }

  /**
   * What a valuation of a model year `year` car of the group can draw on: loadGroup's listings and sales of
   * the model years the method may look at (YEAR_WINDOWS, at most `span` either side), with each listing's
   * coordinates (null for a recorded sale: sale_results keep no place) and VIN (identical listings count once).
   */
  async loadValuationPool(g: PriceGroup, year: number, span: number): Promise<LocatedListing[]> {
    const rows: (Omit<LocatedListing, 'price' | 'changedAt'> & { price: string; changedAt: Date | string; vin: string | null })[] = await this.db.query(
      `SELECT v."id", v."trim", v."year", v."mileage", v."price", v."condition", v."status", v."updated_at" AS "changedAt", false AS "sale",
              v."latitude", v."longitude", v."vin"
       FROM ${this.vehicles} v
       WHERE v."make_key" = $1 AND v."model_key" = $2 AND v."year" BETWEEN $4 AND $5
         AND (v."status" = 'approved' OR (v."status" = 'sold' AND v."updated_at" > now() - make_interval(days => $3::int)
           AND NOT EXISTS (SELECT 1 FROM ${this.sales} s WHERE s."vehicle_id" = v."id")))
       UNION ALL
       SELECT -s."id", s."trim", s."year", s."mileage", s."final_price"::numeric, s."condition", 'sold', s."sold_on"::timestamptz, true, NULL, NULL, NULL
       FROM ${this.sales} s
       WHERE s."make_key" = $1 AND s."model_key" = $2 AND s."year" BETWEEN $4 AND $5 AND s."sold_on" > (now() - make_interval(days => $3::int))::date`,
      [g.makeKey, g.modelKey, SOLD_WITHIN_DAYS, year - span, year + span],
    );
    return rows.map(({ sale, ...r }) => {
      const l: LocatedListing = { ...r, id: Number(r.id), price: Number(r.price), changedAt: new Date(r.changedAt) };
      return sale ? { ...l, sale: true } : l;
    });
  }

  /**
   * Stores a group's results in one transaction: a row per rated listing, no row for the others, and the
   * rating and sort key on every vehicle of the group. Answers whether anything buyers see changed.
   */
  async saveGroup(g: PriceGroup, results: ReadonlyMap<number, GuidanceResult>, prices: ReadonlyMap<number, number>): Promise<boolean> {
    const rated = [...results].filter(([, r]) => r.guidance !== null).map(([id, r]) => ({
      vehicle_id: id, rating: r.guidance!.rating, fair_low: r.guidance!.fairLow, fair_high: r.guidance!.fairHigh,
      comparables: r.guidance!.comparables, points: r.guidance!.points, deal_score: r.dealScore, price: prices.get(id),
    }));
    const input = `jsonb_to_recordset($1::jsonb) AS i("vehicle_id" int, "rating" text, "fair_low" int, "fair_high" int,
      "comparables" int, "points" jsonb, "deal_score" float8, "price" numeric)`;
    const payload = JSON.stringify(rated);
    return this.db.transaction(async (m) => {
      const [{ n: differing }] = await m.query(
        `SELECT count(*)::int AS n FROM ${input} LEFT JOIN ${this.guidance} g ON g."vehicle_id" = i."vehicle_id"
         WHERE g."vehicle_id" IS NULL
            OR (g."rating", g."fair_low", g."fair_high", g."comparables", g."points") IS DISTINCT FROM (i."rating", i."fair_low", i."fair_high", i."comparables", i."points")`,
        [payload],
      );
      const removed = await m.query(
        `DELETE FROM ${this.guidance} g USING ${this.vehicles} v
         WHERE v."id" = g."vehicle_id" AND v."make_key" = $1 AND v."model_key" = $2 AND NOT (g."vehicle_id" = ANY($3::int[]))
         RETURNING g."vehicle_id"`,
        [g.makeKey, g.modelKey, rated.map((r) => r.vehicle_id)],
      );
      await m.query(
        `INSERT INTO ${this.guidance} ("vehicle_id", "rating", "fair_low", "fair_high", "comparables", "points", "deal_score", "price", "method_version", "computed_at")
         SELECT i.*, $2::smallint, now() FROM ${input}
         JOIN ${this.vehicles} v ON v."id" = i."vehicle_id"
         ON CONFLICT ("vehicle_id") DO UPDATE SET "rating" = EXCLUDED."rating", "fair_low" = EXCLUDED."fair_low",
           "fair_high" = EXCLUDED."fair_high", "comparables" = EXCLUDED."comparables", "points" = EXCLUDED."points",
           "deal_score" = EXCLUDED."deal_score", "price" = EXCLUDED."price", "method_version" = EXCLUDED."method_version",
           "computed_at" = EXCLUDED."computed_at"`,
        [payload, METHOD_VERSION],
      );
      const copied = await m.query(
        `UPDATE ${this.vehicles} v SET "price_rating" = i."rating", "deal_score" = i."deal_score"
         FROM (SELECT w."id", r."rating", r."deal_score" FROM ${this.vehicles} w
               LEFT JOIN jsonb_to_recordset($1::jsonb) AS r("vehicle_id" int, "rating" text, "deal_score" float8) ON r."vehicle_id" = w."id"
               WHERE w."make_key" = $2 AND w."model_key" = $3) i
         WHERE v."id" = i."id" AND (v."price_rating", v."deal_score") IS DISTINCT FROM (i."rating", i."deal_score")
         RETURNING v."id"`,
        [payload, g.makeKey, g.modelKey],
      );
      const count = (res: unknown) => (Array.isArray(res) && Array.isArray(res[0]) ? res[0].length : Array.isArray(res) ? res.length : 0);
      return Number(differing) > 0 || count(removed) > 0 || count(copied) > 0;
    });
  }

  /** The stored bands of approved listings rated at their current price (the owner's suggestions), by listing id. */
  async bandsFor(ids: readonly number[]): Promise<Map<number, { fairLow: number; fairHigh: number; price: number }>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number; fairLow: number; fairHigh: number; price: string }[] = await this.db.query(
      `SELECT g."vehicle_id" AS "id", g."fair_low" AS "fairLow", g."fair_high" AS "fairHigh", v."price"
       FROM ${this.guidance} g JOIN ${this.vehicles} v ON v."id" = g."vehicle_id"
       WHERE g."vehicle_id" = ANY($1::int[]) AND v."status" = 'approved' AND v."price" = g."price"`,
      [ids],
    );
    return new Map(rows.map((r) => [Number(r.id), { fairLow: r.fairLow, fairHigh: r.fairHigh, price: Number(r.price) }]));
  }

  /** A listing's stored guidance while it is approved at the very price that was rated; else null. */
  /** `on`: where it is read (the public detail reads from ReadReplica) */
  async forVehicle(id: number, on: Queryable = this.db): Promise<PriceGuidance | null> {
    const rows: GuidanceRow[] = await on.query(
      `SELECT g."rating", g."fair_low" AS "fairLow", g."fair_high" AS "fairHigh", g."comparables", g."points"
       FROM ${this.guidance} g JOIN ${this.vehicles} v ON v."id" = g."vehicle_id"
       WHERE g."vehicle_id" = $1 AND v."status" = 'approved' AND v."price" = g."price"`,
      [id],
    );
    const r = rows[0];
    return r ? { rating: r.rating, fairLow: r.fairLow, fairHigh: r.fairHigh, comparables: r.comparables, points: r.points } : null;
  }
}
