import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** Staff-only notes on leads. */
export class LeadNotes1733000000001 implements MigrationInterface {
  name = 'LeadNotes1733000000001';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."lead_notes" (
      "id" bigserial PRIMARY KEY,
      "lead_id" bigint NOT NULL REFERENCES ${s}."leads" ("id") ON DELETE CASCADE,
      "author_user_id" varchar(64) NOT NULL,
      "author_name" varchar(201) NOT NULL,
      "body" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(`CREATE INDEX "lead_notes_lead" ON ${s}."lead_notes" ("lead_id", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${migrationSchema(q)}."lead_notes"`);
  }
}
