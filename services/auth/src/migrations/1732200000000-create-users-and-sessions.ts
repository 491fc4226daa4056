import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

export class CreateUsersAndSessions1732200000000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1732200000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."users" (
      "id" uuid PRIMARY KEY,
      "email" varchar(254) NOT NULL,
      "password_hash" text NOT NULL,
      "first_name" varchar(100),
      "last_name" varchar(100),
      "profile_image_url" text,
      "role" varchar(16) NOT NULL DEFAULT 'user' CHECK ("role" IN ('user', 'admin')),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "users_email_key" ON ${s}."users" ("email")`);
    // the layout connect-pg-simple reads and writes
    await q.query(`CREATE TABLE ${s}."session" (
      "sid" varchar NOT NULL PRIMARY KEY,
      "sess" json NOT NULL,
      "expire" timestamp(6) NOT NULL
    )`);
    await q.query(`CREATE INDEX "session_expire_idx" ON ${s}."session" ("expire")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."session"`);
    await q.query(`DROP TABLE ${s}."users"`);
  }
}
