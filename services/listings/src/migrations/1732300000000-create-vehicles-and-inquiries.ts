import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';
import { FACETS, FEATURE_BIT_NAMES, facetsSql, featureBitsSql } from '../search/facets.js';

/** Serialises CREATE EXTENSION across services and test schemas sharing one database. */
const EXTENSION_LOCK = 7_245_001;

/**
 * The vehicle listings and buyer inquiries. Search indexes are partial on status = 'approved' (the
 * only status public search reads), one (sort key, id) btree per sort so each sort is an ordered index
 * walk with stable ties; GIN for full-text, features and location trigram; lat/lon for radius boxes.
 */
export class CreateVehiclesAndInquiries1732300000000 implements MigrationInterface {
  name = 'CreateVehiclesAndInquiries1732300000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`SELECT pg_advisory_xact_lock(${EXTENSION_LOCK})`);
    // pg_trgm lives in public (shared by every schema); it may already exist, even in another schema
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    const [{ nspname }] = await q.query(
      `SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    );
    const trgm = `"${String(nspname).replace(/"/g, '""')}"`;

    await q.query(`CREATE TABLE ${s}."vehicles" (
      "id" serial PRIMARY KEY,
      "user_id" varchar(100) NOT NULL,
      "make" varchar(50) NOT NULL,
      "model" varchar(80) NOT NULL,
      "make_key" varchar(50) GENERATED ALWAYS AS (lower("make")) STORED,
      "model_key" varchar(80) GENERATED ALWAYS AS (lower("model")) STORED,
      "trim" varchar(80),
      "year" integer NOT NULL,
      "mileage" integer NOT NULL CHECK ("mileage" >= 0),
      "price" numeric(10,2) NOT NULL CHECK ("price" >= 0),
      "condition" varchar(20) NOT NULL,
      "body_type" varchar(30) NOT NULL,
      "fuel_type" varchar(30) NOT NULL,
      "transmission" varchar(30) NOT NULL,
      "drivetrain" varchar(30) NOT NULL,
      "exterior_color" varchar(40) NOT NULL,
      "interior_color" varchar(40) NOT NULL,
      "description" text NOT NULL,
      "features" text[] NOT NULL DEFAULT '{}',
      "images" text[] NOT NULL DEFAULT '{}',
      "location" varchar(100) NOT NULL,
      "zip_code" varchar(5) NOT NULL,
      "latitude" double precision,
      "longitude" double precision,
      "contact_phone" varchar(30) NOT NULL,
      "contact_email" varchar(254) NOT NULL,
      "contact_first_name" varchar(100),
      "contact_last_name" varchar(100),
      "contact_location" varchar(100),
      "vin" varchar(17) NOT NULL,
      "carfax_report_url" varchar(500),
      "recent_services" text[] NOT NULL DEFAULT '{}',
      "status" varchar(16) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected', 'sold')),
      "views" integer NOT NULL DEFAULT 0,
      "is_featured" boolean NOT NULL DEFAULT false,
      "facets" integer GENERATED ALWAYS AS (${facetsSql()}) STORED,
      "feature_bits" integer GENERATED ALWAYS AS (${featureBitsSql()}) STORED,
      "search_vector" tsvector NOT NULL DEFAULT ''::tsvector,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);

    // Full-text document: make/model/trim (weight A), features (B), description (C). Maintained by a
    // trigger that fires only when those columns change, so view counting does not re-parse text.
    await q.query(`CREATE FUNCTION ${s}."vehicles_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW."search_vector" :=
        setweight(to_tsvector('english'::regconfig, NEW."make" || ' ' || NEW."model" || ' ' || coalesce(NEW."trim", '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, array_to_string(NEW."features", ' ')), 'B') ||
        setweight(to_tsvector('english'::regconfig, NEW."description"), 'C');
      RETURN NEW;
    END $fn$`);
    await q.query(`CREATE TRIGGER "vehicles_search_vector" BEFORE INSERT OR UPDATE OF "make", "model", "trim", "features", "description"
      ON ${s}."vehicles" FOR EACH ROW EXECUTE FUNCTION ${s}."vehicles_search_vector"()`);

    // Vocabulary of make/model/trim words for typo correction of keywords (pg_trgm similarity).
    await q.query(`CREATE TABLE ${s}."search_terms" ("term" varchar(64) COLLATE "C" PRIMARY KEY)`);
    await q.query(`CREATE INDEX "search_terms_trgm" ON ${s}."search_terms" USING gin ("term" ${trgm}.gin_trgm_ops)`);
    const words = (row: string) =>
      `regexp_split_to_table(lower(${row}."make" || ' ' || ${row}."model" || ' ' || coalesce(${row}."trim", '')), '[^[:alnum:]]+')`;
    await q.query(`CREATE FUNCTION ${s}."vehicles_terms_from_rows"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO ${s}."search_terms" ("term")
        SELECT DISTINCT w FROM (SELECT DISTINCT "make", "model", "trim" FROM new_rows) r, LATERAL ${words('r')} AS w
        WHERE length(w) BETWEEN 2 AND 64
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $fn$`);
    await q.query(`CREATE TRIGGER "vehicles_terms_insert" AFTER INSERT ON ${s}."vehicles" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${s}."vehicles_terms_from_rows"()`);
    await q.query(`CREATE FUNCTION ${s}."vehicles_terms_from_row"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO ${s}."search_terms" ("term")
        SELECT DISTINCT w FROM ${words('NEW')} AS w WHERE length(w) BETWEEN 2 AND 64
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $fn$`);
    await q.query(`CREATE TRIGGER "vehicles_terms_update" AFTER UPDATE OF "make", "model", "trim" ON ${s}."vehicles" FOR EACH ROW
      WHEN (OLD."make" IS DISTINCT FROM NEW."make" OR OLD."model" IS DISTINCT FROM NEW."model" OR OLD."trim" IS DISTINCT FROM NEW."trim")
      EXECUTE FUNCTION ${s}."vehicles_terms_from_row"()`);

    // Search indexes, partial on approved rows (the only rows public search reads). Each sort has a
    // (key, id) btree that INCLUDEs the scalar filter columns (make/model keys, year, price, mileage and
    // the packed facets and feature bits), so a page is an ordered index-only walk that evaluates the
    // filters on small index tuples, and a capped count is an index-only scan too. The geo and make
    // indexes serve radius and make searches the same way (index-only, then a top-N sort).
    const pub = `WHERE "status" = 'approved'`;
    const FILTERS = ['make_key', 'model_key', 'year', 'price', 'mileage', 'facets', 'feature_bits'];
    const SORTS = ['created_at', 'price', 'year', 'mileage', 'views'];
    const covering = (keys: string[], extra: string[] = []) => {
      const include = [...new Set([...extra, ...FILTERS])].filter((c) => !keys.includes(c)).map((c) => `"${c}"`).join(', ');
      return `(${keys.map((k) => `"${k}"`).join(', ')}) INCLUDE (${include}) ${pub}`;
    };
    const indexes = [
      // one per sort; DESC sorts walk the same index backwards; id breaks ties
      ...SORTS.map((c) => `"vehicles_pub_${c.replace('_at', '')}" ON ${s}."vehicles" ${covering([c, 'id'])}`),
      `"vehicles_pub_make" ON ${s}."vehicles" ${covering(['make_key', 'model_key', 'id'], SORTS)}`,
      `"vehicles_pub_geo" ON ${s}."vehicles" ${covering(['latitude', 'longitude'], ['id', ...SORTS])}`,
      `"vehicles_pub_featured" ON ${s}."vehicles" ("created_at", "id") WHERE "status" = 'approved' AND "is_featured"`,
      // one small index per packed field, for bitmap scans when a combination of rare values is asked
      // (convertible + manual): the covering walks would read most of an index to find them
      ...Object.values(FACETS).map((f) => `"vehicles_pub_facet_${f.column}" ON ${s}."vehicles" (((("facets" >> ${f.shift}) & ${f.mask}))) ${pub}`),
      // filters a btree cannot serve
      `"vehicles_pub_search" ON ${s}."vehicles" USING gin ("search_vector") ${pub}`,
      `"vehicles_pub_features" ON ${s}."vehicles" USING gin ("features") ${pub}`,
      `"vehicles_pub_location" ON ${s}."vehicles" USING gin ("location" ${trgm}.gin_trgm_ops) ${pub}`,
      // owners, moderation queues and counts, duplicate VINs, price statistics over live statuses
      `"vehicles_user" ON ${s}."vehicles" ("user_id", "created_at")`,
      `"vehicles_status_created" ON ${s}."vehicles" ("status", "created_at", "id")`,
      `"vehicles_vin" ON ${s}."vehicles" ("vin")`,
      `"vehicles_make_model_year" ON ${s}."vehicles" ("make_key", "model_key", "year") INCLUDE ("status", "price")`,
    ];
    for (const ix of indexes) await q.query(`CREATE INDEX ${ix}`);
    // make and model are strongly correlated: tell the planner so make+model estimates are not tiny
    await q.query(`CREATE STATISTICS ${s}."vehicles_make_model_stats" (ndistinct, dependencies, mcv) ON "make_key", "model_key" FROM ${s}."vehicles"`);
    // the planner needs the distribution of each packed field and feature bit to estimate filters on them
    for (const f of Object.values(FACETS)) {
      await q.query(`CREATE STATISTICS ${s}."vehicles_facet_${f.column}_stats" ON ((("facets" >> ${f.shift}) & ${f.mask})) FROM ${s}."vehicles"`);
    }
    for (let i = 0; i < FEATURE_BIT_NAMES.length; i++) {
      await q.query(`CREATE STATISTICS ${s}."vehicles_feature_bit_${i}_stats" ON ((("feature_bits" & ${2 ** i}) <> 0)) FROM ${s}."vehicles"`);
    }
    // Views and status updates leave pages not all-visible: vacuum often so index-only scans stay
    // index-only. No parallel scans: they cost more in worker start-up than they save on these
    // index walks, and they take the other core from concurrent requests.
    await q.query(`ALTER TABLE ${s}."vehicles" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02,
      autovacuum_vacuum_insert_scale_factor = 0.02, parallel_workers = 0)`);

    await q.query(`CREATE TABLE ${s}."inquiries" (
      "id" serial PRIMARY KEY,
      "vehicle_id" integer NOT NULL,
      "vehicle_title" varchar(200),
      "sender_name" varchar(201) NOT NULL,
      "sender_first_name" varchar(100) NOT NULL,
      "sender_last_name" varchar(100) NOT NULL,
      "sender_email" varchar(254) NOT NULL,
      "sender_phone" varchar(30),
      "subject" varchar(200) NOT NULL,
      "message" text NOT NULL,
      "is_financing_interest" boolean NOT NULL DEFAULT false,
      "is_trade_in_interest" boolean NOT NULL DEFAULT false,
      "handled" boolean NOT NULL DEFAULT false,
      "handled_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "inquiries_created" ON ${s}."inquiries" ("created_at", "id")`);
    await q.query(`CREATE INDEX "inquiries_handled_created" ON ${s}."inquiries" ("handled", "created_at", "id")`);
    await q.query(`CREATE INDEX "inquiries_vehicle" ON ${s}."inquiries" ("vehicle_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."inquiries"`);
    await q.query(`DROP TABLE ${s}."vehicles"`);
    await q.query(`DROP TABLE ${s}."search_terms"`);
    await q.query(`DROP FUNCTION ${s}."vehicles_search_vector"()`);
    await q.query(`DROP FUNCTION ${s}."vehicles_terms_from_rows"()`);
    await q.query(`DROP FUNCTION ${s}."vehicles_terms_from_row"()`);
  }
}
