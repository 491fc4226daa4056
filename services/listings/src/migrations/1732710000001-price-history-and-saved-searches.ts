import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * Price history, saved searches, saved vehicles and the alert bookkeeping (see README "Alerts").
 * Triggers on vehicles record every price change and every publication in the same statement as the change,
 * so no code path that edits a listing can forget them.
 */
export class PriceHistoryAndSavedSearches1732710000001 implements MigrationInterface {
  name = 'PriceHistoryAndSavedSearches1732710000001';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    // each time a listing became public (or its price changed while public): the outbox of alert work
    await q.query(`CREATE TABLE ${s}."listing_publications" (
      "id" bigserial PRIMARY KEY,
      "vehicle_id" int NOT NULL REFERENCES ${s}."vehicles" ("id") ON DELETE CASCADE,
      "price" numeric(10,2) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "processed_at" timestamptz,
      "attempts" int NOT NULL DEFAULT 0,
      "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "last_error" text
    )`);
    await q.query(`CREATE INDEX "listing_publications_due" ON ${s}."listing_publications" ("next_attempt_at") WHERE "processed_at" IS NULL`);
    await q.query(`CREATE INDEX "listing_publications_vehicle" ON ${s}."listing_publications" ("vehicle_id", "id")`);

    // every change of a listing's asking price; was_public: buyers had seen the listing before the change
    await q.query(`CREATE TABLE ${s}."price_changes" (
      "id" bigserial PRIMARY KEY,
      "vehicle_id" int NOT NULL REFERENCES ${s}."vehicles" ("id") ON DELETE CASCADE,
      "previous_price" numeric(10,2) NOT NULL,
      "price" numeric(10,2) NOT NULL,
      "was_public" boolean NOT NULL,
      "changed_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "price_changes_vehicle" ON ${s}."price_changes" ("vehicle_id", "id")`);
    // the newest drop buyers saw, for the "Price drop" badge on every public answer without a join
    await q.query(`ALTER TABLE ${s}."vehicles" ADD COLUMN "last_price_drop" jsonb`);

    await q.query(`CREATE FUNCTION ${s}."vehicles_price_history"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE seen boolean;
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW."price" IS DISTINCT FROM OLD."price" THEN
        seen := EXISTS (SELECT 1 FROM ${s}."listing_publications" p WHERE p."vehicle_id" = NEW."id");
        INSERT INTO ${s}."price_changes" ("vehicle_id", "previous_price", "price", "was_public")
          VALUES (NEW."id", OLD."price", NEW."price", seen);
        IF NEW."price" > OLD."price" THEN
          NEW."last_price_drop" := NULL;
        ELSIF seen THEN
          NEW."last_price_drop" := jsonb_build_object('previousPrice', OLD."price", 'price', NEW."price", 'droppedAt', now());
        END IF;
      END IF;
      RETURN NEW;
    END $fn$`);
    await q.query(`CREATE TRIGGER "vehicles_price_history" BEFORE UPDATE OF "price" ON ${s}."vehicles"
      FOR EACH ROW EXECUTE FUNCTION ${s}."vehicles_price_history"()`);

    await q.query(`CREATE FUNCTION ${s}."vehicles_publications"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF NEW."status" = 'approved' AND (TG_OP = 'INSERT' OR OLD."status" <> 'approved' OR NEW."price" IS DISTINCT FROM OLD."price") THEN
        INSERT INTO ${s}."listing_publications" ("vehicle_id", "price") VALUES (NEW."id", NEW."price");
      END IF;
      RETURN NULL;
    END $fn$`);
    await q.query(`CREATE TRIGGER "vehicles_publications" AFTER INSERT OR UPDATE OF "status", "price" ON ${s}."vehicles"
      FOR EACH ROW EXECUTE FUNCTION ${s}."vehicles_publications"()`);

    await q.query(`CREATE TABLE ${s}."saved_searches" (
      "id" serial PRIMARY KEY,
      "user_id" varchar(100) NOT NULL,
      "name" varchar(80) NOT NULL,
      "filters" jsonb NOT NULL,
      "frequency" varchar(10) NOT NULL CHECK ("frequency" IN ('instant', 'daily')),
      "paused" boolean NOT NULL DEFAULT false,
      "token_salt" varchar(32) NOT NULL,
      "digest_sent_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "saved_searches_user" ON ${s}."saved_searches" ("user_id", "id")`);

    // a listing found by a saved search: mailed once (instant at once, daily in the next digest)
    await q.query(`CREATE TABLE ${s}."saved_search_matches" (
      "search_id" int NOT NULL REFERENCES ${s}."saved_searches" ("id") ON DELETE CASCADE,
      "vehicle_id" int NOT NULL REFERENCES ${s}."vehicles" ("id") ON DELETE CASCADE,
      "matched_at" timestamptz NOT NULL DEFAULT now(),
      "mailed_at" timestamptz,
      PRIMARY KEY ("search_id", "vehicle_id")
    )`);
    await q.query(`CREATE INDEX "saved_search_matches_unmailed" ON ${s}."saved_search_matches" ("search_id") WHERE "mailed_at" IS NULL`);
    await q.query(`CREATE INDEX "saved_search_matches_vehicle" ON ${s}."saved_search_matches" ("vehicle_id")`);

    await q.query(`CREATE TABLE ${s}."saved_vehicles" (
      "user_id" varchar(100) NOT NULL,
      "vehicle_id" int NOT NULL REFERENCES ${s}."vehicles" ("id") ON DELETE CASCADE,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("user_id", "vehicle_id")
    )`);
    await q.query(`CREATE INDEX "saved_vehicles_vehicle" ON ${s}."saved_vehicles" ("vehicle_id")`);

    // users who turned price-drop mails off (one-click unsubscribe)
    await q.query(`CREATE TABLE ${s}."price_drop_optouts" (
      "user_id" varchar(100) PRIMARY KEY,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TRIGGER "vehicles_publications" ON ${s}."vehicles"`);
    await q.query(`DROP TRIGGER "vehicles_price_history" ON ${s}."vehicles"`);
    await q.query(`DROP FUNCTION ${s}."vehicles_publications"()`);
    await q.query(`DROP FUNCTION ${s}."vehicles_price_history"()`);
    for (const t of ['price_drop_optouts', 'saved_vehicles', 'saved_search_matches', 'saved_searches', 'price_changes', 'listing_publications']) {
      await q.query(`DROP TABLE ${s}."${t}"`);
    }
    await q.query(`ALTER TABLE ${s}."vehicles" DROP COLUMN "last_price_drop"`);
  }
}
