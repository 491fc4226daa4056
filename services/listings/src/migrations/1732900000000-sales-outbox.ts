import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTable, migrationSchema } from '@rl/service-kit';

/** Inquiries and approvals handed to the sales service (sales/sales-outbox.ts). */
export class SalesOutbox1732900000000 implements MigrationInterface {
  name = 'SalesOutbox1732900000000';

  async up(q: QueryRunner): Promise<void> {
    await createOutboxTable(q, 'sales_outbox');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${migrationSchema(q)}."sales_outbox"`);
  }
}
