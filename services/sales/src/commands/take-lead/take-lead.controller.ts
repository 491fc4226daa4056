import { Controller, HttpCode, HttpException, Param, Post } from '@nestjs/common';
import { LeadIdParamSchema, ROUTES, type AssignmentResult, type Identity, type LeadIdParam } from '@rl/contracts';
import { apiError, CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { ASSIGN_LOCK } from '../../assignment/assignment.service.js';
import { LeadsStore } from '../../leads/leads.store.js';
import { LiveHub } from '../../live/live-hub.js';
import { StaffDirectory } from '../../staff/staff-directory.js';

/**
 * Takes a lead: an associate may take one that is unassigned or overdue (unanswered past its due time),
 * so a buyer never waits on someone away; an admin may take any. Another associate's lead on time: 409.
 */
@Controller()
@RequireStaff('desk')
export class TakeLeadController {
  constructor(private readonly leads: LeadsStore, private readonly staff: StaffDirectory, private readonly live: LiveHub) {}

  @Post(ROUTES.deskLeadTake)
  @HttpCode(200)
  async take(@Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam, @CurrentIdentity() who: Identity): Promise<AssignmentResult> {
    const s = this.leads.schema;
    const taken = await this.leads.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [ASSIGN_LOCK]);
      const rows: { associateId: string | null; overdue: boolean }[] = await m.query(
        `SELECT "associate_id" AS "associateId", ("status" = 'new' AND "first_response_due_at" < now()) AS "overdue" FROM ${s}."leads" WHERE "id" = $1 FOR UPDATE`, [id],
      );
      const lead = rows[0];
      if (!lead) throw apiError(404, 'Lead not found');
      const free = lead.associateId === null || lead.associateId === who.userId || lead.overdue || who.role === 'admin';
      if (!free) throw new HttpException({ statusCode: 409, error: 'Conflict', message: 'This lead is another associate\'s and not overdue: ask an admin to reassign it.' }, 409);
      await m.query(`UPDATE ${s}."leads" SET "associate_id" = $2 WHERE "id" = $1`, [id, who.userId]);
      return true;
    });
    if (taken) this.live.changed({ leadId: id, buyerUserId: null });
    return { associateId: who.userId, associateName: (await this.staff.nameOf(who.userId)) ?? 'The sales team', leadIds: [id] };
  }
}
