import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** Replies that came by mail keep their Message-ID: a retried delivery of the same mail is stored once. */
export class InboundMail1732900000001 implements MigrationInterface {
  name = 'InboundMail1732900000001';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."messages" ADD COLUMN "mail_message_id" varchar(998)`);
    await q.query(`CREATE UNIQUE INDEX "messages_mail_once" ON ${s}."messages" ("lead_id", "mail_message_id") WHERE "mail_message_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP INDEX ${s}."messages_mail_once"`);
    await q.query(`ALTER TABLE ${s}."messages" DROP COLUMN "mail_message_id"`);
  }
}
