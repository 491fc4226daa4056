import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * The sale (issue 25, points 3 and 6): `vehicles.sale_pending` (the "Sale pending" badge an accepted offer
 * sets, through the internal API only), and `sale_results`, what cars really sold for, kept apart from
 * anyone's identity: no seller, no buyer, no VIN; the car's description as it was sold, the final price,
 * the date, the seller's consent to show the price, and the listing (for its page and photo), which becomes
 * NULL when the listing is deleted (the result stays, anonymous). Price guidance reads it by make + model.
 */
export class SalePendingAndSaleResults1733200000000 implements MigrationInterface {
  name = 'SalePendingAndSaleResults1733200000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicles" ADD COLUMN "sale_pending" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE TABLE ${s}."sale_results" (
      "id" serial PRIMARY KEY,
      "vehicle_id" int REFERENCES ${s}."vehicles" ("id") ON DELETE SET NULL,
      "year" int NOT NULL,
      "make" varchar(50) NOT NULL,
      "model" varchar(80) NOT NULL,
      "trim" varchar(80),
      "mileage" int NOT NULL,
      "condition" varchar(20) NOT NULL,
      "make_key" varchar(50) GENERATED ALWAYS AS (lower("make")) STORED,
      "model_key" varchar(80) GENERATED ALWAYS AS (lower("model")) STORED,
      "final_price" int NOT NULL CHECK ("final_price" > 0),
      "sold_on" date NOT NULL,
      "show_price" boolean NOT NULL,
      "recorded_at" timestamptz NOT NULL DEFAULT now()
    )`);
    // the /sold page: newest first, all makes or one make (and model)
    await q.query(`CREATE INDEX "sale_results_recent" ON ${s}."sale_results" ("sold_on" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "sale_results_group" ON ${s}."sale_results" ("make_key", "model_key", "sold_on" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "sale_results_vehicle" ON ${s}."sale_results" ("vehicle_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`DROP TABLE ${s}."sale_results"`);
    await q.query(`ALTER TABLE ${s}."vehicles" DROP COLUMN "sale_pending"`);
  }
}
