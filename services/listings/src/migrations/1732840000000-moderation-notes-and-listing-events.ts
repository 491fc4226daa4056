import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** The columns a seller writes through the listing form: a change of one of them is an edit. */
const SELLER_COLUMNS = [
  'make', 'model', 'trim', 'year', 'mileage', 'price', 'condition', 'body_type', 'fuel_type', 'transmission', 'drivetrain',
  'exterior_color', 'interior_color', 'description', 'features', 'images', 'location', 'zip_code', 'contact_phone',
  'contact_email', 'contact_first_name', 'contact_last_name', 'contact_location', 'vin', 'carfax_report_url', 'recent_services',
];

/**
 * The moderator's notes kept with the listing (what to change, or why it was rejected: the seller's
 * dashboard shows them), and `listing_events`: every step of a listing's life for the decision log.
 * A trigger writes the events, so every code path that creates a listing or moves its status is logged
 * (the seller's edits, sales, expiry, renewals, moderators' decisions) without each having to remember.
 * The writer says who acted with `SET LOCAL listings.actor` ('moderator'); otherwise a move to expired
 * is the system's and anything else the seller's.
 */
export class ModerationNotesAndListingEvents1732840000000 implements MigrationInterface {
  name = 'ModerationNotesAndListingEvents1732840000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicles" ADD COLUMN "moderation_notes" text`);
    await q.query(`CREATE TABLE ${s}."listing_events" (
      "id" bigserial PRIMARY KEY,
      "vehicle_id" int NOT NULL REFERENCES ${s}."vehicles" ("id") ON DELETE CASCADE,
      "kind" varchar(24) NOT NULL,
      "actor" varchar(16) NOT NULL CHECK ("actor" IN ('seller', 'moderator', 'system')),
      "from_status" varchar(16),
      "to_status" varchar(16),
      "notes" text,
      "at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "listing_events_vehicle" ON ${s}."listing_events" ("vehicle_id", "id")`);
    const content = (row: string) => `ROW(${SELLER_COLUMNS.map((c) => `${row}."${c}"`).join(', ')})`;
    await q.query(`CREATE FUNCTION ${s}."vehicles_listing_events"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      who text := nullif(current_setting('listings.actor', true), '');
      k text;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO ${s}."listing_events" ("vehicle_id", "kind", "actor", "to_status") VALUES (NEW."id", 'submitted', 'seller', NEW."status");
        RETURN NULL;
      END IF;
      IF NEW."status" IS DISTINCT FROM OLD."status" THEN
        k := CASE
          WHEN NEW."status" = 'pending' THEN 'resubmitted'
          WHEN NEW."status" = 'approved' AND OLD."status" = 'expired' THEN 'renewed'
          WHEN NEW."status" = 'needs_changes' THEN 'changes_requested'
          WHEN NEW."status" IN ('approved', 'rejected', 'sold', 'expired') THEN NEW."status"
          ELSE 'status_changed' END;
        INSERT INTO ${s}."listing_events" ("vehicle_id", "kind", "actor", "from_status", "to_status", "notes")
          VALUES (NEW."id", k, coalesce(who, CASE WHEN NEW."status" = 'expired' THEN 'system' ELSE 'seller' END),
            OLD."status", NEW."status", CASE WHEN who = 'moderator' THEN NEW."moderation_notes" END);
      ELSIF NEW."status" = 'pending' AND ${content('NEW')} IS DISTINCT FROM ${content('OLD')} THEN
        INSERT INTO ${s}."listing_events" ("vehicle_id", "kind", "actor", "from_status", "to_status")
          VALUES (NEW."id", 'edited', coalesce(who, 'seller'), OLD."status", NEW."status");
      END IF;
      RETURN NULL;
    END $fn$`);
    // only statements that set the status or a seller's column (not the view counter, flags or jobs' columns)
    await q.query(`CREATE TRIGGER "vehicles_listing_events" AFTER INSERT OR UPDATE OF "status", ${SELLER_COLUMNS.map((c) => `"${c}"`).join(', ')} ON ${s}."vehicles"
      FOR EACH ROW EXECUTE FUNCTION ${s}."vehicles_listing_events"()`);
    // listings that exist already: their submission is the first step known
    await q.query(`INSERT INTO ${s}."listing_events" ("vehicle_id", "kind", "actor", "to_status", "at")
      SELECT "id", 'submitted', 'seller', 'pending', "created_at" FROM ${s}."vehicles"`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TRIGGER "vehicles_listing_events" ON ${s}."vehicles"`);
    await q.query(`DROP FUNCTION ${s}."vehicles_listing_events"()`);
    await q.query(`DROP TABLE ${s}."listing_events"`);
    await q.query(`ALTER TABLE ${s}."vehicles" DROP COLUMN "moderation_notes"`);
  }
}
