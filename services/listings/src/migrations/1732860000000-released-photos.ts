import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** `x->'images'` as a JSON array, whatever the revision holds (a malformed one must never break a seller's write). */
const proposedImages = (rec: string) =>
  `CASE WHEN jsonb_typeof(${rec}."proposed" -> 'images') = 'array' THEN ${rec}."proposed" -> 'images' ELSE '[]'::jsonb END`;

/**
 * When each photo URL last left a listing or a pending revision, for the media service's storage hygiene
 * (photos of deleted listings and photos removed by an edit are removed after a grace period).
 * Written by triggers, in the transaction of the change itself, so every path that drops a photo (an edit,
 * a deletion, an account's erasure, a revision decided or replaced) records it without having to remember.
 */
export class ReleasedPhotos1732860000000 implements MigrationInterface {
  name = 'ReleasedPhotos1732860000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."released_photos" (
      "url" text PRIMARY KEY,
      "released_at" timestamptz NOT NULL DEFAULT now()
    )`);
    // the usage lookup asks by URL: `images && $urls`
    await q.query(`CREATE INDEX "vehicles_images_gin" ON ${s}."vehicles" USING gin ("images")`);
    await q.query(`CREATE FUNCTION ${s}."vehicles_release_photos"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          INSERT INTO ${s}."released_photos" ("url", "released_at")
            SELECT DISTINCT u, now() FROM unnest(OLD."images") AS u WHERE u IS NOT NULL
            ON CONFLICT ("url") DO UPDATE SET "released_at" = excluded."released_at";
        ELSE
          INSERT INTO ${s}."released_photos" ("url", "released_at")
            SELECT DISTINCT u, now() FROM unnest(OLD."images") AS u WHERE u IS NOT NULL AND NOT (u = ANY(NEW."images"))
            ON CONFLICT ("url") DO UPDATE SET "released_at" = excluded."released_at";
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "vehicles_release_photos_on_edit" AFTER UPDATE OF "images" ON ${s}."vehicles"
      FOR EACH ROW WHEN (OLD."images" IS DISTINCT FROM NEW."images") EXECUTE FUNCTION ${s}."vehicles_release_photos"()`);
    await q.query(`CREATE TRIGGER "vehicles_release_photos_on_delete" AFTER DELETE ON ${s}."vehicles"
      FOR EACH ROW EXECUTE FUNCTION ${s}."vehicles_release_photos"()`);
    // a pending revision's photos are released when it stops being pending (decided, withdrawn) or is
    // deleted, and those an updated proposal no longer has
    await q.query(`CREATE FUNCTION ${s}."revisions_release_photos"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE kept text[] := '{}';
      BEGIN
        IF OLD."status" <> 'pending' THEN RETURN NULL; END IF;
        IF TG_OP = 'UPDATE' THEN
          IF NEW."status" = 'pending' THEN
            kept := ARRAY(SELECT jsonb_array_elements_text(${proposedImages('NEW')}));
          END IF;
        END IF;
        INSERT INTO ${s}."released_photos" ("url", "released_at")
          SELECT DISTINCT u, now() FROM jsonb_array_elements_text(${proposedImages('OLD')}) AS u WHERE NOT (u = ANY(kept))
          ON CONFLICT ("url") DO UPDATE SET "released_at" = excluded."released_at";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "revisions_release_photos" AFTER UPDATE OR DELETE ON ${s}."vehicle_revisions"
      FOR EACH ROW EXECUTE FUNCTION ${s}."revisions_release_photos"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TRIGGER "revisions_release_photos" ON ${s}."vehicle_revisions"`);
    await q.query(`DROP TRIGGER "vehicles_release_photos_on_delete" ON ${s}."vehicles"`);
    await q.query(`DROP TRIGGER "vehicles_release_photos_on_edit" ON ${s}."vehicles"`);
    await q.query(`DROP FUNCTION ${s}."revisions_release_photos"()`);
    await q.query(`DROP FUNCTION ${s}."vehicles_release_photos"()`);
    await q.query(`DROP INDEX ${s}."vehicles_images_gin"`);
    await q.query(`DROP TABLE ${s}."released_photos"`);
  }
}
