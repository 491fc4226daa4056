import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * When the seller last sent a listing back to review (after a rejection or a request for changes): the
 * review queue waits from then, so a resubmitted listing queues behind those that have waited longer.
 * NULL for a listing still in its first review (it waits since created_at). Kept by a trigger, so every
 * path that moves a listing back to pending sets it.
 */
export class ResubmittedAt1732840000001 implements MigrationInterface {
  name = 'ResubmittedAt1732840000001';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicles" ADD COLUMN "resubmitted_at" timestamptz`);
    await q.query(`CREATE FUNCTION ${s}."vehicles_resubmitted_at"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF NEW."status" = 'pending' AND OLD."status" IS DISTINCT FROM 'pending' THEN
        NEW."resubmitted_at" := now();
      END IF;
      RETURN NEW;
    END $fn$`);
    await q.query(`CREATE TRIGGER "vehicles_resubmitted_at" BEFORE UPDATE OF "status" ON ${s}."vehicles"
      FOR EACH ROW EXECUTE FUNCTION ${s}."vehicles_resubmitted_at"()`);
    await q.query(`CREATE INDEX "vehicles_review_queue" ON ${s}."vehicles" ((coalesce("resubmitted_at", "created_at")), "id") WHERE "status" = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP INDEX ${s}."vehicles_review_queue"`);
    await q.query(`DROP TRIGGER "vehicles_resubmitted_at" ON ${s}."vehicles"`);
    await q.query(`DROP FUNCTION ${s}."vehicles_resubmitted_at"()`);
    await q.query(`ALTER TABLE ${s}."vehicles" DROP COLUMN "resubmitted_at"`);
  }
}
