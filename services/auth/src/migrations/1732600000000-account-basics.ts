import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** Email verification and single-use tokens mailed for verifying, changing the address and resetting the password. */
export class AccountBasics1732600000000 implements MigrationInterface {
  name = 'AccountBasics1732600000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."users" ADD COLUMN "email_verified_at" timestamptz`);
    await q.query(`CREATE TABLE ${s}."account_tokens" (
      "id" bigserial PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES ${s}."users" ("id") ON DELETE CASCADE,
      "purpose" varchar(20) NOT NULL CHECK ("purpose" IN ('verify-email', 'change-email', 'reset-password')),
      "token_hash" char(64) NOT NULL UNIQUE,
      "new_email" varchar(254),
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "account_tokens_user" ON ${s}."account_tokens" ("user_id", "purpose")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."account_tokens"`);
    await q.query(`ALTER TABLE ${s}."users" DROP COLUMN "email_verified_at"`);
  }
}
