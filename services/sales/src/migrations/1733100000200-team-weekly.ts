import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';
import { bucketSql, weekSql } from '../team-stats/team-aggregates.js';

/**
 * The team's view: weekly per-associate aggregates (team-stats/team-aggregates.ts), kept up by the writes
 * and backfilled here from the leads, their timeline and their sales (each lead counted for its associate now).
 */
export class TeamWeekly1733100000200 implements MigrationInterface {
  name = 'TeamWeekly1733100000200';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`CREATE TABLE ${s}."team_weekly" (
      "week" date NOT NULL,
      "associate_id" varchar(64) NOT NULL,
      "metric" varchar(20) NOT NULL,
      "bucket" int NOT NULL DEFAULT 0,
      "n" int NOT NULL DEFAULT 0,
      PRIMARY KEY ("week", "associate_id", "metric", "bucket")
    )`);
    const upsert = `ON CONFLICT ("week", "associate_id", "metric", "bucket") DO UPDATE SET "n" = ${s}."team_weekly"."n" + EXCLUDED."n"`;
    // inquiries (every lead reached new)
    await q.query(`INSERT INTO ${s}."team_weekly" ("week", "associate_id", "metric", "bucket", "n")
      SELECT ${weekSql('l."created_at"')}, coalesce(l."associate_id", ''), 'stage:new', 0, count(*) FROM ${s}."leads" l GROUP BY 1, 2 ${upsert}`);
    // stage moves from the timeline (answered leads from before the pipeline count as contacted at their first answer)
    await q.query(`INSERT INTO ${s}."team_weekly" ("week", "associate_id", "metric", "bucket", "n")
      SELECT ${weekSql('e."created_at"')}, coalesce(l."associate_id", ''), 'stage:' || (e."data"->>'to'), 0, count(*)
      FROM ${s}."lead_events" e JOIN ${s}."leads" l ON l."id" = e."lead_id" WHERE e."kind" = 'stage' AND e."data" ? 'to' GROUP BY 1, 2, 3 ${upsert}`);
    await q.query(`INSERT INTO ${s}."team_weekly" ("week", "associate_id", "metric", "bucket", "n")
      SELECT ${weekSql('l."first_response_at"')}, coalesce(l."associate_id", ''), 'stage:contacted', 0, count(*) FROM ${s}."leads" l
      WHERE l."first_response_at" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${s}."lead_events" e WHERE e."lead_id" = l."id" AND e."kind" = 'stage' AND e."data"->>'to' = 'contacted')
      GROUP BY 1, 2 ${upsert}`);
    await q.query(`INSERT INTO ${s}."team_weekly" ("week", "associate_id", "metric", "bucket", "n")
      SELECT ${weekSql('e."created_at"')}, coalesce(l."associate_id", ''), 'offer_accepted', 0, count(*)
      FROM ${s}."lead_events" e JOIN ${s}."leads" l ON l."id" = e."lead_id" WHERE e."kind" = 'stage' AND e."data"->>'to' = 'accepted' GROUP BY 1, 2 ${upsert}`);
    await q.query(`INSERT INTO ${s}."team_weekly" ("week", "associate_id", "metric", "bucket", "n")
      SELECT ${weekSql('l."first_response_at"')}, coalesce(l."associate_id", ''), 'first_response', ${bucketSql('extract(epoch FROM l."first_response_at" - l."created_at")')}, count(*)
      FROM ${s}."leads" l WHERE l."first_response_at" IS NOT NULL GROUP BY 1, 2, 4 ${upsert}`);
    await q.query(`INSERT INTO ${s}."team_weekly" ("week", "associate_id", "metric", "bucket", "n")
      SELECT ${weekSql('x."created_at"')}, coalesce(l."associate_id", ''), 'time_to_sale', ${bucketSql('extract(epoch FROM x."created_at" - l."created_at")')}, count(*)
      FROM ${s}."sales" x JOIN ${s}."leads" l ON l."id" = x."lead_id" GROUP BY 1, 2, 4 ${upsert}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${migrationSchema(q)}."team_weekly"`);
  }
}
