import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * The desk board's "mine" (an associate's open leads by stage): each stage's most recently active leads of one
 * associate, and their counts per stage, read from this index alone, whatever the associate's closed history
 * (before: the stage's leads of every associate filtered row by row, and the counts over all their leads).
 */
export class AssociateStageIndex1733300000200 implements MigrationInterface {
  name = 'AssociateStageIndex1733300000200';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE INDEX "leads_associate_stage" ON ${s}."leads" ("associate_id", "stage", "activity_at" DESC, "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP INDEX ${s}."leads_associate_stage"`);
  }
}
