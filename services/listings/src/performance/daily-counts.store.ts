import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

/** The per-listing, per-day counters of listing performance (`listing_daily_counts`). */
@Injectable()
export class DailyCountsStore {
  private readonly table: string;
  private readonly vehicles: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.table = `"${env.DB_SCHEMA}"."listing_daily_counts"`;
    this.vehicles = `"${env.DB_SCHEMA}"."vehicles"`;
  }

  /**
   * Adds impressions of `day` (YYYY-MM-DD, UTC) in one statement; ids of listings deleted meanwhile are
   * skipped (the join), so a late write never fails on them.
   */
  async addImpressions(day: string, ids: readonly number[], counts: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(
      `INSERT INTO ${this.table} ("vehicle_id", "day", "impressions")
       SELECT i.id, $1::date, i.n FROM unnest($2::int[], $3::int[]) AS i(id, n) JOIN ${this.vehicles} v ON v."id" = i.id
       ORDER BY i.id
       ON CONFLICT ("vehicle_id", "day") DO UPDATE SET "impressions" = ${this.table}."impressions" + EXCLUDED."impressions"`,
      [day, ids, counts],
    );
  }
}
