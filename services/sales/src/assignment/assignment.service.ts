import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@rl/service-kit';
import { LeadsStore } from '../leads/leads.store.js';
import { StaffDirectory } from '../staff/staff-directory.js';

/** pg_advisory_xact_lock key: one assignment at a time across the replicas, so two never pick on the same counts. */
const ASSIGN_LOCK = 7_240_001;

/**
 * Gives a listing its associate: the associate with the fewest open leads (new or open), ties to the one
 * whose last assignment is oldest (never assigned first), then the oldest account. A listing keeps its
 * associate; its leads without one get it too.
 */
@Injectable()
export class Assignment {
  constructor(private readonly leads: LeadsStore, private readonly staff: StaffDirectory, @Inject(LOGGER) private readonly logger: Logger) {}

  /** The listing's associate after the call; null while there is no associate at all. Throws StaffUnavailableError when auth is away. */
  async assign(listingId: number): Promise<string | null> {
    const associates = await this.staff.list('associate');
    if (associates.length === 0) return null;
    const s = this.leads.schema;
    const chosen = await this.leads.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [ASSIGN_LOCK]);
      const current: { associateId: string | null }[] = await m.query(
        `SELECT "associate_id" AS "associateId" FROM ${s}."listings" WHERE "listing_id" = $1 FOR UPDATE`, [listingId],
      );
      if (!current[0]) return null;
      if (current[0].associateId) return current[0].associateId;
      const picked: { id: string }[] = await m.query(
        `SELECT a."id" FROM unnest($1::text[]) WITH ORDINALITY AS a("id", "ord")
         LEFT JOIN (SELECT "associate_id", count(*) AS "n" FROM ${s}."leads" WHERE "status" <> 'closed' GROUP BY 1) o ON o."associate_id" = a."id"
         LEFT JOIN (SELECT "associate_id", max("assigned_at") AS "last" FROM ${s}."listings" GROUP BY 1) g ON g."associate_id" = a."id"
         ORDER BY coalesce(o."n", 0), g."last" ASC NULLS FIRST, a."ord" LIMIT 1`,
        [associates.map((a) => a.id)],
      );
      const associateId = picked[0]!.id;
      await m.query(`UPDATE ${s}."listings" SET "associate_id" = $2, "assigned_at" = clock_timestamp() WHERE "listing_id" = $1`, [listingId, associateId]);
      await m.query(`UPDATE ${s}."leads" SET "associate_id" = $2 WHERE "listing_id" = $1 AND "associate_id" IS NULL`, [listingId, associateId]);
      return associateId;
    });
    if (chosen) this.logger.info({ listingId, associateId: chosen }, 'listing assigned');
    return chosen;
  }

  /** Listings still waiting for an associate (oldest first). */
  async unassigned(limit: number): Promise<number[]> {
    const rows: { id: number }[] = await this.leads.db.query(
      `SELECT "listing_id" AS "id" FROM ${this.leads.schema}."listings" WHERE "associate_id" IS NULL ORDER BY "created_at" LIMIT $1`, [limit],
    );
    return rows.map((r) => r.id);
  }
}
