import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * Listing performance (issue 28): per listing and UTC day, how often it was shown in search results
 * (`impressions`, counted in memory by each replica and added here once a minute). One row per listing and
 * day that had any; the listing's deletion takes its rows.
 */
export class ListingDailyCounts1733280000000 implements MigrationInterface {
  name = 'ListingDailyCounts1733280000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."listing_daily_counts" (
      "vehicle_id" int NOT NULL REFERENCES ${s}."vehicles" ("id") ON DELETE CASCADE,
      "day" date NOT NULL,
      "impressions" int NOT NULL DEFAULT 0,
      PRIMARY KEY ("vehicle_id", "day")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."listing_daily_counts"`);
  }
}
