import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** When the signed-in buyer last opened their conversation (the header's unread count). */
export class BuyerRead1733000000003 implements MigrationInterface {
  name = 'BuyerRead1733000000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${migrationSchema(q)}."leads" ADD COLUMN "buyer_read_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${migrationSchema(q)}."leads" DROP COLUMN "buyer_read_at"`);
  }
}
