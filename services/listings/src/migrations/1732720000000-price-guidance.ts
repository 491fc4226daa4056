import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

const RATINGS = `('great', 'good', 'fair', 'high', 'overpriced')`;

/**
 * Fair-price guidance (README "Fair-price guidance"): one row per rated listing, the rating and sort key
 * copied onto the vehicle for search, and a trigger that marks a make + model group for recomputation
 * whenever a change could move its bands, so no code path that edits listings can forget it.
 */
export class PriceGuidance1732720000000 implements MigrationInterface {
  name = 'PriceGuidance1732720000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."price_guidance" (
      "vehicle_id" int PRIMARY KEY REFERENCES ${s}."vehicles" ("id") ON DELETE CASCADE,
      "rating" varchar(12) NOT NULL CHECK ("rating" IN ${RATINGS}),
      "fair_low" int NOT NULL,
      "fair_high" int NOT NULL,
      "comparables" int NOT NULL,
      "points" jsonb NOT NULL,
      "deal_score" float8 NOT NULL,
      "price" numeric(10,2) NOT NULL,
      "method_version" smallint NOT NULL,
      "computed_at" timestamptz NOT NULL DEFAULT now()
    )`);
    // denormalised for search: the `deal` filter and the best-deal sort read the vehicle row only
    await q.query(`ALTER TABLE ${s}."vehicles" ADD COLUMN "price_rating" varchar(12) CHECK ("price_rating" IN ${RATINGS}),
      ADD COLUMN "deal_score" float8`);
    // the best-deal sort walks this (unrated listings, NULL, come last in ascending order); like the other
    // sort indexes it INCLUDEs the scalar filter columns so filters are checked on index tuples
    await q.query(`CREATE INDEX "vehicles_pub_deal" ON ${s}."vehicles" ("deal_score", "id")
      INCLUDE ("make_key", "model_key", "year", "price", "mileage", "facets", "feature_bits") WHERE "status" = 'approved'`);

    // make + model groups whose guidance must be recomputed (drained by the service into queue jobs)
    await q.query(`CREATE TABLE ${s}."price_guidance_dirty" (
      "make_key" varchar(50) NOT NULL,
      "model_key" varchar(80) NOT NULL,
      "marked_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("make_key", "model_key")
    )`);
    await q.query(`CREATE FUNCTION ${s}."vehicles_mark_price_group"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" IN ('approved', 'sold') THEN
        INSERT INTO ${s}."price_guidance_dirty" ("make_key", "model_key") VALUES (OLD."make_key", OLD."model_key")
          ON CONFLICT DO NOTHING;
      END IF;
      IF TG_OP = 'UPDATE' AND NEW."status" IN ('approved', 'sold') THEN
        INSERT INTO ${s}."price_guidance_dirty" ("make_key", "model_key") VALUES (NEW."make_key", NEW."model_key")
          ON CONFLICT DO NOTHING;
      END IF;
      RETURN NULL;
    END $fn$`);
    // what the method reads: price, mileage, year, trim, condition, status, make and model
    await q.query(`CREATE TRIGGER "vehicles_mark_price_group"
      AFTER UPDATE OF "price", "mileage", "year", "trim", "condition", "status", "make", "model" OR DELETE ON ${s}."vehicles"
      FOR EACH ROW EXECUTE FUNCTION ${s}."vehicles_mark_price_group"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TRIGGER "vehicles_mark_price_group" ON ${s}."vehicles"`);
    await q.query(`DROP FUNCTION ${s}."vehicles_mark_price_group"()`);
    await q.query(`DROP TABLE ${s}."price_guidance_dirty"`);
    await q.query(`DROP INDEX ${s}."vehicles_pub_deal"`);
    await q.query(`ALTER TABLE ${s}."vehicles" DROP COLUMN "price_rating", DROP COLUMN "deal_score"`);
    await q.query(`DROP TABLE ${s}."price_guidance"`);
  }
}
