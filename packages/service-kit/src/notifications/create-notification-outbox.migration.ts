import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '../data-source.js';

/** The notification outbox table; every service that tells people about its events lists this migration. */
export class CreateNotificationOutbox1732600000000 implements MigrationInterface {
  name = 'CreateNotificationOutbox1732600000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."notification_outbox" (
      "id" bigserial PRIMARY KEY,
      "dedupe_key" varchar(200) NOT NULL UNIQUE,
      "request" jsonb NOT NULL,
      "attempts" int NOT NULL DEFAULT 0,
      "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "delivered_at" timestamptz,
      "last_error" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "notification_outbox_due" ON ${s}."notification_outbox" ("next_attempt_at") WHERE "delivered_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${migrationSchema(q)}."notification_outbox"`);
  }
}
