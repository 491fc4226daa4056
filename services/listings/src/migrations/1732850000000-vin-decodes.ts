import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * What each listed VIN decodes to (enrichment's answer), so the public detail can mark the fields that agree
 * with it ("Verified from VIN"). Keyed by VIN, not by listing: the marks are computed on read from the listing's
 * current fields, so an edit of a compared field needs nothing here, and an edit of the VIN simply finds no row
 * until the new VIN is decoded.
 */
export class VinDecodes1732850000000 implements MigrationInterface {
  name = 'VinDecodes1732850000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    // decoded: enrichment's VinDecodeResponse; problem: why enrichment refused the VIN (400), so it is not asked again
    await q.query(`CREATE TABLE ${s}."vin_decodes" (
      "vin" varchar(17) PRIMARY KEY,
      "decoded" jsonb,
      "problem" text,
      "decoded_at" timestamptz NOT NULL DEFAULT now(),
      CHECK (("decoded" IS NULL) <> ("problem" IS NULL))
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."vin_decodes"`);
  }
}
