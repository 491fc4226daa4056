import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * Revisions remember which fields the seller changed (compared with the live listing when the edit was made),
 * for the seller's dashboard; moderators' queue of waiting revisions is read oldest first.
 */
export class RevisionChangedFields1732810000000 implements MigrationInterface {
  name = 'RevisionChangedFields1732810000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicle_revisions" ADD COLUMN "changed_fields" text[] NOT NULL DEFAULT '{}'`);
    await q.query(`CREATE INDEX "vehicle_revisions_waiting" ON ${s}."vehicle_revisions" ("created_at", "id") WHERE "status" = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP INDEX ${s}."vehicle_revisions_waiting"`);
    await q.query(`ALTER TABLE ${s}."vehicle_revisions" DROP COLUMN "changed_fields"`);
  }
}
