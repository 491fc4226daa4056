import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { AssignmentResult, Identity } from '@rl/contracts';
import { LOGGER, StaffActionOutbox } from '@rl/service-kit';
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
 * associate who worked them. Each reassignment and its staff action log entry commit together.
 */
@Injectable()
export class Reassign {
  constructor(
    private readonly leads: LeadsStore,
    private readonly staff: StaffDirectory,
    private readonly live: LiveHub,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly staffLog: StaffActionOutbox,
  ) {}

  private async associate(id: string) {
    const found = (await this.staff.listOr503('associate')).find((a) => a.id === id);
    if (!found) throw notAnAssociate();
    return found;
  }

  async listing(listingId: number, associateId: string, who: Identity, req?: Request): Promise<AssignmentResult> {
    const to = await this.associate(associateId);
    const s = this.leads.schema;
    const leadIds = await this.leads.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [ASSIGN_LOCK]);
      const found: unknown[] = await m.query(`SELECT 1 FROM ${s}."listings" WHERE "listing_id" = $1 FOR UPDATE`, [listingId]);
      if (!found.length) throw new HttpException({ statusCode: 404, error: 'Not Found', message: 'The sales desk knows no such listing' }, 404);
      const [held] = (await m.query(`SELECT "associate_id" AS "associateId" FROM ${s}."listings" WHERE "listing_id" = $1`, [listingId])) as { associateId: string | null }[];
      await m.query(`UPDATE ${s}."listings" SET "associate_id" = $2, "assigned_at" = clock_timestamp() WHERE "listing_id" = $1`, [listingId, to.id]);
      const moved: { id: string }[] = await m.query(
        `UPDATE ${s}."leads" SET "associate_id" = $2 WHERE "listing_id" = $1 AND "status" <> 'closed' AND "associate_id" IS DISTINCT FROM $2 RETURNING "id"`,
        [listingId, to.id],
      );
      const ids = (Array.isArray(moved[0]) ? (moved[0] as { id: string }[]) : moved).map((r) => Number(r.id));
      await this.staffLog.record(who, req, {
        action: 'listing.reassign', objectType: 'listing', objectId: listingId,
        before: { associateId: held?.associateId ?? null }, after: { associateId: to.id, associateName: to.name, leadIds: ids },
      }, m);
      return ids;
    });
    this.staffLog.wake();
    this.logger.info({ listingId, associateId: to.id, by: who.userId, leads: leadIds.length }, 'listing reassigned');
    for (const leadId of leadIds) this.live.changed({ leadId, buyerUserId: null });
    return { associateId: to.id, associateName: to.name, leadIds };
  }

  async lead(leadId: number, associateId: string, who: Identity, req?: Request): Promise<AssignmentResult> {
    const to = await this.associate(associateId);
    const s = this.leads.schema;
    const rows: { id: string }[] = await this.leads.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [ASSIGN_LOCK]);
      const [held] = (await m.query(`SELECT "associate_id" AS "associateId" FROM ${s}."leads" WHERE "id" = $1 FOR UPDATE`, [leadId])) as { associateId: string | null }[];
      if (!held) throw new HttpException({ statusCode: 404, error: 'Not Found', message: 'Lead not found' }, 404);
      const r = await m.query(`UPDATE ${s}."leads" SET "associate_id" = $2 WHERE "id" = $1 RETURNING "id"`, [leadId, to.id]);
      await this.staffLog.record(who, req, {
        action: 'lead.reassign', objectType: 'lead', objectId: leadId,
        before: { associateId: held.associateId }, after: { associateId: to.id, associateName: to.name },
      }, m);
      return Array.isArray(r[0]) ? r[0] : r;
    });
    if (!rows.length) throw new HttpException({ statusCode: 404, error: 'Not Found', message: 'Lead not found' }, 404);
    this.staffLog.wake();
    this.logger.info({ leadId, associateId: to.id, by: who.userId }, 'lead reassigned');
    this.live.changed({ leadId, buyerUserId: null });
    return { associateId: to.id, associateName: to.name, leadIds: [leadId] };
  }
}
