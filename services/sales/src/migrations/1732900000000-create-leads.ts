import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** Listings' associates, leads (one per inquiry) and their conversation messages. */
export class CreateLeads1732900000000 implements MigrationInterface {
  name = 'CreateLeads1732900000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."listings" (
      "listing_id" int PRIMARY KEY,
      "title" varchar(200) NOT NULL,
      "price" numeric(12,2),
      "seller_user_id" varchar(64) NOT NULL,
      "photo" text,
      "associate_id" varchar(64),
      "assigned_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "listings_unassigned" ON ${s}."listings" ("created_at") WHERE "associate_id" IS NULL`);
    await q.query(`CREATE INDEX "listings_associate" ON ${s}."listings" ("associate_id", "assigned_at")`);
    await q.query(`CREATE TABLE ${s}."leads" (
      "id" bigserial PRIMARY KEY,
      "inquiry_id" int NOT NULL UNIQUE,
      "listing_id" int,
      "vehicle" jsonb,
      "associate_id" varchar(64),
      "buyer_user_id" varchar(64),
      "buyer_name" varchar(201) NOT NULL,
      "buyer_email" varchar(254) NOT NULL,
      "buyer_phone" varchar(40),
      "subject" varchar(200) NOT NULL,
      "status" varchar(10) NOT NULL DEFAULT 'new' CHECK ("status" IN ('new', 'open', 'closed')),
      "first_response_at" timestamptz,
      "last_message_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX "leads_recent" ON ${s}."leads" ("last_message_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "leads_associate" ON ${s}."leads" ("associate_id", "status")`);
    await q.query(`CREATE INDEX "leads_listing" ON ${s}."leads" ("listing_id")`);
    await q.query(`CREATE INDEX "leads_buyer" ON ${s}."leads" ("buyer_user_id") WHERE "buyer_user_id" IS NOT NULL`);
    await q.query(`CREATE TABLE ${s}."messages" (
      "id" bigserial PRIMARY KEY,
      "lead_id" bigint NOT NULL REFERENCES ${s}."leads" ("id") ON DELETE CASCADE,
      "author" varchar(10) NOT NULL CHECK ("author" IN ('buyer', 'associate')),
      "author_user_id" varchar(64),
      "author_name" varchar(201) NOT NULL,
      "body" text NOT NULL,
      "via" varchar(4) NOT NULL CHECK ("via" IN ('web', 'mail')),
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "messages_lead" ON ${s}."messages" ("lead_id", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."messages"`);
    await q.query(`DROP TABLE ${s}."leads"`);
    await q.query(`DROP TABLE ${s}."listings"`);
  }
}
