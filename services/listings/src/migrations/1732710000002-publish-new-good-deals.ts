import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * A listing's fair-price rating is computed after it is approved (price-guidance jobs), so a saved search with
 * `deal=good` could not match it at approval. The publications trigger now also records a publication when an
 * approved listing becomes a good deal (`deal_score` turns negative, the filter's own test), and its saved
 * searches are matched again; the (search, listing) record keeps every earlier match from being mailed twice.
 * The column belongs to a later migration, so it is read through to_jsonb (NULL while it does not exist).
 */
export class PublishNewGoodDeals1732710000002 implements MigrationInterface {
  name = 'PublishNewGoodDeals1732710000002';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE OR REPLACE FUNCTION ${s}."vehicles_publications"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE was_deal boolean; is_deal boolean;
    BEGIN
      IF NEW."status" <> 'approved' THEN RETURN NULL; END IF;
      IF TG_OP = 'INSERT' OR OLD."status" <> 'approved' OR NEW."price" IS DISTINCT FROM OLD."price" THEN
        INSERT INTO ${s}."listing_publications" ("vehicle_id", "price") VALUES (NEW."id", NEW."price");
        RETURN NULL;
      END IF;
      is_deal := coalesce((to_jsonb(NEW) ->> 'deal_score')::float8 < 0, false);
      IF is_deal THEN
        was_deal := coalesce((to_jsonb(OLD) ->> 'deal_score')::float8 < 0, false);
        IF NOT was_deal THEN
          INSERT INTO ${s}."listing_publications" ("vehicle_id", "price") VALUES (NEW."id", NEW."price");
        END IF;
      END IF;
      RETURN NULL;
    END $fn$`);
    await q.query(`DROP TRIGGER "vehicles_publications" ON ${s}."vehicles"`);
    await q.query(`CREATE TRIGGER "vehicles_publications" AFTER INSERT OR UPDATE ON ${s}."vehicles"
      FOR EACH ROW WHEN (NEW."status" = 'approved') EXECUTE FUNCTION ${s}."vehicles_publications"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TRIGGER "vehicles_publications" ON ${s}."vehicles"`);
    await q.query(`CREATE OR REPLACE FUNCTION ${s}."vehicles_publications"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF NEW."status" = 'approved' AND (TG_OP = 'INSERT' OR OLD."status" <> 'approved' OR NEW."price" IS DISTINCT FROM OLD."price") THEN
        INSERT INTO ${s}."listing_publications" ("vehicle_id", "price") VALUES (NEW."id", NEW."price");
      END IF;
      RETURN NULL;
    END $fn$`);
    await q.query(`CREATE TRIGGER "vehicles_publications" AFTER INSERT OR UPDATE OF "status", "price" ON ${s}."vehicles"
      FOR EACH ROW EXECUTE FUNCTION ${s}."vehicles_publications"()`);
  }
}
