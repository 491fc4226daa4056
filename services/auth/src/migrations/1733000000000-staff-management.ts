import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** Staff management: deactivated accounts, and invitation links (a one-time link to set a password). */
export class StaffManagement1733000000000 implements MigrationInterface {
  name = 'StaffManagement1733000000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."users" ADD COLUMN "deactivated_at" timestamptz`);
    await q.query(`ALTER TABLE ${s}."account_tokens" DROP CONSTRAINT IF EXISTS "account_tokens_purpose_check"`);
    await q.query(`ALTER TABLE ${s}."account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" IN ('verify-email', 'change-email', 'reset-password', 'staff-invite'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DELETE FROM ${s}."account_tokens" WHERE "purpose" = 'staff-invite'`);
    await q.query(`ALTER TABLE ${s}."account_tokens" DROP CONSTRAINT "account_tokens_purpose_check"`);
    await q.query(`ALTER TABLE ${s}."account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" IN ('verify-email', 'change-email', 'reset-password'))`);
    await q.query(`ALTER TABLE ${s}."users" DROP COLUMN "deactivated_at"`);
  }
}
