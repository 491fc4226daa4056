import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** Inquiries remember the signed-in sender (their data export and erasure find them by it). */
export class InquirySender1732600000000 implements MigrationInterface {
  name = 'InquirySender1732600000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."inquiries" ADD COLUMN "sender_user_id" varchar(64)`);
    await q.query(`CREATE INDEX "inquiries_sender_user" ON ${s}."inquiries" ("sender_user_id") WHERE "sender_user_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${migrationSchema(q)}."inquiries" DROP COLUMN "sender_user_id"`);
  }
}
