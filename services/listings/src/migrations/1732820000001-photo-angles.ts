import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** The seller's angle tag of each photo (photo URL -> one of PHOTO_TAGS), from the listing form. */
export class PhotoAngles1732820000001 implements MigrationInterface {
  name = 'PhotoAngles1732820000001';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicles" ADD COLUMN "photo_angles" jsonb NOT NULL DEFAULT '{}'::jsonb
      CHECK (jsonb_typeof("photo_angles") = 'object')`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicles" DROP COLUMN "photo_angles"`);
  }
}
