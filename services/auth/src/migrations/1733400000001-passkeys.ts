import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * Passkeys (WebAuthn) as a second factor: each credential's id, public key (COSE), signature counter and
 * transports, with a name its owner gave it. `users.passkeys_enabled_at` is set while an account has at least
 * one (then the account signs in with a second factor, like one with TOTP on).
 */
export class Passkeys1733400000001 implements MigrationInterface {
  name = 'Passkeys1733400000001';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."users" ADD COLUMN "passkeys_enabled_at" timestamptz`);
    await q.query(`CREATE TABLE ${s}."passkeys" (
      "id" bigserial PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES ${s}."users" ("id") ON DELETE CASCADE,
      "credential_id" varchar(1400) NOT NULL UNIQUE,
      "public_key" bytea NOT NULL,
      "counter" bigint NOT NULL DEFAULT 0,
      "transports" text[] NOT NULL DEFAULT '{}',
      "name" varchar(60) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_used_at" timestamptz
    )`);
    await q.query(`CREATE INDEX "passkeys_user" ON ${s}."passkeys" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."passkeys"`);
    await q.query(`ALTER TABLE ${s}."users" DROP COLUMN "passkeys_enabled_at"`);
  }
}
