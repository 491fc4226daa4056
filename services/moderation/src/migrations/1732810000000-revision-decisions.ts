import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * A decision may answer a seller's revision of a live listing instead of changing its status: the revision's id
 * and the outcome (approved: its content went live; rejected: the live version stays). Same log, same outbox.
 */
export class RevisionDecisions1732810000000 implements MigrationInterface {
  name = 'RevisionDecisions1732810000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."decisions" ADD COLUMN "revision_id" bigint`);
    await q.query(`ALTER TABLE ${s}."decisions" ADD COLUMN "revision_outcome" varchar(16)
      CHECK ("revision_outcome" IN ('approved', 'rejected'))`);
    await q.query(`ALTER TABLE ${s}."decisions" ADD CONSTRAINT "decisions_revision_complete"
      CHECK (("revision_id" IS NULL) = ("revision_outcome" IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."decisions" DROP CONSTRAINT "decisions_revision_complete"`);
    await q.query(`ALTER TABLE ${s}."decisions" DROP COLUMN "revision_outcome"`);
    await q.query(`ALTER TABLE ${s}."decisions" DROP COLUMN "revision_id"`);
  }
}
