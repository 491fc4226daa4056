import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * The publications trigger fires only when a column it reads is written (status, price, deal_score), not on
 * every update of an approved row: the view counter rewrites approved rows every second. Now that
 * `deal_score` exists (price guidance), it is read directly instead of through to_jsonb.
 */
export class PublicationsOnTheirColumns1732730000000 implements MigrationInterface {
  name = 'PublicationsOnTheirColumns1732730000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE OR REPLACE FUNCTION ${s}."vehicles_publications"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' OR OLD."status" <> 'approved' OR NEW."price" IS DISTINCT FROM OLD."price"
         OR (coalesce(NEW."deal_score" < 0, false) AND NOT coalesce(OLD."deal_score" < 0, false)) THEN
        INSERT INTO ${s}."listing_publications" ("vehicle_id", "price") VALUES (NEW."id", NEW."price");
      END IF;
      RETURN NULL;
    END $fn$`);
    await q.query(`DROP TRIGGER "vehicles_publications" ON ${s}."vehicles"`);
    await q.query(`CREATE TRIGGER "vehicles_publications" AFTER INSERT OR UPDATE OF "status", "price", "deal_score" ON ${s}."vehicles"
      FOR EACH ROW WHEN (NEW."status" = 'approved') EXECUTE FUNCTION ${s}."vehicles_publications"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TRIGGER "vehicles_publications" ON ${s}."vehicles"`);
    await q.query(`CREATE TRIGGER "vehicles_publications" AFTER INSERT OR UPDATE ON ${s}."vehicles"
      FOR EACH ROW WHEN (NEW."status" = 'approved') EXECUTE FUNCTION ${s}."vehicles_publications"()`);
  }
}
