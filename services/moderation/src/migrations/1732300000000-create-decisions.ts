import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

export class CreateDecisions1732300000000 implements MigrationInterface {
  name = 'CreateDecisions1732300000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    const status = `('pending', 'approved', 'rejected', 'sold')`;
    await q.query(`CREATE TABLE ${s}."decisions" (
      "id" serial PRIMARY KEY,
      "vehicle_id" integer NOT NULL,
      "admin_id" varchar(200) NOT NULL,
      "admin_email" varchar(254),
      "from_status" varchar(16) CHECK ("from_status" IN ${status}),
      "to_status" varchar(16) NOT NULL CHECK ("to_status" IN ${status}),
      "reason" text,
      "expected_updated_at" varchar(40),
      "state" varchar(16) NOT NULL CHECK ("state" IN ('claimed', 'queued', 'applied', 'discarded')),
      "attempts" integer NOT NULL DEFAULT 0,
      "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "note" text,
      "request_id" varchar(128),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "applied_at" timestamptz,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CHECK ("state" = 'claimed' OR "from_status" IS NOT NULL)
    )`);
    // at most one open (claimed or queued) decision per listing: decisions on one listing are serialized
    await q.query(`CREATE UNIQUE INDEX "decisions_one_open_per_vehicle" ON ${s}."decisions" ("vehicle_id") WHERE "state" IN ('claimed', 'queued')`);
    await q.query(`CREATE INDEX "decisions_vehicle_idx" ON ${s}."decisions" ("vehicle_id", "id")`);
    await q.query(`CREATE INDEX "decisions_due_idx" ON ${s}."decisions" ("next_attempt_at") WHERE "state" = 'queued'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."decisions"`);
  }
}
