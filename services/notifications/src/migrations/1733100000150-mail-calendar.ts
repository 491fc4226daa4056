import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** A mail's iCalendar invitation (a viewing's `.ics`, sent as `text/calendar` and as an attachment); NULL for other mails. */
export class MailCalendar1733100000150 implements MigrationInterface {
  name = 'MailCalendar1733100000150';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${migrationSchema(q)}."mails" ADD COLUMN "calendar" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${migrationSchema(q)}."mails" DROP COLUMN "calendar"`);
  }
}
