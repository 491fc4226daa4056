import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '../data-source.js';
import { createOutboxTable } from '../outbox/outbox-table.js';

/** The notification outbox table; every service that tells people about its events lists this migration. */
export class CreateNotificationOutbox1732600000000 implements MigrationInterface {
  name = 'CreateNotificationOutbox1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await createOutboxTable(q, 'notification_outbox');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${migrationSchema(q)}."notification_outbox"`);
  }
}
