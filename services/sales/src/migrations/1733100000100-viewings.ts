import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * Viewings and inspections of a lead (viewings/): when (an instant, and the day and time as the associate
 * entered them in the team's time zone), where or who inspects, whether the seller is invited, and the
 * calendar event's UID (fixed at creation) and SEQUENCE (raised by every change and by the cancellation).
 */
export class Viewings1733100000100 implements MigrationInterface {
  name = 'Viewings1733100000100';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."viewings" (
      "id" bigserial PRIMARY KEY,
      "lead_id" bigint NOT NULL REFERENCES ${s}."leads" ("id") ON DELETE CASCADE,
      "kind" varchar(12) NOT NULL CHECK ("kind" IN ('viewing', 'inspection')),
      "status" varchar(12) NOT NULL DEFAULT 'scheduled' CHECK ("status" IN ('scheduled', 'cancelled')),
      "starts_at" timestamptz NOT NULL,
      "local_date" date NOT NULL,
      "local_time" varchar(5) NOT NULL,
      "time_zone" varchar(64) NOT NULL,
      "duration_minutes" int NOT NULL CHECK ("duration_minutes" BETWEEN 1 AND 1440),
      "place" varchar(300),
      "inspector" varchar(120),
      "invite_seller" boolean NOT NULL DEFAULT false,
      "note" varchar(1000),
      "uid" varchar(200) NOT NULL UNIQUE,
      "sequence" int NOT NULL DEFAULT 0,
      "created_by" varchar(64) NOT NULL,
      "updated_by" varchar(64) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    // the desk's panel: scheduled ones by time
    await q.query(`CREATE INDEX "viewings_upcoming" ON ${s}."viewings" ("starts_at") WHERE "status" = 'scheduled'`);
    await q.query(`CREATE INDEX "viewings_lead" ON ${s}."viewings" ("lead_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${migrationSchema(q)}."viewings"`);
  }
}
