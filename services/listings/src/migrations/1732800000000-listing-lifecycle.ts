import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * The lifecycle of a listing after approval: the statuses needs_changes (a moderator requested changes) and expired, and revisions
 * (the seller's edit of an approved listing waits here for review while the approved version stays public).
 */
export class ListingLifecycle1732800000000 implements MigrationInterface {
  name = 'ListingLifecycle1732800000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicles" DROP CONSTRAINT "vehicles_status_check"`);
    await q.query(`ALTER TABLE ${s}."vehicles" ADD CONSTRAINT "vehicles_status_check"
      CHECK ("status" IN ('pending', 'approved', 'rejected', 'sold', 'needs_changes', 'expired'))`);
    // proposed: every editable field of the listing as the seller wants it (the body of the edit, photos included);
    // base_updated_at: the listing's updated_at the seller edited, so a decision never applies a stale proposal
    await q.query(`CREATE TABLE ${s}."vehicle_revisions" (
      "id" bigserial PRIMARY KEY,
      "vehicle_id" int NOT NULL REFERENCES ${s}."vehicles" ("id") ON DELETE CASCADE,
      "status" varchar(16) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected', 'withdrawn')),
      "proposed" jsonb NOT NULL,
      "base_updated_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "decided_at" timestamptz,
      "decided_by" varchar(100),
      "reason" text
    )`);
    // at most one revision waits per listing; a newer edit replaces the waiting one
    await q.query(`CREATE UNIQUE INDEX "vehicle_revisions_one_pending" ON ${s}."vehicle_revisions" ("vehicle_id") WHERE "status" = 'pending'`);
    await q.query(`CREATE INDEX "vehicle_revisions_vehicle" ON ${s}."vehicle_revisions" ("vehicle_id", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."vehicle_revisions"`);
    await q.query(`ALTER TABLE ${s}."vehicles" DROP CONSTRAINT "vehicles_status_check"`);
    await q.query(`ALTER TABLE ${s}."vehicles" ADD CONSTRAINT "vehicles_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'sold'))`);
  }
}
