import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';
import { STAFF_LOG_RETENTION_DAYS } from '@rl/contracts';

/**
 * The staff action log, append-only in the database itself:
 * - a BEFORE INSERT trigger stamps `at` with the server's time (no row can be written as if old);
 * - a BEFORE UPDATE OR DELETE trigger refuses every UPDATE, and every DELETE of a row younger than the
 *   retention (400 days), so the retention cleanup needs no bypass, and nobody can use one to erase a
 *   recent entry; a BEFORE TRUNCATE trigger refuses TRUNCATE.
 * Only a superuser disabling the triggers (which needs DDL rights, not granted to the service in
 * production) could change the log.
 */
export class StaffActions1733300000001 implements MigrationInterface {
  name = 'StaffActions1733300000001';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."staff_actions" (
      "id" bigserial PRIMARY KEY,
      "at" timestamptz NOT NULL DEFAULT now(),
      "occurred_at" timestamptz NOT NULL,
      "dedupe_key" varchar(200) NOT NULL UNIQUE,
      "service" varchar(32) NOT NULL,
      "actor_id" varchar(100) NOT NULL,
      "actor_email" varchar(254),
      "actor_role" varchar(16) NOT NULL,
      "action" varchar(64) NOT NULL,
      "object_type" varchar(32) NOT NULL,
      "object_id" varchar(100),
      "before" jsonb,
      "after" jsonb,
      "address" varchar(64),
      "request_id" varchar(100)
    )`);
    await q.query(`CREATE INDEX "staff_actions_at" ON ${s}."staff_actions" ("at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "staff_actions_actor" ON ${s}."staff_actions" ("actor_id", "id" DESC)`);
    await q.query(`CREATE INDEX "staff_actions_action" ON ${s}."staff_actions" ("action", "id" DESC)`);
    await q.query(`CREATE INDEX "staff_actions_object" ON ${s}."staff_actions" ("object_type", "object_id", "id" DESC)`);
    await q.query(`CREATE FUNCTION ${s}."staff_actions_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN NEW."at" := now(); RETURN NEW; END $$`);
    await q.query(`CREATE FUNCTION ${s}."staff_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD."at" < now() - interval '${STAFF_LOG_RETENTION_DAYS} days' THEN RETURN OLD; END IF;
        RAISE EXCEPTION 'staff_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE TRIGGER "staff_actions_stamp" BEFORE INSERT ON ${s}."staff_actions" FOR EACH ROW EXECUTE FUNCTION ${s}."staff_actions_stamp"()`);
    await q.query(`CREATE TRIGGER "staff_actions_append_only" BEFORE UPDATE OR DELETE ON ${s}."staff_actions" FOR EACH ROW EXECUTE FUNCTION ${s}."staff_actions_append_only"()`);
    await q.query(`CREATE TRIGGER "staff_actions_no_truncate" BEFORE TRUNCATE ON ${s}."staff_actions" FOR EACH STATEMENT EXECUTE FUNCTION ${s}."staff_actions_append_only"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."staff_actions"`);
    await q.query(`DROP FUNCTION ${s}."staff_actions_append_only"()`);
    await q.query(`DROP FUNCTION ${s}."staff_actions_stamp"()`);
  }
}
