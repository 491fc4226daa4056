import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

export class CreateImages1732600000000 implements MigrationInterface {
  name = 'CreateImages1732600000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."images" (
      "id" uuid PRIMARY KEY,
      "owner_id" varchar(100) NOT NULL,
      "keys" text[] NOT NULL CHECK (cardinality("keys") > 0),
      "variants" jsonb NOT NULL,
      "width" integer NOT NULL CHECK ("width" > 0),
      "height" integer NOT NULL CHECK ("height" > 0),
      "bytes" integer NOT NULL CHECK ("bytes" >= 0),
      "source_format" varchar(8) NOT NULL CHECK ("source_format" IN ('jpeg', 'png', 'webp')),
      "source_bytes" integer NOT NULL CHECK ("source_bytes" > 0),
      "source_width" integer NOT NULL,
      "source_height" integer NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "images_owner_idx" ON ${s}."images" ("owner_id", "created_at")`);
    await q.query(`CREATE INDEX "images_keys_idx" ON ${s}."images" USING gin ("keys")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."images"`);
  }
}
