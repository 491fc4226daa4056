import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/** The seller channel: per listing, a thread between its associate and its seller (never seen by buyers). */
export class SellerChannel1733000000000 implements MigrationInterface {
  name = 'SellerChannel1733000000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."seller_messages" (
      "id" bigserial PRIMARY KEY,
      "listing_id" int NOT NULL REFERENCES ${s}."listings" ("listing_id") ON DELETE CASCADE,
      "author" varchar(10) NOT NULL CHECK ("author" IN ('seller', 'associate')),
      "author_user_id" varchar(64),
      "author_name" varchar(201) NOT NULL,
      "body" text NOT NULL,
      "via" varchar(4) NOT NULL CHECK ("via" IN ('web', 'mail')),
      "mail_message_id" varchar(998),
      "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(`CREATE INDEX "seller_messages_listing" ON ${s}."seller_messages" ("listing_id", "id")`);
    // a retried delivery of the same mail is stored once
    await q.query(`CREATE UNIQUE INDEX "seller_messages_mail" ON ${s}."seller_messages" ("listing_id", "mail_message_id") WHERE "mail_message_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."seller_messages"`);
  }
}
