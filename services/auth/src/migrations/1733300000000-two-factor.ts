import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * Two-factor sign-in: a user's TOTP secret (base32), when it was turned on, and the last time step a code
 * was accepted for (each code works once); ten one-time recovery codes per user, stored as SHA-256 digests.
 */
export class TwoFactor1733300000000 implements MigrationInterface {
  name = 'TwoFactor1733300000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."users" ADD COLUMN "totp_secret" text, ADD COLUMN "totp_enabled_at" timestamptz, ADD COLUMN "totp_last_step" bigint`);
    await q.query(`CREATE TABLE ${s}."recovery_codes" (
      "id" bigserial PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES ${s}."users" ("id") ON DELETE CASCADE,
      "code_hash" char(64) NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("user_id", "code_hash")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."recovery_codes"`);
    await q.query(`ALTER TABLE ${s}."users" DROP COLUMN "totp_secret", DROP COLUMN "totp_enabled_at", DROP COLUMN "totp_last_step"`);
  }
}
