import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

export class CreateMails1732500000000 implements MigrationInterface {
  name = 'CreateMails1732500000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`
      CREATE TABLE ${s}."mails" (
        "id" bigserial PRIMARY KEY,
        "dedupe_key" varchar(200) NOT NULL UNIQUE,
        "kind" varchar(40) NOT NULL,
        "to_address" varchar(254) NOT NULL,
        "subject" text NOT NULL,
        "text" text NOT NULL,
        "html" text NOT NULL,
        "headers" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "state" varchar(16) NOT NULL DEFAULT 'pending' CHECK ("state" IN ('pending', 'sending', 'sent', 'failed')),
        "attempts" int NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "last_error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "mails_due" ON ${s}."mails" ("next_attempt_at") WHERE "state" IN ('pending', 'sending')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${migrationSchema(q)}."mails"`);
  }
}
