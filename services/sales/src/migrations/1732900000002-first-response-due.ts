import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** When a lead's first answer is due (the response-time promise); leads from before: two hours after the inquiry. */
export class FirstResponseDue1732900000002 implements MigrationInterface {
  name = 'FirstResponseDue1732900000002';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."leads" ADD COLUMN "first_response_due_at" timestamptz`);
    await q.query(`UPDATE ${s}."leads" SET "first_response_due_at" = "created_at" + interval '2 hours'`);
    await q.query(`ALTER TABLE ${s}."leads" ALTER COLUMN "first_response_due_at" SET NOT NULL`);
    await q.query(`CREATE INDEX "leads_due" ON ${s}."leads" ("first_response_due_at") WHERE "status" = 'new'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP INDEX ${s}."leads_due"`);
    await q.query(`ALTER TABLE ${s}."leads" DROP COLUMN "first_response_due_at"`);
  }
}
