import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PERFORMANCE, type PerformanceFigures } from '@rl/contracts';
import type { Logger } from 'pino';
import { LOGGER, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

/** Figures of one listing and UTC day (YYYY-MM-DD). */
export type DayFigures = PerformanceFigures & { day: string };

export interface GroupMedians {
  peers: number;
  computedAt: Date;
  medians: PerformanceFigures;
}

interface FigureRow { vehicleId: number; day: string; kind: 'c' | 's' | 'q'; a: number; b: number }

const zero = (): PerformanceFigures => ({ impressions: 0, views: 0, saves: 0, inquiries: 0 });

/**
 * Reads listing performance: impressions and detail views per day from `listing_daily_counts` (written by
 * the impression and view counters), saves per day from `saved_vehicles.created_at` (a save taken back is
 * gone from it) and inquiries per day from `inquiries.created_at`. Compare adds live in buyers' browsers
 * and are not counted. Comparables' medians are kept per make + model group in `performance_medians`,
 * computed off the request path.
 */
@Injectable()
export class PerformanceStore {
  private readonly s: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv, @Inject(LOGGER) private readonly logger: Logger) {
    this.s = `"${env.DB_SCHEMA}"`;
  }

  /**
   * Per listing of `ids` and day from `from` to `to` (UTC, inclusive) with anything counted: its figures.
   * One statement; each part walks its index by listing id.
   */
  async figures(ids: readonly number[], from: string, to: string): Promise<Map<number, Map<string, PerformanceFigures>>> {
    const out = new Map<number, Map<string, PerformanceFigures>>();
    if (ids.length === 0) return out;
    const within = (col: string) => `${col} >= ($2::date)::timestamp AT TIME ZONE 'UTC' AND ${col} < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'`;
    const utcDay = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
    const rows: FigureRow[] = await this.db.query(
      `SELECT c."vehicle_id" AS "vehicleId", to_char(c."day", 'YYYY-MM-DD') AS "day", 'c' AS "kind", c."impressions" AS "a", c."views" AS "b"
         FROM ${this.s}."listing_daily_counts" c WHERE c."vehicle_id" = ANY($1::int[]) AND c."day" BETWEEN $2::date AND $3::date
       UNION ALL
       SELECT s."vehicle_id", ${utcDay('s."created_at"')}, 's', count(*)::int, 0
         FROM ${this.s}."saved_vehicles" s WHERE s."vehicle_id" = ANY($1::int[]) AND ${within('s."created_at"')} GROUP BY 1, 2
       UNION ALL
       SELECT q."vehicle_id", ${utcDay('q."created_at"')}, 'q', count(*)::int, 0
         FROM ${this.s}."inquiries" q WHERE q."vehicle_id" = ANY($1::int[]) AND ${within('q."created_at"')} GROUP BY 1, 2`,
      [ids, from, to],
    );
    for (const r of rows) {
      const id = Number(r.vehicleId);
      let days = out.get(id);
      if (!days) out.set(id, (days = new Map()));
      let f = days.get(r.day);
      if (!f) days.set(r.day, (f = zero()));
      if (r.kind === 'c') {
        f.impressions += Number(r.a);
        f.views += Number(r.b);
      } else if (r.kind === 's') f.saves += Number(r.a);
      else f.inquiries += Number(r.a);
    }
    return out;
  }

  /** group key -> its refresh waiting or under way in this process */
  private readonly refreshing = new Map<string, Promise<void>>();
  /** the last refresh queued: the next one starts after it */
  private tail: Promise<void> = Promise.resolve();

  /**
   * The stored medians of the make + model group of listing `id` (null without the listing or before they were
   * first computed). Missing or older than PERFORMANCE.mediansMaxAgeHours, they are computed again in the
   * background (one statement over the group's live listings: up to seconds for a large group at 1M listings,
   * so never on the request path; one group at a time); a later answer has them.
   */
  async mediansFor(id: number, now: Date = new Date()): Promise<GroupMedians | null> {
    const rows: (MedianRow & { make: string; model: string; stale: boolean | null })[] = await this.db.query(
      `SELECT v."make_key" AS "make", v."model_key" AS "model", m."peers", m."computed_at" AS "computedAt",
              m."impressions", m."views", m."saves", m."inquiries",
              m."computed_at" <= $2::timestamptz - make_interval(hours => $3) AS "stale"
       FROM ${this.s}."vehicles" v LEFT JOIN ${this.s}."performance_medians" m ON m."make_key" = v."make_key" AND m."model_key" = v."model_key"
       WHERE v."id" = $1`,
      [id, now, PERFORMANCE.mediansMaxAgeHours],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.computedAt === null || row.stale) void this.refresh(row.make, row.model, now);
    return row.computedAt === null ? null : toMedians(row);
  }

  /**
   * Computes a group's medians again in the background: one group at a time per process (each takes a pool
   * connection for up to seconds), a group asked again while waiting or running is not queued twice; a failure
   * is logged and the old row stays.
   */
  refresh(make: string, model: string, now: Date = new Date()): Promise<void> {
    const key = `${make}/${model}`;
    const queued = this.refreshing.get(key);
    if (queued) return queued;
    const done = this.tail
      .then(() => this.groupMedians(make, model, now))
      .then(() => undefined, (err: unknown) => this.logger.warn({ err: (err as Error).message }, 'could not compute the performance medians of a group'))
      .finally(() => this.refreshing.delete(key));
    this.tail = done;
    this.refreshing.set(key, done);
    return done;
  }

  /** Resolves once every refresh started so far has ended (tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.refreshing.values()]);
  }

  /**
   * Computes and stores the medians of the 30-day figures of the live listings of a make + model group (keys:
   * lower case) for every replica.
   */
  async groupMedians(make: string, model: string, now: Date = new Date()): Promise<GroupMedians> {
    const to = now.toISOString().slice(0, 10);
    const since = `($2::date - ${PERFORMANCE.days - 1})`;
    const sinceAt = `(${since})::timestamp AT TIME ZONE 'UTC'`;
    const [computed]: MedianRow[] = await this.db.query(
      `WITH peers AS (SELECT "id" FROM ${this.s}."vehicles" WHERE "make_key" = $3 AND "model_key" = $4 AND "status" = 'approved'),
       c AS (SELECT "vehicle_id", sum("impressions") AS i, sum("views") AS v FROM ${this.s}."listing_daily_counts"
             WHERE "vehicle_id" IN (SELECT "id" FROM peers) AND "day" >= ${since} GROUP BY 1),
       s AS (SELECT "vehicle_id", count(*) AS n FROM ${this.s}."saved_vehicles" WHERE "vehicle_id" IN (SELECT "id" FROM peers) AND "created_at" >= ${sinceAt} GROUP BY 1),
       q AS (SELECT "vehicle_id", count(*) AS n FROM ${this.s}."inquiries" WHERE "vehicle_id" IN (SELECT "id" FROM peers) AND "created_at" >= ${sinceAt} GROUP BY 1),
       m AS (
         SELECT count(*)::int AS "peers",
           coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(c.i, 0)), 0) AS "impressions",
           coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(c.v, 0)), 0) AS "views",
           coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(s.n, 0)), 0) AS "saves",
           coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(q.n, 0)), 0) AS "inquiries"
         FROM peers p LEFT JOIN c ON c."vehicle_id" = p."id" LEFT JOIN s ON s."vehicle_id" = p."id" LEFT JOIN q ON q."vehicle_id" = p."id"
       )
       INSERT INTO ${this.s}."performance_medians" ("make_key", "model_key", "computed_at", "peers", "impressions", "views", "saves", "inquiries")
       SELECT $3, $4, $1, "peers", "impressions", "views", "saves", "inquiries" FROM m
       ON CONFLICT ("make_key", "model_key") DO UPDATE SET "computed_at" = EXCLUDED."computed_at", "peers" = EXCLUDED."peers",
         "impressions" = EXCLUDED."impressions", "views" = EXCLUDED."views", "saves" = EXCLUDED."saves", "inquiries" = EXCLUDED."inquiries"
       RETURNING "peers", "computed_at" AS "computedAt", "impressions", "views", "saves", "inquiries"`,
      [now, to, make, model],
    );
    return toMedians(computed!);
  }
}

interface MedianRow { peers: number; computedAt: Date | string; impressions: number; views: number; saves: number; inquiries: number }

/** Medians rounded to one decimal (a median of an even count may be a half). */
const one = (x: number) => Math.round(Number(x) * 10) / 10;
const toMedians = (r: MedianRow): GroupMedians => ({
  peers: Number(r.peers),
  computedAt: new Date(r.computedAt),
  medians: { impressions: one(r.impressions), views: one(r.views), saves: one(r.saves), inquiries: one(r.inquiries) },
});
