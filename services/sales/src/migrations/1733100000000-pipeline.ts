import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * The sales pipeline: each lead's stage (contracts' lead-stages.ts), the buyers' offers and the seller's
 * answers, deposits, sales, the sellers' private minimum prices, the lead's timeline (who did what, when) and
 * the runs of once-per-cluster jobs.
 */
export class Pipeline1733100000000 implements MigrationInterface {
  name = 'Pipeline1733100000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."leads"
      ADD COLUMN "stage" varchar(10) NOT NULL DEFAULT 'new'
        CHECK ("stage" IN ('new', 'contacted', 'qualified', 'viewing', 'offer', 'accepted', 'deposit', 'sold', 'lost')),
      ADD COLUMN "lost_reason" varchar(20)
        CHECK ("lost_reason" IN ('not_serious', 'financing_failed', 'bought_elsewhere', 'car_sold', 'seller_withdrew')),
      ADD COLUMN "stage_changed_at" timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN "activity_at" timestamptz NOT NULL DEFAULT now()`);
    // leads already answered are in conversation: contacted
    await q.query(`UPDATE ${s}."leads" SET "stage" = CASE WHEN "status" = 'new' THEN 'new' ELSE 'contacted' END,
      "stage_changed_at" = coalesce("first_response_at", "created_at"), "activity_at" = "last_message_at"`);
    // the board: each stage's most recently active leads
    await q.query(`CREATE INDEX "leads_stage" ON ${s}."leads" ("stage", "activity_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "leads_listing_stage" ON ${s}."leads" ("listing_id", "stage")`);
    await q.query(`ALTER TABLE ${s}."listings" ADD COLUMN "minimum_price" int CHECK ("minimum_price" > 0)`);
    await q.query(`CREATE TABLE ${s}."offers" (
      "id" bigserial PRIMARY KEY,
      "lead_id" bigint NOT NULL REFERENCES ${s}."leads" ("id") ON DELETE CASCADE,
      "listing_id" int NOT NULL,
      "amount" int NOT NULL CHECK ("amount" > 0),
      "conditions" text[] NOT NULL DEFAULT '{}',
      "note" text,
      "status" varchar(10) NOT NULL DEFAULT 'open'
        CHECK ("status" IN ('open', 'countered', 'accepted', 'declined', 'expired', 'withdrawn', 'superseded')),
      "counter_amount" int CHECK ("counter_amount" > 0),
      "expires_at" timestamptz NOT NULL,
      "created_by" varchar(64) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "answered_at" timestamptz
    )`);
    await q.query(`CREATE INDEX "offers_lead" ON ${s}."offers" ("lead_id", "id")`);
    await q.query(`CREATE INDEX "offers_listing" ON ${s}."offers" ("listing_id", "status")`);
    await q.query(`CREATE INDEX "offers_due" ON ${s}."offers" ("expires_at") WHERE "status" = 'open'`);
    await q.query(`CREATE TABLE ${s}."deposits" (
      "lead_id" bigint PRIMARY KEY REFERENCES ${s}."leads" ("id") ON DELETE CASCADE,
      "amount" int NOT NULL CHECK ("amount" > 0),
      "received_on" date NOT NULL,
      "reference" varchar(100) NOT NULL,
      "recorded_by" varchar(64) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}."sales" (
      "lead_id" bigint PRIMARY KEY REFERENCES ${s}."leads" ("id") ON DELETE CASCADE,
      "listing_id" int NOT NULL UNIQUE,
      "offer_id" bigint NOT NULL REFERENCES ${s}."offers" ("id"),
      "final_price" int NOT NULL CHECK ("final_price" > 0),
      "sold_on" date NOT NULL,
      "show_price" boolean NOT NULL,
      "recorded_by" varchar(64) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}."lead_events" (
      "id" bigserial PRIMARY KEY,
      "lead_id" bigint NOT NULL REFERENCES ${s}."leads" ("id") ON DELETE CASCADE,
      "kind" varchar(20) NOT NULL,
      "actor_kind" varchar(10) NOT NULL CHECK ("actor_kind" IN ('staff', 'seller', 'system')),
      "actor_user_id" varchar(64),
      "actor_name" varchar(201) NOT NULL,
      "summary" text NOT NULL,
      "data" jsonb NOT NULL DEFAULT '{}',
      "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(`CREATE INDEX "lead_events_lead" ON ${s}."lead_events" ("lead_id", "id")`);
    await q.query(`CREATE TABLE ${s}."job_runs" ("name" varchar(60) PRIMARY KEY, "ran_at" timestamptz NOT NULL, "runs" bigint NOT NULL DEFAULT 0)`);
    await q.query(`CREATE TABLE ${s}."suggestion_opt_outs" ("email" varchar(254) PRIMARY KEY, "created_at" timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    for (const t of ['suggestion_opt_outs', 'job_runs', 'lead_events', 'sales', 'deposits', 'offers']) await q.query(`DROP TABLE ${s}."${t}"`);
    await q.query(`ALTER TABLE ${s}."listings" DROP COLUMN "minimum_price"`);
    await q.query(`DROP INDEX ${s}."leads_listing_stage"`);
    await q.query(`DROP INDEX ${s}."leads_stage"`);
    await q.query(`ALTER TABLE ${s}."leads" DROP COLUMN "activity_at", DROP COLUMN "stage_changed_at", DROP COLUMN "lost_reason", DROP COLUMN "stage"`);
  }
}
