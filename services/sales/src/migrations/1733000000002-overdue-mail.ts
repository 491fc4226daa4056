import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** When an overdue lead's associate was mailed (once per lead). */
export class OverdueMail1733000000002 implements MigrationInterface {
  name = 'OverdueMail1733000000002';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."leads" ADD COLUMN "overdue_mailed_at" timestamptz`);
    await q.query(`CREATE INDEX "leads_overdue_unmailed" ON ${s}."leads" ("first_response_due_at") WHERE "status" = 'new' AND "overdue_mailed_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP INDEX ${s}."leads_overdue_unmailed"`);
    await q.query(`ALTER TABLE ${s}."leads" DROP COLUMN "overdue_mailed_at"`);
  }
}
