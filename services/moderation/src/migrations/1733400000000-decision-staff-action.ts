import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * A decision carries its staff action log entry (who decided, from which address, in which request) until it is
 * applied: the entry goes to the staff action outbox in the transaction that marks the decision applied, so an
 * applied decision always has its entry and a decision that never took effect has none.
 */
export class DecisionStaffAction1733400000000 implements MigrationInterface {
  name = 'DecisionStaffAction1733400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${migrationSchema(q)}."decisions" ADD COLUMN "staff_action" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${migrationSchema(q)}."decisions" DROP COLUMN "staff_action"`);
  }
}
