import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * Listing performance for the seller (issue 28):
 * - `listing_daily_counts.views`: detail views per listing and UTC day, added by the view counter in the
 *   statement that adds them to `vehicles.views` (the total stays where it was);
 * - `performance_medians`: per make + model group, the median 30-day figures of its live listings, the
 *   comparison the performance page and the weekly summary show (computed off the request path at most
 *   once per PERFORMANCE.mediansMaxAgeHours per group, shared by the replicas);
 * - `seller_summary_optouts`: sellers who turned the weekly summary mail off (its link or /account);
 * - `seller_summaries`: the weeks a seller's summary was written, one row per seller and week (the claim
 *   that makes a replica the only writer of that mail).
 */
export class ListingPerformance1733310000000 implements MigrationInterface {
  name = 'ListingPerformance1733310000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."listing_daily_counts" ADD COLUMN "views" int NOT NULL DEFAULT 0`);
    await q.query(`CREATE TABLE ${s}."performance_medians" (
      "make_key" varchar(50) NOT NULL,
      "model_key" varchar(80) NOT NULL,
      "computed_at" timestamptz NOT NULL,
      "peers" int NOT NULL,
      "impressions" real NOT NULL,
      "views" real NOT NULL,
      "saves" real NOT NULL,
      "inquiries" real NOT NULL,
      PRIMARY KEY ("make_key", "model_key")
    )`);
    await q.query(`CREATE TABLE ${s}."seller_summary_optouts" (
      "user_id" varchar(100) PRIMARY KEY,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}."seller_summaries" (
      "user_id" varchar(100) NOT NULL,
      "week" date NOT NULL,
      "sent_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("user_id", "week")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    for (const t of ['seller_summaries', 'seller_summary_optouts', 'performance_medians']) await q.query(`DROP TABLE ${s}."${t}"`);
    await q.query(`ALTER TABLE ${s}."listing_daily_counts" DROP COLUMN "views"`);
  }
}
