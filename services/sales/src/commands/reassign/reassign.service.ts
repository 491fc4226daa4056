import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AssignmentResult } from '@rl/contracts';
import { LOGGER } from '@rl/service-kit';
import { ASSIGN_LOCK } from '../../assignment/assignment.service.js';
import { LeadsStore } from '../../leads/leads.store.js';
import { LiveHub } from '../../live/live-hub.js';
import { StaffDirectory } from '../../staff/staff-directory.js';

function notAnAssociate(): HttpException {
  const message = 'associateId must be the id of an active associate';
  return new HttpException({ statusCode: 400, error: 'Bad Request', message, fields: [{ field: 'associateId', message }] }, 400);
}

/**
 * An admin gives a listing (with its open leads) or one lead to another associate. Under the assignment
 * lock, so it never interleaves with an automatic assignment or a hand-over. Closed leads keep the
 * associate who worked them.
 */
@Injectable()
export class Reassign {
  constructor(
    private readonly leads: LeadsStore,
    private readonly staff: StaffDirectory,
    private readonly live: LiveHub,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private async associate(id: string) {
    const found = (await this.staff.listOr503('associate')).find((a) => a.id === id);
    if (!found) throw notAnAssociate();
    return found;
  }

  async listing(listingId: number, associateId: string, by: string): Promise<AssignmentResult> {
    const to = await this.associate(associateId);
    const s = this.leads.schema;
    const leadIds = await this.leads.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [ASSIGN_LOCK]);
      const found: unknown[] = await m.query(`SELECT 1 FROM ${s}."listings" WHERE "listing_id" = $1 FOR UPDATE`, [listingId]);
      if (!found.length) throw new HttpException({ statusCode: 404, error: 'Not Found', message: 'The sales desk knows no such listing' }, 404);
      await m.query(`UPDATE ${s}."listings" SET "associate_id" = $2, "assigned_at" = clock_timestamp() WHERE "listing_id" = $1`, [listingId, to.id]);
      const moved: { id: string }[] = await m.query(
        `UPDATE ${s}."leads" SET "associate_id" = $2 WHERE "listing_id" = $1 AND "status" <> 'closed' AND "associate_id" IS DISTINCT FROM $2 RETURNING "id"`,
        [listingId, to.id],
      );
      return (Array.isArray(moved[0]) ? (moved[0] as { id: string }[]) : moved).map((r) => Number(r.id));
    });
    this.logger.info({ listingId, associateId: to.id, by, leads: leadIds.length }, 'listing reassigned');
    for (const leadId of leadIds) this.live.changed({ leadId, buyerUserId: null });
    return { associateId: to.id, associateName: to.name, leadIds };
  }

  async lead(leadId: number, associateId: string, by: string): Promise<AssignmentResult> {
    const to = await this.associate(associateId);
    const s = this.leads.schema;
    const rows: { id: string }[] = await this.leads.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [ASSIGN_LOCK]);
      const r = await m.query(`UPDATE ${s}."leads" SET "associate_id" = $2 WHERE "id" = $1 RETURNING "id"`, [leadId, to.id]);
      return Array.isArray(r[0]) ? r[0] : r;
    });
    if (!rows.length) throw new HttpException({ statusCode: 404, error: 'Not Found', message: 'Lead not found' }, 404);
    this.logger.info({ leadId, associateId: to.id, by }, 'lead reassigned');
    this.live.changed({ leadId, buyerUserId: null });
    return { associateId: to.id, associateName: to.name, leadIds: [leadId] };
  }
}
