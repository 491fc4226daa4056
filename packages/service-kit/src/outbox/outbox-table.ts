import type { QueryRunner } from 'typeorm';
import { migrationSchema } from '../data-source.js';

/** Creates an outbox table of HandOverOutbox's shape in the migration's schema. */
export async function createOutboxTable(q: QueryRunner, table: string): Promise<void> {
  const s = migrationSchema(q);
  await q.query(`CREATE TABLE ${s}."${table}" (
    "id" bigserial PRIMARY KEY,
    "dedupe_key" varchar(200) NOT NULL UNIQUE,
    "request" jsonb NOT NULL,
    "attempts" int NOT NULL DEFAULT 0,
    "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
    "delivered_at" timestamptz,
    "last_error" text,
    "created_at" timestamptz NOT NULL DEFAULT now()
  )`);
  await q.query(`CREATE INDEX "${table}_due" ON ${s}."${table}" ("next_attempt_at") WHERE "delivered_at" IS NULL`);
}
