import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** The staff roles besides `admin`: `associate` (sales desk) and `moderator` (listing review). */
export class StaffRoles1732900000000 implements MigrationInterface {
  name = 'StaffRoles1732900000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."users" DROP CONSTRAINT IF EXISTS "users_role_check"`);
    await q.query(`ALTER TABLE ${s}."users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('user', 'associate', 'moderator', 'admin'))`);
    await q.query(`CREATE INDEX "users_staff" ON ${s}."users" ("role") WHERE "role" <> 'user'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP INDEX ${s}."users_staff"`);
    await q.query(`ALTER TABLE ${s}."users" DROP CONSTRAINT "users_role_check"`);
    await q.query(`ALTER TABLE ${s}."users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('user', 'admin'))`);
  }
}
