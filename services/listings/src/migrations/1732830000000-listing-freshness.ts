import type { MigrationInterface, QueryRunner } from 'typeorm';
import { LISTING_FRESHNESS } from '@rl/contracts';
import { migrationSchema } from '@rl/service-kit';

/**
 * Freshness of a listing: `listed_at` (first approval: its age counts from here), `expires_at` (an approved
 * listing expires then unless its seller confirms it), `reminded_at` (the reminder of the current expiry was
 * queued), `sold_at` (sold listings stay public for a while). Existing rows are backfilled: approved and sold
 * listings were listed when created; approved ones expire a full period from now (no listing disappears the
 * day this runs); sold ones were sold at their last change.
 */
export class ListingFreshness1732830000000 implements MigrationInterface {
  name = 'ListingFreshness1732830000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicles" ADD COLUMN "listed_at" timestamptz, ADD COLUMN "expires_at" timestamptz,
      ADD COLUMN "reminded_at" timestamptz, ADD COLUMN "sold_at" timestamptz`);
    await q.query(`UPDATE ${s}."vehicles" SET "listed_at" = "created_at" WHERE "status" IN ('approved', 'sold', 'expired')`);
    await q.query(`UPDATE ${s}."vehicles" SET "expires_at" = now() + make_interval(days => $1::int) WHERE "status" = 'approved'`, [LISTING_FRESHNESS.expiresAfterDays]);
    await q.query(`UPDATE ${s}."vehicles" SET "sold_at" = "updated_at" WHERE "status" = 'sold'`);
    // the expiry job walks approved listings by expiry; public pages read sold ones by sale date
    await q.query(`CREATE INDEX "vehicles_expiry" ON ${s}."vehicles" ("expires_at") WHERE "status" = 'approved'`);
    await q.query(`CREATE INDEX "vehicles_sold_at" ON ${s}."vehicles" ("sold_at") WHERE "status" = 'sold'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP INDEX ${s}."vehicles_sold_at"`);
    await q.query(`DROP INDEX ${s}."vehicles_expiry"`);
    await q.query(`ALTER TABLE ${s}."vehicles" DROP COLUMN "listed_at", DROP COLUMN "expires_at", DROP COLUMN "reminded_at", DROP COLUMN "sold_at"`);
  }
}
