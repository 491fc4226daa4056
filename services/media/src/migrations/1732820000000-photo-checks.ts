import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** Photo checks: each image's findings, the measurements behind them, and its perceptual hash (null: uploaded before the checks). */
export class PhotoChecks1732820000000 implements MigrationInterface {
  name = 'PhotoChecks1732820000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."images"
      ADD COLUMN "findings" jsonb,
      ADD COLUMN "measures" jsonb,
      ADD COLUMN "phash" varchar(16) CHECK ("phash" ~ '^[0-9a-f]{16}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."images" DROP COLUMN "findings", DROP COLUMN "measures", DROP COLUMN "phash"`);
  }
}
