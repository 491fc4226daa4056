import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { LOGGER } from '@rl/service-kit';
import { LeadsStore } from '../leads/leads.store.js';
import { StaffDirectory } from '../staff/staff-directory.js';

/** pg_advisory_xact_lock key: one assignment at a time across the replicas, so two never pick on the same counts. */
export const ASSIGN_LOCK = 7_240_001;

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
      const associateId = await this.pick(m, associates.map((a) => a.id));
      await m.query(`UPDATE ${s}."listings" SET "associate_id" = $2, "assigned_at" = clock_timestamp() WHERE "listing_id" = $1`, [listingId, associateId]);
      await m.query(`UPDATE ${s}."leads" SET "associate_id" = $2 WHERE "listing_id" = $1 AND "associate_id" IS NULL`, [listingId, associateId]);
      return associateId;
    });
    if (chosen) this.logger.info({ listingId, associateId: chosen }, 'listing assigned');
    return chosen;
  }

  /** The associate with the fewest open leads, ties to the one assigned longest ago, then the oldest account. */
  private async pick(m: EntityManager, associateIds: string[]): Promise<string> {
    const s = this.leads.schema;
    const picked: { id: string }[] = await m.query(
      `SELECT a."id" FROM unnest($1::text[]) WITH ORDINALITY AS a("id", "ord")
       LEFT JOIN (SELECT "associate_id", count(*) AS "n" FROM ${s}."leads" WHERE "status" <> 'closed' GROUP BY 1) o ON o."associate_id" = a."id"
       LEFT JOIN (SELECT "associate_id", max("assigned_at") AS "last" FROM ${s}."listings" GROUP BY 1) g ON g."associate_id" = a."id"
       ORDER BY coalesce(o."n", 0), g."last" ASC NULLS FIRST, a."ord" LIMIT 1`,
      [associateIds],
    );
    return picked[0]!.id;
  }

  /**
   * Hands over what people no longer on the staff directory held (deactivated, or no longer an associate
   * or admin): each of their listings, with its open leads, and each other open lead of theirs goes to the
   * associate with the fewest open leads at that moment (one at a time, so the counts move as they are
   * handed out). Without any associate they wait unassigned. Throws StaffUnavailableError when auth is
   * away (nothing is handed over on a guess). Returns how many listings and leads changed hands.
   */
  async handOver(): Promise<{ listings: number; leads: number }> {
    const associates = (await this.staff.list('associate')).map((a) => a.id);
    const holders = [...associates, ...(await this.staff.list('admin')).map((a) => a.id)];
    const s = this.leads.schema;
    const moved = await this.leads.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [ASSIGN_LOCK]);
      const listings: { id: number; was: string }[] = await m.query(
        `SELECT "listing_id" AS "id", "associate_id" AS "was" FROM ${s}."listings"
         WHERE "associate_id" IS NOT NULL AND NOT ("associate_id" = ANY($1::text[])) ORDER BY "assigned_at", "listing_id" FOR UPDATE`, [holders],
      );
      for (const l of listings) {
        const to = associates.length ? await this.pick(m, associates) : null;
        await m.query(`UPDATE ${s}."listings" SET "associate_id" = $2::text, "assigned_at" = CASE WHEN $2::text IS NULL THEN "assigned_at" ELSE clock_timestamp() END WHERE "listing_id" = $1`, [l.id, to]);
        await m.query(`UPDATE ${s}."leads" SET "associate_id" = $3::text WHERE "listing_id" = $1 AND "associate_id" = $2::text AND "status" <> 'closed'`, [l.id, l.was, to]);
      }
      const leads: { id: number }[] = await m.query(
        `SELECT "id" FROM ${s}."leads" WHERE "status" <> 'closed' AND "associate_id" IS NOT NULL AND NOT ("associate_id" = ANY($1::text[]))
         ORDER BY "created_at", "id" FOR UPDATE`, [holders],
      );
      for (const lead of leads) {
        const to = associates.length ? await this.pick(m, associates) : null;
        await m.query(`UPDATE ${s}."leads" SET "associate_id" = $2::text WHERE "id" = $1`, [lead.id, to]);
      }
      return { listings: listings.length, leads: leads.length };
    });
    if (moved.listings || moved.leads) this.logger.info(moved, 'handed over the listings and leads of former staff');
    return moved;
  }

  /** Listings still waiting for an associate (oldest first). */
  async unassigned(limit: number): Promise<number[]> {
    const rows: { id: number }[] = await this.leads.db.query(
      `SELECT "listing_id" AS "id" FROM ${this.leads.schema}."listings" WHERE "associate_id" IS NULL ORDER BY "created_at" LIMIT $1`, [limit],
    );
    return rows.map((r) => r.id);
  }
}
