import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** Decisions may name the statuses needs_changes (a moderator requested changes) and expired. */
export class LifecycleStatuses1732800000000 implements MigrationInterface {
  name = 'LifecycleStatuses1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await this.allow(q, `('pending', 'approved', 'rejected', 'sold', 'needs_changes', 'expired')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.allow(q, `('pending', 'approved', 'rejected', 'sold')`);
  }

  private async allow(q: QueryRunner, statuses: string): Promise<void> {
    const s = migrationSchema(q);
    for (const column of ['from_status', 'to_status']) {
      await q.query(`ALTER TABLE ${s}."decisions" DROP CONSTRAINT "decisions_${column}_check"`);
      await q.query(`ALTER TABLE ${s}."decisions" ADD CONSTRAINT "decisions_${column}_check" CHECK ("${column}" IN ${statuses})`);
    }
  }
}
