import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '../data-source.js';
import { createOutboxTable } from '../outbox/outbox-table.js';

/** The staff action outbox table; every service that records staff actions (StaffActionOutbox) lists this migration. */
export class CreateStaffActionOutbox1733300000100 implements MigrationInterface {
  name = 'CreateStaffActionOutbox1733300000100';

  async up(q: QueryRunner): Promise<void> {
    await createOutboxTable(q, 'staff_action_outbox');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${migrationSchema(q)}."staff_action_outbox"`);
  }
}
