import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * The storage sweep's bookkeeping: `sweep_next_at` is when an image may next be looked at. A sweep claims a
 * batch by moving it forward (one UPDATE ... FOR UPDATE SKIP LOCKED), so replicas sweeping at the same time
 * never examine the same image, and photos in use take their turn behind those never looked at.
 */
export class StorageSweep1732860000001 implements MigrationInterface {
  name = 'StorageSweep1732860000001';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."images" ADD COLUMN "sweep_next_at" timestamptz`);
    await q.query(`CREATE INDEX "images_sweep_order" ON ${s}."images" ("sweep_next_at" NULLS FIRST, "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP INDEX ${s}."images_sweep_order"`);
    await q.query(`ALTER TABLE ${s}."images" DROP COLUMN "sweep_next_at"`);
  }
}
